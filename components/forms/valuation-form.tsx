"use client";

import { requestValuation } from "@/lib/forms/actions/valuation";
import { valuationSchema } from "@/lib/forms/schemas";
import {
  AddressFields,
  blankAddress,
  blankContactPerson,
  PersonFields,
  type ContactPersonLabels,
} from "./contact-person";
import { CheckboxField, ChoiceGroup, ManagedForm, SelectField, TextArea, TextField, type FormTexts } from "./form-kit";

export interface ValuationLabels {
  title: string;
  steps: [property: string, you: string, message: string];
  goal: string;
  goals: Array<[string, string]>;
  propertyType: string;
  types: Array<[string, string]>;
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
  bedrooms: string;
  livingArea: string;
}

/** The free valuation (spec §1, §2): three steps, the property's address required. */
export function ValuationForm({
  locale,
  texts,
  person,
  labels,
}: {
  locale: string;
  texts: FormTexts;
  person: ContactPersonLabels;
  labels: ValuationLabels;
}) {
  return (
    <ManagedForm
      schema={valuationSchema}
      action={requestValuation}
      label={labels.title}
      hidden={{ locale }}
      texts={texts}
      defaultValues={{
        goal: "SELL",
        ...blankAddress,
        ...blankContactPerson,
      }}
      steps={[
        {
          title: labels.steps[0],
          fields: ["goal", "propertyType", "street", "houseNumber", "zip", "city", "bedrooms", "livingArea"],
          content: (
            <>
              <ChoiceGroup name="goal" legend={labels.goal} options={labels.goals} required />
              <SelectField
                name="propertyType"
                label={labels.propertyType}
                options={labels.types}
                required
                placeholder=""
              />
              <AddressFields labels={labels} required />
              <div className="grid gap-4 tablet:grid-cols-2">
                <TextField name="bedrooms" label={labels.bedrooms} inputMode="numeric" />
                <TextField name="livingArea" label={labels.livingArea} inputMode="numeric" />
              </div>
            </>
          ),
        },
        {
          title: labels.steps[1],
          fields: ["title", "firstName", "lastName", "email", "phone", "contactSlots"],
          content: (
            <>
              <PersonFields labels={person} />
              <ChoiceGroup name="contactSlots" legend={person.contactSlots} options={person.slots} multiple />
            </>
          ),
        },
        {
          title: labels.steps[2],
          fields: ["remark", "newsletter", "privacy"],
          content: (
            <>
              <TextArea name="remark" label={person.remark} />
              <CheckboxField name="newsletter" label={person.newsletter} />
              <CheckboxField name="privacy" label={person.privacy} required />
            </>
          ),
        },
      ]}
    />
  );
}
