import { MarketSummary } from "@/components/market/market-summary";
import type { Locale } from "@/lib/i18n/locales";
import type { PortalMarket } from "@/lib/portal/market";
import { MarketHistory } from "./market-history";

/**
 * The municipality's sale prices beside the owner's property (issue 43): the property page's own summary and
 * position, then the median of the same kind of dwelling since 2010. Nothing where the public page shows nothing.
 */
export function PortalMarketSection({ market, locale }: { market: PortalMarket | null; locale: Locale }) {
  if (!market) return null;
  const { context, years } = market;
  return (
    <section aria-labelledby="market" className="mt-10" data-market-section>
      <MarketSummary market={context} locale={locale} id="market" />
      <MarketHistory
        municipality={context.municipality}
        dwelling={context.figures.dwelling}
        years={years}
        locale={locale}
      />
    </section>
  );
}
