import { getTranslations } from "next-intl/server";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { ClientMessages } from "@/lib/i18n/client-messages";
import type { LinkView } from "@/lib/domain/mailed-link";
import type { Locale } from "@/lib/i18n/locales";
import { MailedLink } from "./mailed-link";
import { NewsletterForm } from "./newsletter-form";

/** The newsletter page: a mailed link's button (confirm, leave) when opened from one, then the subscription form. */
export async function NewsletterView({ locale, link = null }: { locale: Locale; link?: LinkView | null }) {
  const t = await getTranslations({ locale, namespace: "Newsletter" });
  return (
    <ClientMessages namespaces={["Forms", "Newsletter"]}>
      <Breadcrumb route="/newsletter" locale={locale} />
      <h1 className="text-3xl font-bold text-brand-900">{t("title")}</h1>
      {link && <MailedLink link={link} />}
      <p className="mt-6 max-w-2xl text-slate-700">{t("intro")}</p>
      <div className="mt-6 max-w-xl">
        <NewsletterForm />
      </div>
    </ClientMessages>
  );
}
