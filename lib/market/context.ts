import "server-only";
import { readMunicipalityMarket } from "@/lib/db/market";
import type { Locale } from "@/lib/i18n/locales";
import { askingPrice } from "@/lib/rules/asking-price";
import { MARQUEE_IGNORE } from "@/lib/rules/marquee";
import {
  applicableFigures,
  marketHome,
  placedPrice,
  preferredDwelling,
  pricePosition,
  type MarketExclusion,
  type MarketFigures,
  type MarketHome,
  type PricePosition,
  type Unplaced,
} from "@/lib/rules/market";
import type { MarketSubject } from "@/lib/types/market";
import { municipalityOf } from "./municipality";

// What "where this price stands" shows for one listing: its municipality, that year's figures and the asking
// price's place among them. One composition for the property page, the compare page and the owner portal.

export type MarketContext =
  | {
      shown: true;
      nisCode: string;
      municipality: string;
      home: MarketHome;
      figures: MarketFigures;
      /** The asking price and its place, or why the price is not placed. */
      price: ({ amount: number } & PricePosition) | { unplaced: Unplaced };
    }
  | { shown: false; reason: MarketExclusion | "noMunicipality" | "notPublished" };

export async function marketContextOf(p: MarketSubject, locale: Locale): Promise<MarketContext> {
  const asked = askingPrice(p, MARQUEE_IGNORE);
  const kind = marketHome({
    goal: p.goal,
    categoryName: p.categoryName,
    facades: p.rooms.facades,
    viager: asked.kind === "viager" || !!p.priceTerms?.viager,
    countryId: p.address.countryId,
  });
  if ("excluded" in kind) return { shown: false, reason: kind.excluded };
  const municipality = municipalityOf({
    zip: p.zip,
    city: p.city,
    countryId: p.address.countryId,
    municipalityCode: p.municipalityCode,
  });
  if (!municipality) return { shown: false, reason: "noMunicipality" };
  const market = await readMunicipalityMarket(municipality.nisCode);
  const figures = market && applicableFigures(market, preferredDwelling(kind.home, p.categoryName, p.rooms.facades));
  if (!figures) return { shown: false, reason: "notPublished" };
  const placed = placedPrice(asked);
  return {
    shown: true,
    nisCode: municipality.nisCode,
    municipality: municipality.name(locale),
    home: kind.home,
    figures,
    price: "amount" in placed ? { amount: placed.amount, ...pricePosition(placed.amount, figures) } : placed,
  };
}
