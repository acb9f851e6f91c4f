"use client";

import { useLocale, useTranslations } from "next-intl";
import { requestOnlineValuation } from "@/lib/forms/actions/online-valuation";
import { blankAddress, blankContactPerson, ContactPersonFields } from "./contact-person";
import { ManagedForm } from "./managed-form";
import { PropertyAddressFields } from "./property-address-fields";
import { SelectField, TextField } from "./text-fields";

const conditions = ["NEW", "EXCELLENT", "GOOD", "TO_REFRESH", "TO_RENOVATE"] as const;

/** The online valuation (spec §2): a first estimate from the property's address and a few figures. */
export function OnlineValuationForm() {
  const t = useTranslations("Requests");
  const v = useTranslations("Valuation");
  const facts = useTranslations("Facts.choices.condition");
  const locale = useLocale();
  return (
    <ManagedForm
      loadSchema={() => import("@/lib/forms/schemas/online-valuation").then((m) => m.onlineValuationSchema)}
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
      <ContactPersonFields phone="required" />
    </ManagedForm>
  );
}
