import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { ContentArticle } from "@/components/content/content-article";
import { OnlineValuationSection } from "@/components/forms/online-valuation-section";
import { contentPageMetadata, loadContentPage } from "@/lib/pages/content";
import type { Locale } from "@/lib/i18n/locales";

type Props = { params: Promise<{ locale: Locale }> };

// Rendered on first request, then cached: the text lives in the database.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return contentPageMetadata("/online-valuation", (await params).locale);
}

export default async function OnlineValuationPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const page = await loadContentPage("/online-valuation", locale);
  return (
    <ContentArticle page={page} route="/online-valuation" locale={locale}>
      {await OnlineValuationSection(locale)}
    </ContentArticle>
  );
}
