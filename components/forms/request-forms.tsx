"use client";

import { requestInsurance } from "@/lib/forms/actions/insurance";
import { requestOnlineValuation } from "@/lib/forms/actions/online-valuation";
import { sendProjectContact } from "@/lib/forms/actions/project-contact";
import { requestManagement } from "@/lib/forms/actions/property-management";
import {
  insuranceSchema,
  managedPropertySchema,
  onlineValuationSchema,
  projectContactSchema,
} from "@/lib/forms/schemas";
import {
  AddressFields,
  blankAddress,
  blankContactPerson,
  ContactPersonFields,
  type ContactPersonLabels,
} from "./contact-person";
import { ChoiceGroup, ManagedForm, SelectField, TextField, type FormTexts } from "./form-kit";

export interface PropertyLabels {
  propertyType: string;
  types: Array<[string, string]>;
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
  livingArea: string;
  bedrooms: string;
  condition: string;
  conditions: Array<[string, string]>;
}

/** What the property is and where it stands. */
function PropertyAddressFields({ labels }: { labels: PropertyLabels }) {
  return (
    <>
      <SelectField name="propertyType" label={labels.propertyType} options={labels.types} required placeholder="" />
      <AddressFields labels={labels} required />
    </>
  );
}

/** The project contact (spec §1): a question about a new-build project, to its manager. */
export function ProjectContactForm(props: {
  locale: string;
  projectId: number;
  texts: FormTexts;
  labels: ContactPersonLabels;
  title: string;
}) {
  return (
    <ManagedForm
      schema={projectContactSchema}
      action={sendProjectContact}
      label={props.title}
      hidden={{ locale: props.locale, projectId: props.projectId }}
      texts={props.texts}
      defaultValues={{ ...blankContactPerson, projectId: props.projectId }}
    >
      <ContactPersonFields labels={props.labels} />
    </ManagedForm>
  );
}

/** The managed-property request (spec §1): an owner asks the agency to manage a property. */
export function ManagedPropertyForm(props: {
  locale: string;
  texts: FormTexts;
  labels: ContactPersonLabels;
  property: PropertyLabels;
  title: string;
}) {
  return (
    <ManagedForm
      schema={managedPropertySchema}
      action={requestManagement}
      label={props.title}
      hidden={{ locale: props.locale }}
      texts={props.texts}
      defaultValues={{ ...blankContactPerson, ...blankAddress }}
    >
      <PropertyAddressFields labels={props.property} />
      <ContactPersonFields labels={props.labels} />
    </ManagedForm>
  );
}

/** The online valuation (spec §2): a first estimate from the property's address and a few figures. */
export function OnlineValuationForm(props: {
  locale: string;
  texts: FormTexts;
  labels: ContactPersonLabels;
  property: PropertyLabels;
  title: string;
}) {
  return (
    <ManagedForm
      schema={onlineValuationSchema}
      action={requestOnlineValuation}
      label={props.title}
      hidden={{ locale: props.locale }}
      texts={props.texts}
      defaultValues={{ ...blankContactPerson, ...blankAddress }}
    >
      <PropertyAddressFields labels={props.property} />
      <div className="grid gap-4 tablet:grid-cols-3">
        <TextField name="livingArea" label={props.property.livingArea} inputMode="numeric" />
        <TextField name="bedrooms" label={props.property.bedrooms} inputMode="numeric" />
        <SelectField
          name="condition"
          label={props.property.condition}
          options={props.property.conditions}
          placeholder=""
        />
      </div>
      <ContactPersonFields labels={props.labels} />
    </ManagedForm>
  );
}

/** The insurance proposal (spec §1): the cover, as owner or tenant, for the home at an address. */
export function InsuranceForm(props: {
  locale: string;
  texts: FormTexts;
  labels: ContactPersonLabels;
  property: PropertyLabels;
  title: string;
  insurance: { cover: string; covers: Array<[string, string]>; as: string; roles: Array<[string, string]> };
}) {
  return (
    <ManagedForm
      schema={insuranceSchema}
      action={requestInsurance}
      label={props.title}
      hidden={{ locale: props.locale }}
      texts={props.texts}
      defaultValues={{ ...blankContactPerson, ...blankAddress, cover: "FIRE", role: "OWNER" }}
    >
      <ChoiceGroup name="cover" legend={props.insurance.cover} options={props.insurance.covers} required />
      <ChoiceGroup name="role" legend={props.insurance.as} options={props.insurance.roles} required />
      <AddressFields labels={props.property} required />
      <ContactPersonFields labels={props.labels} />
    </ManagedForm>
  );
}
