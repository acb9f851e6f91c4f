import { getTranslations } from "next-intl/server";
import { PageSection } from "@/components/layout/page-parts";
import { ClientMessages } from "@/lib/i18n/client-messages";
import type { Locale } from "@/lib/i18n/locales";
import { InsuranceForm, ManagedPropertyForm, OnlineValuationForm } from "./request-forms";

/** The form under the online-valuation page's text. */
export async function OnlineValuationSection(locale: Locale) {
  const t = await getTranslations({ locale, namespace: "Requests" });
  return (
    <PageSection id="online-valuation-form" title={t("onlineTitle")}>
      <div className="mt-4">
        <ClientMessages namespaces={["Forms", "Requests", "Valuation", "Facts.choices.condition"]}>
          <OnlineValuationForm />
        </ClientMessages>
      </div>
    </PageSection>
  );
}

/** The forms under the property-management page's text: management, then an insurance proposal. */
export async function ManagedPropertySection(locale: Locale) {
  const [t, insurance] = await Promise.all([
    getTranslations({ locale, namespace: "Requests" }),
    getTranslations({ locale, namespace: "Insurance" }),
  ]);
  return (
    <ClientMessages namespaces={["Forms", "Requests", "Valuation", "Insurance"]}>
      <PageSection id="management-form" title={t("managedTitle")}>
        <div className="mt-4">
          <ManagedPropertyForm />
        </div>
      </PageSection>
      <PageSection id="insurance-form" title={insurance("title")}>
        <p className="mt-1 text-slate-700">{insurance("intro")}</p>
        <div className="mt-4">
          <InsuranceForm />
        </div>
      </PageSection>
    </ClientMessages>
  );
}
