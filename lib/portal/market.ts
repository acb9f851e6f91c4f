import "server-only";
import { readMunicipalityMarket } from "@/lib/db/market";
import type { Locale } from "@/lib/i18n/locales";
import { marketContextOf, type MarketContext } from "@/lib/market/context";
import type { MarketSubject } from "@/lib/types/market";
import type { MarketYear } from "@/lib/types/market";

// The municipality's sale prices in the owner portal: the property page's own composition (its position among
// the newest year's quartiles), plus every year of the same kind of dwelling for the line and its table.

export interface PortalMarket {
  context: Extract<MarketContext, { shown: true }>;
  /** Every imported year of the kind of dwelling the position reads, oldest first. */
  years: MarketYear[];
}

/** Null where the property page shows nothing: a rental, a viager, not a home, abroad, no municipality, no figures. */
export async function portalMarket(subject: MarketSubject, locale: Locale): Promise<PortalMarket | null> {
  const context = await marketContextOf(subject, locale);
  if (!context.shown) return null;
  // Read again for the years: the same cached entry the context has just read.
  const market = await readMunicipalityMarket(context.nisCode);
  return { context, years: market?.byDwelling[context.figures.dwelling] ?? [] };
}
