"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { SAME_PAGE } from "@/components/forms/form-context";
import { changeOwnPassword } from "@/lib/auth/actions/change-password";
import type { ChangePasswordState } from "@/lib/auth/states";
import type { Locale } from "@/lib/i18n/locales";
import { AuthField, FormAlert, FormNotice, submitClass } from "./auth-fields";

const idle: ChangePasswordState = { status: "idle" };

/**
 * The current password, then the new one twice; posted as a plain form when the page has no JavaScript.
 * `portalHref` is the portal's page, written by the server page (a client component carries no path table).
 */
export function ChangePasswordForm({ locale, portalHref }: { locale: Locale; portalHref: string }) {
  const t = useTranslations("OwnerPassword");
  const login = useTranslations("Login");
  const [state, action, pending] = useActionState(changeOwnPassword, idle, SAME_PAGE);
  if (state.status === "changed") {
    return (
      <div className="mt-6 space-y-4">
        <FormNotice>{t("changed")}</FormNotice>
        <a href={portalHref} className="font-medium text-brand-900 underline">
          {login("toPortal")}
        </a>
      </div>
    );
  }
  let message: string | null = null;
  if (state.status === "throttled") message = login("throttled", { minutes: state.minutes });
  else if (state.status === "wrongCurrent" || state.status === "failed") message = t(state.status);
  else if (state.status === "invalid")
    message = state.reason === "currentRequired" ? t("currentRequired") : login(state.reason);
  const invalid = state.status === "invalid" ? state.reason : null;
  const currentWrong = invalid === "currentRequired" || state.status === "wrongCurrent" || state.status === "throttled";
  const newWrong = invalid !== null && invalid !== "currentRequired";
  return (
    <form action={action} className="mt-6 space-y-4" noValidate>
      <input type="hidden" name="locale" value={locale} />
      {message && <FormAlert id="change-password-error">{message}</FormAlert>}
      <AuthField
        id="current"
        name="current"
        type="password"
        label={t("current")}
        autoComplete="current-password"
        error={currentWrong}
        errorId="change-password-error"
      />
      <AuthField
        id="password"
        name="password"
        type="password"
        label={login("newPassword")}
        autoComplete="new-password"
        error={newWrong && invalid !== "notIdentical"}
        errorId="change-password-error"
      />
      <AuthField
        id="confirmation"
        name="confirmation"
        type="password"
        label={login("confirmPassword")}
        autoComplete="new-password"
        error={newWrong}
        errorId="change-password-error"
      />
      <button type="submit" className={submitClass} disabled={pending}>
        {t("submit")}
      </button>
    </form>
  );
}
