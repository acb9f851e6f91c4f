import { setRequestLocale } from "next-intl/server";
import { NewsletterView } from "@/components/forms/newsletter-view";
import { locales, type Locale } from "@/lib/i18n/locales";
import { newsletterMetadata } from "@/lib/pages/newsletter";

// The newsletter page: prerendered per language. A mailed link's visit is drawn per request on
// ./link/ (see proxy.ts).
export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props) {
  return newsletterMetadata((await params).locale);
}

export default async function Newsletter({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <NewsletterView locale={locale} />;
}
