"use client";

import { useTranslations } from "next-intl";
import { useActionState, useState } from "react";
import { SAME_PAGE } from "@/components/forms/form-context";
import { CaptchaField } from "@/components/forms/captcha-field";
import { signInOwner } from "@/lib/auth/actions/sign-in";
import type { SignInState } from "@/lib/auth/states";
import type { Locale } from "@/lib/i18n/locales";
import { AuthField, FormAlert, submitClass } from "./auth-fields";

/**
 * Username or e-mail and password; posted as a plain form when the page has no JavaScript. Once the server
 * says the account has had many failures, the forms' captcha too (a new one after each answer: it is spent).
 */
export function SignInForm({ locale, next, initial }: { locale: Locale; next: string | null; initial: SignInState }) {
  const t = useTranslations("Login");
  const [state, action, pending] = useActionState(signInOwner, initial, SAME_PAGE);
  const failed = state.status === "error" || state.status === "throttled";
  const identifier = state.status === "idle" ? undefined : state.identifier;
  const [answer, setAnswer] = useState(state);
  const [captchaRound, setCaptchaRound] = useState(0);
  if (answer !== state) {
    setAnswer(state);
    setCaptchaRound((n) => n + 1);
  }
  return (
    <form action={action} className="mt-6 space-y-4" noValidate>
      <input type="hidden" name="locale" value={locale} />
      {next && <input type="hidden" name="next" value={next} />}
      {state.status === "error" && <FormAlert id="sign-in-error">{t(state.reason)}</FormAlert>}
      {state.status === "throttled" && (
        <FormAlert id="sign-in-error">{t("throttled", { minutes: state.minutes })}</FormAlert>
      )}
      <AuthField
        id="identifier"
        name="identifier"
        label={t("identifier")}
        autoComplete="username"
        defaultValue={identifier}
        error={failed}
        errorId="sign-in-error"
      />
      <AuthField
        id="password"
        name="password"
        type="password"
        label={t("password")}
        autoComplete="current-password"
        error={failed}
        errorId="sign-in-error"
      />
      {state.status === "error" && state.captcha && <CaptchaField key={captchaRound} />}
      <button type="submit" className={submitClass} disabled={pending}>
        {t("submit")}
      </button>
    </form>
  );
}
