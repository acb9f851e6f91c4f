"use client";

import { useLocale, useTranslations } from "next-intl";
import { requestValuation } from "@/lib/forms/actions/valuation";
import { goals } from "@/lib/forms/choices";
import { ChoiceGroup } from "./choice-fields";
import { blankAddress, blankContactPerson, ContactSlotsField, NewsletterField, PersonFields } from "./contact-person";
import { ManagedForm } from "./managed-form";
import { PrivacyField } from "./privacy-field";
import { PropertyAddressFields } from "./property-address-fields";
import { TextArea, TextField } from "./text-fields";

/** The free valuation (spec §1, §2): three steps, the property's address required. */
export function ValuationForm() {
  const t = useTranslations("Valuation");
  const f = useTranslations("Forms");
  const locale = useLocale();
  return (
    <ManagedForm
      loadSchema={() => import("@/lib/forms/schemas/valuation").then((m) => m.valuationSchema)}
      action={requestValuation}
      label={t("title")}
      hidden={{ locale }}
      defaultValues={{
        goal: "SELL",
        ...blankAddress,
        ...blankContactPerson,
      }}
      steps={[
        {
          title: t("stepProperty"),
          fields: ["goal", "propertyType", "street", "houseNumber", "zip", "city", "bedrooms", "livingArea"],
          content: (
            <>
              <ChoiceGroup
                name="goal"
                legend={t("goal")}
                options={goals.filter((g) => g !== "BUY").map((g) => [g, f(`goals.${g}`)])}
                required
              />
              <PropertyAddressFields />
              <div className="grid gap-4 tablet:grid-cols-2">
                <TextField name="bedrooms" label={t("bedrooms")} inputMode="numeric" />
                <TextField name="livingArea" label={t("livingArea")} inputMode="numeric" />
              </div>
            </>
          ),
        },
        {
          title: t("stepYou"),
          fields: ["title", "firstName", "lastName", "email", "phone", "contactSlots"],
          content: (
            <>
              <PersonFields phone="required" />
              <ContactSlotsField />
            </>
          ),
        },
        {
          title: t("stepSend"),
          fields: ["remark", "newsletter", "privacy"],
          content: (
            <>
              <TextArea name="remark" label={f("labels.remark")} />
              <NewsletterField />
              <PrivacyField />
            </>
          ),
        },
      ]}
    />
  );
}
