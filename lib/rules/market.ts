import { isBelgian } from "@/lib/domain/country";
import { isForSale } from "@/lib/domain/goal";
import type { MarketDwelling, MarketYear, MunicipalityMarket } from "@/lib/types/market";
import type { AskingPrice } from "./asking-price";

// Where a listing's asking price stands among the sale prices Statbel published for its municipality (issue 43):
// which listings get figures, of which kind of dwelling and year, and the price's place among the quartiles.

export type MarketHome = "houses" | "apartments";

/** Why a listing gets no figures at all: Statbel publishes sale prices of houses and apartments in Belgium only. */
export type MarketExclusion = "rent" | "viager" | "notHome" | "abroad";

// Category names as lib/domain/categories.ts files them.
const homeOfCategory: Record<string, MarketHome> = {
  House: "houses",
  Villa: "houses",
  Apartment: "apartments",
  Penthouse: "apartments",
  Studio: "apartments",
  Duplex: "apartments",
  Loft: "apartments",
};

export interface MarketListing {
  goal: number;
  categoryName: string;
  facades: number | null;
  viager: boolean;
  countryId: number | null;
}

/** The kind of home whose figures apply, or why none do. */
export function marketHome(l: MarketListing): { home: MarketHome } | { excluded: MarketExclusion } {
  if (!isForSale(l.goal)) return { excluded: "rent" };
  if (l.viager) return { excluded: "viager" };
  const home = homeOfCategory[l.categoryName];
  if (!home) return { excluded: "notHome" };
  if (!isBelgian(l.countryId)) return { excluded: "abroad" };
  return { home };
}

/** Statbel's kind of dwelling for a home: a villa stands free, a house's façades pick its kind, else all houses. */
export function preferredDwelling(home: MarketHome, categoryName: string, facades: number | null): MarketDwelling {
  if (home === "apartments") return "APARTMENTS";
  if (categoryName === "Villa") return "HOUSES_OPEN";
  if (facades === null || !Number.isInteger(facades) || facades < 2) return "HOUSES";
  return facades >= 4 ? "HOUSES_OPEN" : "HOUSES_CLOSED_SEMI";
}

/** A year's figures complete enough to say "half of them between q1 and q3, median m". */
export interface MarketFigures {
  dwelling: MarketDwelling;
  year: number;
  sales: number;
  q1: number;
  median: number;
  q3: number;
  /** The façade kind asked for had no published prices that year: these are all houses' figures. */
  insteadOf: MarketDwelling | null;
}

function published(dwelling: MarketDwelling, y: MarketYear | undefined): Omit<MarketFigures, "insteadOf"> | null {
  if (!y || y.sales === null || y.q1 === null || y.median === null || y.q3 === null) return null;
  // A figure out of order is a broken import, never a scale to draw.
  if (!(y.q1 <= y.median && y.median <= y.q3) || y.q1 <= 0) return null;
  return { dwelling, year: y.year, sales: y.sales, q1: y.q1, median: y.median, q3: y.q3 };
}

/**
 * The figures a listing shows: the newest year loaded, of its kind of dwelling, else of all houses for a façade
 * kind with too few sales; null when that year has nothing published (never an older year in its place).
 */
export function applicableFigures(market: MunicipalityMarket, dwelling: MarketDwelling): MarketFigures | null {
  const inYear = (d: MarketDwelling) =>
    published(
      d,
      market.byDwelling[d].find((y) => y.year === market.lastYear),
    );
  const own = inYear(dwelling);
  if (own) return { ...own, insteadOf: null };
  if (dwelling !== "HOUSES_CLOSED_SEMI" && dwelling !== "HOUSES_OPEN") return null;
  const houses = inYear("HOUSES");
  return houses ? { ...houses, insteadOf: dwelling } : null;
}

/** Where a price stands: under q1, in the lower or upper half of the middle, on the median, or above q3. */
export type PriceBand = "belowQ1" | "q1ToMedian" | "median" | "medianToQ3" | "aboveQ3";

/** The graphic's scale: q1, median and q3 at fixed quarters, so their labels never collide on a phone. */
export const SCALE = { q1: 0.25, median: 0.5, q3: 0.75 } as const;

export interface PricePosition {
  band: PriceBand;
  /** 0 to 1 on the graphic's scale. */
  at: number;
  /** The price lies beyond the scale's end and is drawn at it. */
  clamped: boolean;
}

/** From `from` to `to` on the scale as `value` goes from `low` to `high`; the start when they coincide. */
const between = (value: number, low: number, high: number, from: number, to: number) =>
  high > low ? from + ((value - low) / (high - low)) * (to - from) : from;

/**
 * The band and the place on the scale. The middle half is q1 to q3 inclusive; the scale runs one interquartile
 * range (at least a tenth of the median) beyond q1 and q3, not below 0 €; a price further out is drawn at the end.
 */
export function pricePosition(price: number, f: Pick<MarketFigures, "q1" | "median" | "q3">): PricePosition {
  const band: PriceBand =
    price < f.q1
      ? "belowQ1"
      : price > f.q3
        ? "aboveQ3"
        : price === f.median
          ? "median"
          : price < f.median
            ? "q1ToMedian"
            : "medianToQ3";
  const spread = Math.max(f.q3 - f.q1, f.median * 0.1);
  const low = Math.max(0, f.q1 - spread);
  const high = f.q3 + spread;
  const raw =
    price < f.q1
      ? between(price, low, f.q1, 0, SCALE.q1)
      : price <= f.median
        ? between(price, f.q1, f.median, SCALE.q1, SCALE.median)
        : price <= f.q3
          ? between(price, f.median, f.q3, SCALE.median, SCALE.q3)
          : between(price, f.q3, high, SCALE.q3, 1);
  const at = Math.min(1, Math.max(0, raw));
  return { band, at, clamped: price < low || price > high };
}

/** Why an asking price is not placed among the figures (the figures are still shown). */
export type Unplaced = "onRequest" | "exclVat" | "from" | "named";

/**
 * The amount placed among Statbel's prices: a plain sale price only. A price before VAT leaves out what the buyer
 * of a new build pays on top, and a starting price is a project's cheapest unit: neither compares with a sale's price.
 */
export function placedPrice(a: AskingPrice): { amount: number } | { unplaced: Unplaced } {
  if (a.kind === "named") return { unplaced: "named" };
  if (a.kind !== "sale") return { unplaced: "onRequest" };
  if (a.exclVat) return { unplaced: "exclVat" };
  if (a.from) return { unplaced: "from" };
  return a.amount > 0 ? { amount: a.amount } : { unplaced: "onRequest" };
}
