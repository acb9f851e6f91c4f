"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { renewSearchLink } from "@/lib/forms/actions/renew-search-link";
import { MANAGE_DAYS } from "@/lib/domain/mailed-link";
import { SAME_PAGE } from "./form-context";

/**
 * An expired change-or-stop link: the button mails a fresh link to the search's own address, which the
 * page never shows. A plain form, so it works without JavaScript too.
 */
export function RenewSearchLink({ token }: { token: string }) {
  const t = useTranslations("StandingSearch");
  const [state, formAction, pending] = useActionState(renewSearchLink, "idle", SAME_PAGE);
  if (state !== "idle")
    return (
      <p role="status" className="mt-4 rounded border border-brand-700 bg-brand-50 px-4 py-3 font-medium">
        {t(state === "sent" ? "renewSent" : "renewLimited")}
      </p>
    );
  return (
    <form action={formAction} className="mt-4 rounded-lg border border-brand-100 bg-white p-4">
      <p className="mb-3 font-semibold">{t("expiredManageLink", { days: MANAGE_DAYS })}</p>
      <input type="hidden" name="token" value={token} />
      <button type="submit" disabled={pending} className="rounded bg-accent-700 px-5 py-2 font-semibold text-white">
        {t("renewLink")}
      </button>
    </form>
  );
}
