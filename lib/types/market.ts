import type { PriceInput } from "@/lib/rules/asking-price";

// Statbel's yearly sale prices per municipality (data/statbel/), as the pages read them.

/** Statbel's kinds of dwelling: all houses, houses with 2 or 3 façades, with 4 or more, apartments. */
export type MarketDwelling = "HOUSES" | "HOUSES_CLOSED_SEMI" | "HOUSES_OPEN" | "APARTMENTS";

export const marketDwellings: readonly MarketDwelling[] = ["HOUSES", "HOUSES_CLOSED_SEMI", "HOUSES_OPEN", "APARTMENTS"];

/** One year of one kind of dwelling: the sales registered and their prices in euro (null: not published). */
export interface MarketYear {
  year: number;
  sales: number | null;
  median: number | null;
  q1: number | null;
  q3: number | null;
}

/** A municipality's figures: every imported year of each kind of dwelling, oldest first. */
export interface MunicipalityMarket {
  nisCode: string;
  /** The newest year of the figures loaded (the same for every municipality of one import). */
  lastYear: number;
  byDwelling: Record<MarketDwelling, MarketYear[]>;
}

/** The fields of a listing (PropertyDetail has them all) the figures depend on. */
export interface MarketSubject extends PriceInput {
  goal: number;
  zip: string;
  city: string;
  categoryName: string;
  rooms: { facades: number | null };
  address: { countryId: number };
  /** The NIS code the record names, when it names one. */
  municipalityCode?: string | null;
}
