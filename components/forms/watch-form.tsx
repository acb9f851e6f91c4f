"use client";

import { useLocale, useTranslations } from "next-intl";
import { watchProperty } from "@/lib/forms/actions/watch";
import { ManagedForm } from "./managed-form";
import { PrivacyField } from "./privacy-field";
import { TextField } from "./text-fields";

/** "Watch this property": an address, confirmed from the mail it receives, then told of drops, option, sale or rental. */
export function WatchForm({ propertyId }: { propertyId: number }) {
  const t = useTranslations("Watch");
  const f = useTranslations("Forms.labels");
  const locale = useLocale();
  return (
    <ManagedForm
      loadSchema={() => import("@/lib/forms/schemas/watch").then((m) => m.watchSchema)}
      action={watchProperty}
      label={t("title")}
      submitLabel={t("submit")}
      hidden={{ locale, propertyId }}
      defaultValues={{ email: "", privacy: false, propertyId }}
    >
      <TextField name="email" label={f("email")} type="email" required autoComplete="email" inputMode="email" />
      <PrivacyField />
    </ManagedForm>
  );
}
