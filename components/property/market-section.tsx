import { MarketSummary } from "@/components/market/market-summary";
import type { Locale } from "@/lib/i18n/locales";
import { marketContextOf } from "@/lib/market/context";
import type { PropertyDetail } from "@/lib/types/property";

/** Where this price stands in its municipality (issue 43): nothing at all where no figures apply. */
export async function MarketSection({ property, locale }: { property: PropertyDetail; locale: Locale }) {
  const market = await marketContextOf(property, locale);
  if (!market.shown) return null;
  return (
    <section aria-labelledby="market" className="mt-10 break-inside-avoid" data-market-section>
      <MarketSummary market={market} locale={locale} id="market" />
    </section>
  );
}
