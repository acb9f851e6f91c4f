"use client";

import { useLocale, useTranslations } from "next-intl";
import { subscribeNewsletter } from "@/lib/forms/actions/newsletter";
import { ManagedForm } from "./managed-form";
import { PrivacyField } from "./privacy-field";
import { TextField } from "./text-fields";

export function NewsletterForm() {
  const t = useTranslations("Newsletter");
  const f = useTranslations("Forms");
  const locale = useLocale();
  return (
    <ManagedForm
      loadSchema={() => import("@/lib/forms/schemas/newsletter").then((m) => m.newsletterSchema)}
      action={subscribeNewsletter}
      label={t("title")}
      submitLabel={t("subscribe")}
      hidden={{ locale }}
      defaultValues={{ email: "", privacy: false }}
    >
      <TextField name="email" label={f("labels.email")} type="email" required autoComplete="email" inputMode="email" />
      <PrivacyField />
    </ManagedForm>
  );
}
