import { setRequestLocale } from "next-intl/server";
import type { QueryPageProps } from "@/lib/i18n/page-props";
import { newsletterMetadata, NewsletterPage } from "@/components/forms/newsletter-page";

// The newsletter page opened from a mailed link (?confirm=…, ?unsubscribe=…): drawn per request. The
// proxy sends such visits here; the address stays the newsletter page's own.

export async function generateMetadata({ params }: QueryPageProps) {
  return newsletterMetadata((await params).locale);
}

export default async function NewsletterLink({ params, searchParams }: QueryPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <NewsletterPage locale={locale} link={await searchParams} />;
}
