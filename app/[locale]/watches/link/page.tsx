import { setRequestLocale } from "next-intl/server";
import { WatchesView } from "@/components/watches/watches-view";
import type { QueryPageProps } from "@/lib/i18n/page-props";
import { loadWatchesLink, watchesMetadata } from "@/lib/pages/watches";

// The watched properties' page opened from a mailed link (?confirm=…, ?stop=…, ?all=…): drawn per
// request. The proxy sends such visits here; the address stays the page's own.

export async function generateMetadata({ params }: QueryPageProps) {
  return watchesMetadata((await params).locale);
}

export default async function WatchesLinkPage({ params, searchParams }: QueryPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <WatchesView locale={locale} opened={await loadWatchesLink(locale, await searchParams)} />;
}
