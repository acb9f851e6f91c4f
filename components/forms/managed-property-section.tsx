import { getTranslations } from "next-intl/server";
import { PageSection } from "@/components/layout/page-parts";
import { ClientMessages } from "@/lib/i18n/client-messages";
import type { Locale } from "@/lib/i18n/locales";
import { InsuranceForm } from "./insurance-form";
import { ManagedPropertyForm } from "./managed-property-form";

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
