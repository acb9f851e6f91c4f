"use client";

import { useLocale, useTranslations } from "next-intl";
import { registerDemand } from "@/lib/forms/actions/demand-register";
import { groupAmount, groupSeparator } from "@/lib/forms/amount";
import type { DemandRegisterValues } from "@/lib/forms/schemas/demand-register";
import type { CategoryOption } from "@/lib/db/categories";
import { GOAL_CODE, goals } from "@/lib/domain";
import { labelText } from "@/lib/property/energy";
import { epcClasses } from "@/lib/rules/energy";
import { AmountField } from "./amount-field";
import { AreaField } from "./area-field";
import { CheckboxField, ChoiceGroup } from "./choice-fields";
import { NewsletterField, PersonFields } from "./contact-person";
import { ManagedForm } from "./managed-form";
import { PrivacyField } from "./privacy-field";
import { PropertyTypeChoices } from "./property-type-choices";
import { SelectField, TextField } from "./text-fields";
import { ZoneMap } from "./zone-map";

const needs = ["needsParking", "needsTerrace", "needsGarden"] as const;
const epcOptions = epcClasses.map((c): [string, string] => [c, labelText(c)]);

/** The demand register in three steps; opened from an alert's link it shows the search to change. */
export function DemandRegisterForm({
  categories,
  initial,
  token,
}: {
  categories: CategoryOption[];
  /** The search to change, opened from an alert's link (with its token). */
  initial?: Partial<DemandRegisterValues>;
  token?: string;
}) {
  const t = useTranslations("StandingSearch");
  const locale = useLocale();
  // A search opened to change shows its budget grouped, as the visitor would have typed it.
  const grouped = (amount: unknown) =>
    typeof amount === "string" && /^\d+$/.test(amount) ? groupAmount(amount, groupSeparator(locale)) : amount;
  return (
    <ManagedForm
      loadSchema={() => import("@/lib/forms/schemas/demand-register").then((m) => m.demandRegisterSchema)}
      action={registerDemand}
      label={t("title")}
      submitLabel={token ? t("update") : t("save")}
      hidden={token ? { locale, token } : { locale }}
      defaultValues={{
        goal: "0",
        categoryIds: [],
        regions: [],
        places: "",
        area: "",
        needsParking: false,
        needsTerrace: false,
        needsGarden: false,
        firstName: "",
        lastName: "",
        email: "",
        newsletter: false,
        privacy: false,
        ...initial,
        minPrice: grouped(initial?.minPrice),
        maxPrice: grouped(initial?.maxPrice),
        minPricePerM2: grouped(initial?.minPricePerM2),
        maxPricePerM2: grouped(initial?.maxPricePerM2),
      }}
      steps={[
        {
          title: t("stepSearch"),
          fields: [
            "goal",
            "categoryIds",
            "minPrice",
            "maxPrice",
            "minBedrooms",
            "maxBedrooms",
            "minBathrooms",
            "minGarages",
            "epcMin",
            "epcMax",
            "minPricePerM2",
            "maxPricePerM2",
          ],
          content: (
            <>
              <ChoiceGroup
                name="goal"
                legend={t("goal")}
                options={goals.map((goal) => [String(GOAL_CODE[goal]), t(`goals.${GOAL_CODE[goal]}`)])}
                required
              />
              <PropertyTypeChoices categories={categories} />
              <div className="grid gap-4 tablet:grid-cols-2">
                <AmountField name="minPrice" label={t("minPrice")} />
                <AmountField name="maxPrice" label={t("maxPrice")} />
                <TextField name="minBedrooms" label={t("minBedrooms")} inputMode="numeric" />
                <TextField name="maxBedrooms" label={t("maxBedrooms")} inputMode="numeric" />
                <TextField name="minBathrooms" label={t("minBathrooms")} inputMode="numeric" />
                <TextField name="minGarages" label={t("minGarages")} inputMode="numeric" />
                <SelectField name="epcMin" label={t("epcMin")} options={epcOptions} blank />
                <SelectField name="epcMax" label={t("epcMax")} options={epcOptions} blank />
                <AmountField name="minPricePerM2" label={t("minPricePerM2")} />
                <AmountField name="maxPricePerM2" label={t("maxPricePerM2")} />
              </div>
              <fieldset>
                <legend className="font-medium">{t("extras")}</legend>
                <div className="mt-1 flex flex-wrap gap-x-6">
                  {needs.map((name) => (
                    <CheckboxField key={name} name={name} label={t(name)} />
                  ))}
                </div>
              </fieldset>
            </>
          ),
        },
        {
          title: t("stepZone"),
          fields: ["regions", "places", "area"],
          content: (
            <>
              <AreaField />
              <ZoneMap />
              <TextField name="places" label={t("places")} />
            </>
          ),
        },
        {
          title: t("stepYou"),
          fields: ["title", "firstName", "lastName", "email", "newsletter", "privacy"],
          content: (
            <>
              <PersonFields phone="none" />
              <NewsletterField />
              <PrivacyField />
            </>
          ),
        },
      ]}
    />
  );
}
