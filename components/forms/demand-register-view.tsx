import { getTranslations } from "next-intl/server";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { ClientMessages } from "@/lib/i18n/client-messages";
import type { Locale } from "@/lib/i18n/locales";
import type { DemandRegisterView as View } from "@/lib/pages/demand-register";
import { DemandRegisterForm } from "./demand-register-form";
import { MailedLink } from "./mailed-link";

/** The demand register: a mailed link's button (confirm, stop) when opened from one, then the form. */
export async function DemandRegisterView({ locale, view }: { locale: Locale; view: View }) {
  const t = await getTranslations({ locale, namespace: "StandingSearch" });
  const { link, active } = view;
  return (
    <ClientMessages namespaces={["Forms", "StandingSearch"]}>
      <Breadcrumb route="/keep-me-informed" locale={locale} />
      <h1 className="text-3xl font-bold text-brand-900">{t("title")}</h1>
      {link && <MailedLink link={link} />}
      <p className="mt-4 max-w-3xl text-slate-700">{t("intro")}</p>
      <div className="mt-6 max-w-3xl">
        <DemandRegisterForm categories={view.categories} token={active?.token} initial={active?.values} />
      </div>
    </ClientMessages>
  );
}
