import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { leaveNewsletter } from "@/lib/forms/actions/newsletter";
import { confirmSubscription, subscriptionByToken } from "@/lib/forms/newsletter";
import type { Locale } from "@/lib/i18n/locales";
import { alternates } from "@/lib/i18n/metadata";
import { one, type QueryParams } from "@/lib/i18n/page-props";
import { contactPersonLabels } from "./contact-person-labels";
import { formTexts } from "./form-texts";
import { NewsletterForm } from "./newsletter-form";
import { TokenButton } from "./token-button";

export async function newsletterMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "Newsletter" });
  return {
    title: t("title"),
    description: t("description"),
    alternates: alternates("/newsletter", locale),
    robots: { index: false, follow: true },
  };
}

/**
 * The newsletter (spec §1): subscribe. `link` holds the parameters of a mailed link: ?confirm=…
 * confirms the subscription, ?unsubscribe=… offers to leave.
 */
export async function NewsletterPage({ locale, link = {} }: { locale: Locale; link?: QueryParams }) {
  const [t, f, texts, person] = await Promise.all([
    getTranslations("Newsletter"),
    getTranslations("Forms"),
    formTexts(),
    contactPersonLabels(locale),
  ]);
  const confirm = one(link.confirm);
  const leaving = one(link.unsubscribe);
  const confirmed = confirm ? await confirmSubscription(confirm) : null;
  const subscription = leaving ? await subscriptionByToken(leaving) : null;
  return (
    <>
      <Breadcrumb route="/newsletter" locale={locale} />
      <h1 className="text-3xl font-bold text-brand-900">{t("title")}</h1>
      {confirmed !== null && (
        <p role="status" className="mt-4 rounded border border-brand-700 bg-brand-50 px-4 py-3 font-medium">
          {confirmed ? t("confirmed") : t("unknownLink")}
        </p>
      )}
      {leaving && (
        <div className="mt-4 rounded-lg border border-brand-100 bg-white p-4">
          {subscription ? (
            <>
              <p className="mb-3">{t("unsubscribeQuestion", { email: subscription.email })}</p>
              <TokenButton
                action={leaveNewsletter}
                token={leaving}
                labels={{ button: t("unsubscribe"), done: t("unsubscribed") }}
              />
            </>
          ) : (
            <p role="status">{t("unknownLink")}</p>
          )}
        </div>
      )}
      <p className="mt-6 max-w-2xl text-slate-700">{t("intro")}</p>
      <div className="mt-6 max-w-xl">
        <NewsletterForm
          locale={locale}
          texts={texts}
          labels={{ title: t("title"), email: f("labels.email"), privacy: person.privacy, subscribe: t("subscribe") }}
        />
      </div>
    </>
  );
}
