"use client";

import { useLocale, useTranslations } from "next-intl";
import { requestInsurance } from "@/lib/forms/actions/insurance";
import { requestOnlineValuation } from "@/lib/forms/actions/online-valuation";
import { sendProjectContact } from "@/lib/forms/actions/project-contact";
import { requestManagement } from "@/lib/forms/actions/property-management";
import {
  insuranceCovers,
  insuranceSchema,
  managedPropertySchema,
  onlineValuationSchema,
  projectContactSchema,
} from "@/lib/forms/schemas";
import { ChoiceGroup } from "./choice-fields";
import { PropertyAddressFields } from "./property-address-fields";
import { AddressFields, blankAddress, blankContactPerson, ContactPersonFields } from "./contact-person";
import { ManagedForm } from "./managed-form";
import { SelectField, TextField } from "./text-fields";

const conditions = ["NEW", "EXCELLENT", "GOOD", "TO_REFRESH", "TO_RENOVATE"] as const;
const roles = ["OWNER", "TENANT"] as const;

/** What the property is and where it stands. */
/** The project contact (spec §1): a question about a new-build project, to its manager. */
export function ProjectContactForm({ projectId, title }: { projectId: number; title: string }) {
  const locale = useLocale();
  return (
    <ManagedForm
      schema={projectContactSchema}
      action={sendProjectContact}
      label={title}
      hidden={{ locale, projectId }}
      defaultValues={{ ...blankContactPerson, projectId }}
    >
      <ContactPersonFields />
    </ManagedForm>
  );
}

/** The managed-property request (spec §1): an owner asks the agency to manage a property. */
export function ManagedPropertyForm() {
  const t = useTranslations("Requests");
  const locale = useLocale();
  return (
    <ManagedForm
      schema={managedPropertySchema}
      action={requestManagement}
      label={t("managedTitle")}
      hidden={{ locale }}
      defaultValues={{ ...blankContactPerson, ...blankAddress }}
    >
      <PropertyAddressFields />
      <ContactPersonFields />
    </ManagedForm>
  );
}

/** The online valuation (spec §2): a first estimate from the property's address and a few figures. */
export function OnlineValuationForm() {
  const t = useTranslations("Requests");
  const v = useTranslations("Valuation");
  const facts = useTranslations("Facts.choices.condition");
  const locale = useLocale();
  return (
    <ManagedForm
      schema={onlineValuationSchema}
      action={requestOnlineValuation}
      label={t("onlineTitle")}
      hidden={{ locale }}
      defaultValues={{ ...blankContactPerson, ...blankAddress }}
    >
      <PropertyAddressFields />
      <div className="grid gap-4 tablet:grid-cols-3">
        <TextField name="livingArea" label={v("livingArea")} inputMode="numeric" />
        <TextField name="bedrooms" label={v("bedrooms")} inputMode="numeric" />
        <SelectField name="condition" label={t("condition")} options={conditions.map((c) => [c, facts(c)])} blank />
      </div>
      <ContactPersonFields />
    </ManagedForm>
  );
}

/** The insurance proposal (spec §1): the cover, as owner or tenant, for the home at an address. */
export function InsuranceForm() {
  const t = useTranslations("Insurance");
  const v = useTranslations("Valuation");
  const locale = useLocale();
  return (
    <ManagedForm
      schema={insuranceSchema}
      action={requestInsurance}
      label={t("title")}
      hidden={{ locale }}
      defaultValues={{ ...blankContactPerson, ...blankAddress, cover: "FIRE", role: "OWNER" }}
    >
      <ChoiceGroup
        name="cover"
        legend={t("cover")}
        options={insuranceCovers.map((c) => [c, t(`covers.${c}`)])}
        required
      />
      <ChoiceGroup name="role" legend={t("as")} options={roles.map((r) => [r, t(`roles.${r}`)])} required />
      <AddressFields required streetLabel={v("street")} />
      <ContactPersonFields />
    </ManagedForm>
  );
}
