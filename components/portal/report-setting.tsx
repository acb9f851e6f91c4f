"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { SAME_PAGE } from "@/components/forms/form-context";
import { saveMonthlyReport, type ReportSettingState } from "@/lib/portal/actions/monthly-report";

/** The monthly report switch: a checkbox and a button, which work before the page's script has loaded too. */
export function ReportSetting({ enabled }: { enabled: boolean }) {
  const t = useTranslations("OwnerPortal");
  const [state, action, pending] = useActionState<ReportSettingState, FormData>(
    saveMonthlyReport,
    {
      status: "idle",
      enabled,
    },
    SAME_PAGE,
  );
  return (
    <section aria-labelledby="report" className="rounded-lg border border-brand-100 bg-white p-4" data-section="report">
      <h2 id="report" className="text-lg font-semibold text-brand-900">
        {t("reportTitle")}
      </h2>
      <form action={action} className="mt-3 space-y-3">
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            name="monthlyReport"
            defaultChecked={state.enabled ?? enabled}
            className="mt-1 h-4 w-4 accent-brand-700"
          />
          <span>{t("reportLabel")}</span>
        </label>
        <button
          type="submit"
          disabled={pending}
          className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-900 disabled:opacity-60"
        >
          {t("reportSave")}
        </button>
        <p role="status" className={state.status === "failed" ? "text-red-800" : "text-slate-700"}>
          {state.status === "saved" ? t("reportSaved") : state.status === "failed" ? t("reportFailed") : ""}
        </p>
      </form>
    </section>
  );
}
