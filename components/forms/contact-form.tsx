"use client";

import { useLocale, useTranslations } from "next-intl";
import { sendContact } from "@/lib/forms/actions/contact";
import { goals } from "@/lib/forms/choices";
import { ChoiceGroup } from "./choice-fields";
import { AddressFields, blankContactPerson, ContactPersonFields } from "./contact-person";
import { ManagedForm } from "./managed-form";

/** The general contact form (spec §1). */
export function ContactForm() {
  const t = useTranslations("Contact");
  const f = useTranslations("Forms");
  const locale = useLocale();
  return (
    <ManagedForm
      loadSchema={() => import("@/lib/forms/schemas/contact").then((m) => m.contactSchema)}
      action={sendContact}
      label={t("formTitle")}
      hidden={{ locale }}
      defaultValues={{ ...blankContactPerson }}
    >
      <ContactPersonFields remarkRequired>
        <ChoiceGroup name="goal" legend={t("goal")} options={goals.map((g) => [g, f(`goals.${g}`)])} />
        <AddressFields />
      </ContactPersonFields>
    </ManagedForm>
  );
}
