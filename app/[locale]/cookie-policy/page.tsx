import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { CookieTable } from "@/components/consent/cookie-table";
import { ContentArticle } from "@/components/content/content-article";
import { contentPageMetadata, loadContentPage } from "@/lib/pages/content";
import type { Locale } from "@/lib/i18n/locales";

type Props = { params: Promise<{ locale: Locale }> };

// Rendered on first request, then cached: the text lives in the database.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return contentPageMetadata("/cookie-policy", (await params).locale);
}

export default async function CookiePolicyPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const page = await loadContentPage("/cookie-policy", locale);
  return (
    <ContentArticle page={page} route="/cookie-policy" locale={locale}>
      <CookieTable />
    </ContentArticle>
  );
}
