"use client";

import { useLocale, useTranslations } from "next-intl";
import { requestInsurance } from "@/lib/forms/actions/insurance";
import { insuranceCovers } from "@/lib/forms/choices";
import { ChoiceGroup } from "./choice-fields";
import { AddressFields, blankAddress, blankContactPerson, ContactPersonFields } from "./contact-person";
import { ManagedForm } from "./managed-form";

const roles = ["OWNER", "TENANT"] as const;

/** The insurance proposal (spec §1): the cover, as owner or tenant, for the home at an address. */
export function InsuranceForm() {
  const t = useTranslations("Insurance");
  const v = useTranslations("Valuation");
  const locale = useLocale();
  return (
    <ManagedForm
      loadSchema={() => import("@/lib/forms/schemas/insurance").then((m) => m.insuranceSchema)}
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
