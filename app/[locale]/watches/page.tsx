import { setRequestLocale } from "next-intl/server";
import { WatchesView } from "@/components/watches/watches-view";
import { locales, type Locale } from "@/lib/i18n/locales";
import { watchesMetadata } from "@/lib/pages/watches";

// The watched properties' page: prerendered per language. A mailed link's visit is drawn per request on
// ./link/ (see proxy.ts).
export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props) {
  return watchesMetadata((await params).locale);
}

export default async function Watches({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <WatchesView locale={locale} />;
}
