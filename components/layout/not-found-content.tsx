import { useLocale, useTranslations } from "next-intl";
import { QuickSearch } from "@/components/search/quick-search";
import type { Locale } from "@/lib/i18n/locales";
import { PageLink } from "./page-link";

/**
 * The page-not-found page of spec §2: a search form and a link home. The "Property Not Found" page
 * gives its own heading and text.
 */
export function NotFoundContent({ heading, text }: { heading?: string; text?: string }) {
  const t = useTranslations("NotFound");
  const locale = useLocale() as Locale;
  return (
    <section className="mx-auto max-w-2xl py-10 text-center">
      {!heading && <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">{t("title")}</p>}
      <h1 className="mt-2 text-3xl font-bold text-brand-900">{heading ?? t("heading")}</h1>
      <p className="mt-4 text-slate-700">{text ?? t("text")}</p>
      <div className="mt-6 flex justify-center">
        <QuickSearch locale={locale} id="not-found-search" />
      </div>
      <PageLink href="/" className="mt-6 inline-block font-medium text-brand-700 underline">
        {t("home")}
      </PageLink>
    </section>
  );
}
