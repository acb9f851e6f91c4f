"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { SAME_PAGE } from "@/components/forms/form-context";
import { setNewPassword } from "@/lib/auth/actions/reset-password";
import type { NewPasswordState } from "@/lib/auth/states";
import type { Locale } from "@/lib/i18n/locales";
import { AuthField, FormAlert, submitClass } from "./auth-fields";

const idle: NewPasswordState = { status: "idle" };

/**
 * The new password, twice; the link's token rides along and is checked again by the action. `askAgainHref` is
 * the forgotten-password page, written by the server page (a client component carries no path table).
 */
export function NewPasswordForm({
  locale,
  token,
  askAgainHref,
}: {
  locale: Locale;
  token: string;
  askAgainHref: string;
}) {
  const t = useTranslations("Login");
  const [state, action, pending] = useActionState(setNewPassword, idle, SAME_PAGE);
  if (state.status === "link") {
    return (
      <div className="mt-6 space-y-4">
        <FormAlert>{t(state.state === "expired" ? "linkExpired" : "linkUnknown")}</FormAlert>
        <a href={askAgainHref} className="font-medium text-brand-900 underline">
          {t("askNewLink")}
        </a>
      </div>
    );
  }
  const invalid = state.status === "invalid";
  return (
    <form action={action} className="mt-6 space-y-4" noValidate>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="token" value={token} />
      {invalid && <FormAlert id="new-password-error">{t(state.reason)}</FormAlert>}
      {state.status === "failed" && <FormAlert id="new-password-error">{t("requestFailed")}</FormAlert>}
      <AuthField
        id="password"
        name="password"
        type="password"
        label={t("newPassword")}
        autoComplete="new-password"
        error={invalid && state.reason !== "notIdentical"}
        errorId="new-password-error"
      />
      <AuthField
        id="confirmation"
        name="confirmation"
        type="password"
        label={t("confirmPassword")}
        autoComplete="new-password"
        error={invalid}
        errorId="new-password-error"
      />
      <button type="submit" className={submitClass} disabled={pending}>
        {t("newSubmit")}
      </button>
    </form>
  );
}
