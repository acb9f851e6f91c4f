"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { SAME_PAGE } from "@/components/forms/form-context";
import { requestPasswordReset } from "@/lib/auth/actions/request-reset";
import type { ResetRequestState } from "@/lib/auth/states";
import { AuthField, FormAlert, FormNotice, submitClass } from "./auth-fields";

const idle: ResetRequestState = { status: "idle" };

/** Asks for a link to choose a new password; the answer is the same for every name. */
export function ResetRequestForm() {
  const t = useTranslations("Login");
  const [state, action, pending] = useActionState(requestPasswordReset, idle, SAME_PAGE);
  if (state.status === "sent") return <FormNotice>{t("forgottenSent")}</FormNotice>;
  const error = state.status === "error";
  return (
    <form action={action} className="mt-6 space-y-4" noValidate>
      {error && <FormAlert id="reset-error">{t(state.reason)}</FormAlert>}
      <AuthField
        id="identifier"
        name="identifier"
        label={t("identifier")}
        autoComplete="username"
        defaultValue={error ? state.identifier : undefined}
        error={error}
        errorId="reset-error"
      />
      <button type="submit" className={submitClass} disabled={pending}>
        {t("forgottenSubmit")}
      </button>
    </form>
  );
}
