"use client";

import { useLocale, useTranslations } from "next-intl";
import { requestManagement } from "@/lib/forms/actions/property-management";
import { blankAddress, blankContactPerson, ContactPersonFields } from "./contact-person";
import { ManagedForm } from "./managed-form";
import { PropertyAddressFields } from "./property-address-fields";

/** The managed-property request (spec §1): an owner asks the agency to manage a property. */
export function ManagedPropertyForm() {
  const t = useTranslations("Requests");
  const locale = useLocale();
  return (
    <ManagedForm
      loadSchema={() => import("@/lib/forms/schemas/property-management").then((m) => m.managedPropertySchema)}
      action={requestManagement}
      label={t("managedTitle")}
      hidden={{ locale }}
      defaultValues={{ ...blankContactPerson, ...blankAddress }}
    >
      <PropertyAddressFields />
      <ContactPersonFields phone="required" />
    </ManagedForm>
  );
}
