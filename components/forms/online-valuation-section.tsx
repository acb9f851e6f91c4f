import { getTranslations } from "next-intl/server";
import { PageSection } from "@/components/layout/page-parts";
import { ClientMessages } from "@/lib/i18n/client-messages";
import type { Locale } from "@/lib/i18n/locales";
import { OnlineValuationForm } from "./online-valuation-form";

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
