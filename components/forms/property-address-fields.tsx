"use client";

import { useTranslations } from "next-intl";
import { propertyTypes } from "@/lib/forms/choices";
import { AddressFields } from "./contact-person";
import { SelectField } from "./text-fields";

/** The property's type and address, as both valuation forms ask them. */
export function PropertyAddressFields() {
  const t = useTranslations("Valuation");
  return (
    <>
      <SelectField
        name="propertyType"
        label={t("propertyType")}
        options={propertyTypes.map((type) => [type, t(`types.${type}`)])}
        required
        blank
      />
      <AddressFields required streetLabel={t("street")} />
    </>
  );
}
