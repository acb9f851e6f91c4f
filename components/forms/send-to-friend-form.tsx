"use client";

import { useLocale, useTranslations } from "next-intl";
import { sendToFriend } from "@/lib/forms/actions/send-to-friend";
import { ManagedForm } from "./managed-form";
import { PrivacyField } from "./privacy-field";
import { TextField } from "./text-fields";

/** "Send to a friend" (spec §3 friend share): the friend's address, and the sender's first name and address. */
export function SendToFriendForm({ propertyId }: { propertyId: number }) {
  const t = useTranslations("PropertyForms");
  const f = useTranslations("Forms.labels");
  const locale = useLocale();
  return (
    <ManagedForm
      loadSchema={() => import("@/lib/forms/schemas/send-to-friend").then((m) => m.sendToFriendSchema)}
      action={sendToFriend}
      label={t("friendTitle")}
      hidden={{ locale, propertyId }}
      defaultValues={{
        firstName: "",
        email: "",
        friendEmail: "",
        privacy: false,
        propertyId,
      }}
    >
      <fieldset className="space-y-4">
        <legend className="font-semibold text-brand-900">{t("friendDetails")}</legend>
        <TextField name="friendEmail" label={f("friendEmail")} type="email" required inputMode="email" />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="font-semibold text-brand-900">{t("yourDetails")}</legend>
        <TextField name="firstName" label={f("firstName")} required autoComplete="given-name" />
        <TextField name="email" label={f("email")} type="email" required autoComplete="email" inputMode="email" />
      </fieldset>
      <PrivacyField />
    </ManagedForm>
  );
}
