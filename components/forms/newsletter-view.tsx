import { getTranslations } from "next-intl/server";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { leaveNewsletter } from "@/lib/forms/actions/newsletter";
import { ClientMessages } from "@/lib/i18n/client-messages";
import type { Locale } from "@/lib/i18n/locales";
import type { NewsletterLinkView } from "@/lib/pages/newsletter";
import { NewsletterForm } from "./newsletter-form";
import { TokenButton } from "./token-button";

/** The newsletter page: what a mailed link did (confirm, leave), then the subscription form. */
export async function NewsletterView({
  locale,
  link = { confirmed: null, leaving: null },
}: {
  locale: Locale;
  link?: NewsletterLinkView;
}) {
  const t = await getTranslations({ locale, namespace: "Newsletter" });
  const { confirmed, leaving } = link;
  return (
    <ClientMessages namespaces={["Forms", "Newsletter"]}>
      <Breadcrumb route="/newsletter" locale={locale} />
      <h1 className="text-3xl font-bold text-brand-900">{t("title")}</h1>
      {confirmed !== null && (
        <p role="status" className="mt-4 rounded border border-brand-700 bg-brand-50 px-4 py-3 font-medium">
          {confirmed ? t("confirmed") : t("unknownLink")}
        </p>
      )}
      {leaving && (
        <div className="mt-4 rounded-lg border border-brand-100 bg-white p-4">
          {leaving.email !== null ? (
            <>
              <p className="mb-3">{t("unsubscribeQuestion", { email: leaving.email })}</p>
              <TokenButton action={leaveNewsletter} token={leaving.token} kind="leaveNewsletter" />
            </>
          ) : (
            <p role="status">{t("unknownLink")}</p>
          )}
        </div>
      )}
      <p className="mt-6 max-w-2xl text-slate-700">{t("intro")}</p>
      <div className="mt-6 max-w-xl">
        <NewsletterForm />
      </div>
    </ClientMessages>
  );
}
