import { setRequestLocale } from "next-intl/server";
import { NewsletterView } from "@/components/forms/newsletter-view";
import type { QueryPageProps } from "@/lib/i18n/page-props";
import { loadNewsletterLink, newsletterMetadata } from "@/lib/pages/newsletter";

// The newsletter page opened from a mailed link (?confirm=…, ?unsubscribe=…): drawn per request. The
// proxy sends such visits here; the address stays the newsletter page's own.

export async function generateMetadata({ params }: QueryPageProps) {
  return newsletterMetadata((await params).locale);
}

export default async function NewsletterLink({ params, searchParams }: QueryPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <NewsletterView locale={locale} link={await loadNewsletterLink(await searchParams)} />;
}
