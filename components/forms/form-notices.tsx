"use client";

import { useTranslations } from "next-intl";
import type { FormState } from "@/lib/forms/state";

/** The server's answer above the fields: not sent (and why), or a notice such as "already requested". */
export function FormNotices({ state }: { state: FormState }) {
  const t = useTranslations("Forms");
  if (state.status === "failed")
    return (
      <p role="alert" className="rounded border border-red-700 bg-red-50 px-3 py-2 font-medium text-red-800">
        {t(state.reason)}
      </p>
    );
  if (state.status === "notice")
    return (
      <p role="status" className="rounded border border-brand-700 bg-brand-50 px-3 py-2 font-medium">
        {state.text}
      </p>
    );
  return null;
}
