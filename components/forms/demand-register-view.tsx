import { getTranslations } from "next-intl/server";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { stopDemand } from "@/lib/forms/actions/demand-register";
import { ClientMessages } from "@/lib/i18n/client-messages";
import type { Locale } from "@/lib/i18n/locales";
import type { DemandRegisterView as View } from "@/lib/pages/demand-register";
import { DemandRegisterForm } from "./demand-register-form";
import { TokenButton } from "./token-button";

const notice = "mt-4 rounded border border-brand-700 bg-brand-50 px-4 py-3 font-medium";

/** The demand register: what a mailed link did, the running search to stop, then the form. */
export async function DemandRegisterView({ locale, view }: { locale: Locale; view: View }) {
  const t = await getTranslations({ locale, namespace: "StandingSearch" });
  const { confirmed, unknownSearch, active } = view;
  return (
    <ClientMessages namespaces={["Forms", "StandingSearch"]}>
      <Breadcrumb route="/keep-me-informed" locale={locale} />
      <h1 className="text-3xl font-bold text-brand-900">{t("title")}</h1>
      {confirmed !== null && (
        <p role="status" className={notice}>
          {confirmed ? t("confirmed") : t("unknownLink")}
        </p>
      )}
      {unknownSearch && (
        <p role="status" className={notice}>
          {t("unknownLink")}
        </p>
      )}
      {active && (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-4 rounded-lg border border-brand-100 bg-white p-4">
          <p className="font-semibold">{t("yourSearch", { email: active.email })}</p>
          <TokenButton action={stopDemand} token={active.token} kind="stopSearch" />
        </div>
      )}
      <p className="mt-4 max-w-3xl text-slate-700">{t("intro")}</p>
      <div className="mt-6 max-w-3xl">
        <DemandRegisterForm categories={view.categories} token={active?.token} initial={active?.values} />
      </div>
    </ClientMessages>
  );
}
