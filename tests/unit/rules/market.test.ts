import { describe, expect, it } from "vitest";
import { askingPrice, type PriceInput } from "@/lib/rules/asking-price";
import {
  applicableFigures,
  marketHome,
  placedPrice,
  preferredDwelling,
  pricePosition,
  type MarketListing,
} from "@/lib/rules/market";
import { MARQUEE } from "@/lib/rules/marquee";
import type { MarketDwelling, MarketYear, MunicipalityMarket } from "@/lib/types/market";

// Which listings get Statbel's figures, of which kind and year, and where a price stands among them (issue 43).

const listing = (g: Partial<MarketListing> = {}): MarketListing => ({
  goal: 0,
  categoryName: "Apartment",
  facades: null,
  viager: false,
  countryId: 10,
  ...g,
});

describe("marketHome", () => {
  it.each([
    ["House", "houses"],
    ["Villa", "houses"],
    ["Apartment", "apartments"],
    ["Penthouse", "apartments"],
    ["Studio", "apartments"],
    ["Duplex", "apartments"],
    ["Loft", "apartments"],
  ])("a %s for sale in Belgium gets the figures of %s", (categoryName, home) => {
    expect(marketHome(listing({ categoryName }))).toEqual({ home });
    expect(marketHome(listing({ categoryName, countryId: null }))).toEqual({ home });
  });

  it.each([
    ["a rental", { goal: 1 }, "rent"],
    ["a viager", { viager: true }, "viager"],
    ["an office", { categoryName: "Office" }, "notHome"],
    ["a shop", { categoryName: "Shop" }, "notHome"],
    ["a garage", { categoryName: "Garage" }, "notHome"],
    ["building land", { categoryName: "Building land" }, "notHome"],
    ["a warehouse", { categoryName: "Warehouse" }, "notHome"],
    ["an apartment in Luxembourg", { countryId: 50 }, "abroad"],
    ["a rented house in Luxembourg", { goal: 1, categoryName: "House", countryId: 50 }, "rent"],
  ] as const)("%s gets none (%s)", (_, given, excluded) => {
    expect(marketHome(listing(given))).toEqual({ excluded });
  });
});

describe("preferredDwelling", () => {
  it.each([
    ["apartments", "Apartment", null, "APARTMENTS"],
    ["apartments", "Penthouse", 4, "APARTMENTS"],
    ["houses", "Villa", null, "HOUSES_OPEN"],
    ["houses", "Villa", 2, "HOUSES_OPEN"],
    ["houses", "House", null, "HOUSES"],
    ["houses", "House", 1, "HOUSES"],
    ["houses", "House", 2, "HOUSES_CLOSED_SEMI"],
    ["houses", "House", 3, "HOUSES_CLOSED_SEMI"],
    ["houses", "House", 4, "HOUSES_OPEN"],
    ["houses", "House", 6, "HOUSES_OPEN"],
    ["houses", "House", 2.5, "HOUSES"],
  ] as const)("%s, a %s with %s façades: %s", (home, category, facades, dwelling) => {
    expect(preferredDwelling(home, category, facades)).toBe(dwelling);
  });
});

const year = (y: number, figures: Partial<MarketYear> = {}): MarketYear => ({
  year: y,
  sales: 957,
  q1: 235_000,
  median: 340_000,
  q3: 451_000,
  ...figures,
});
const unpublished = (y: number): MarketYear => ({ year: y, sales: 2, q1: null, median: null, q3: null });

function market(byDwelling: Partial<Record<MarketDwelling, MarketYear[]>>, lastYear = 2024): MunicipalityMarket {
  return {
    nisCode: "21009",
    lastYear,
    byDwelling: { HOUSES: [], HOUSES_CLOSED_SEMI: [], HOUSES_OPEN: [], APARTMENTS: [], ...byDwelling },
  };
}

describe("applicableFigures", () => {
  it("takes the newest year loaded, never an older one", () => {
    const m = market({ APARTMENTS: [year(2023, { median: 1 }), year(2024)] });
    expect(applicableFigures(m, "APARTMENTS")).toEqual({
      dwelling: "APARTMENTS",
      year: 2024,
      sales: 957,
      q1: 235_000,
      median: 340_000,
      q3: 451_000,
      insteadOf: null,
    });
    expect(applicableFigures(market({ APARTMENTS: [year(2023)] }), "APARTMENTS")).toBeNull();
    expect(applicableFigures(market({ APARTMENTS: [year(2023), unpublished(2024)] }), "APARTMENTS")).toBeNull();
  });

  it("falls back to all houses when the façade kind has no published price that year, and says instead of what", () => {
    const m = market({
      HOUSES: [year(2024, { sales: 108, q1: 562_500, median: 807_500, q3: 1_225_000 })],
      HOUSES_OPEN: [unpublished(2024)],
    });
    expect(applicableFigures(m, "HOUSES_OPEN")).toMatchObject({
      dwelling: "HOUSES",
      median: 807_500,
      insteadOf: "HOUSES_OPEN",
    });
    expect(applicableFigures(m, "HOUSES_CLOSED_SEMI")).toMatchObject({
      dwelling: "HOUSES",
      insteadOf: "HOUSES_CLOSED_SEMI",
    });
  });

  it("gives nothing when all houses have nothing published either, and apartments never borrow houses' figures", () => {
    expect(applicableFigures(market({ HOUSES: [unpublished(2024)] }), "HOUSES_OPEN")).toBeNull();
    expect(applicableFigures(market({ HOUSES: [year(2024)] }), "APARTMENTS")).toBeNull();
  });

  it.each([
    ["a missing quartile", { q3: null }],
    ["a missing count", { sales: null }],
    ["quartiles out of order", { q1: 500_000 }],
    ["a zero price", { q1: 0 }],
  ])("treats %s as nothing published", (_, broken) => {
    expect(applicableFigures(market({ APARTMENTS: [year(2024, broken)] }), "APARTMENTS")).toBeNull();
  });
});

describe("pricePosition", () => {
  // Ixelles, apartments, 2024: q1 235 000, median 340 000, q3 451 000 (spread 216 000: scale 19 000 to 667 000).
  const f = { q1: 235_000, median: 340_000, q3: 451_000 };
  it.each([
    [10_000, "belowQ1", 0, true],
    [19_000, "belowQ1", 0, false],
    [127_000, "belowQ1", 0.125, false],
    [234_999, "belowQ1", 0.25, false],
    [235_000, "q1ToMedian", 0.25, false],
    [287_500, "q1ToMedian", 0.375, false],
    [340_000, "median", 0.5, false],
    [340_001, "medianToQ3", 0.5, false],
    [451_000, "medianToQ3", 0.75, false],
    [451_001, "aboveQ3", 0.75, false],
    [559_000, "aboveQ3", 0.875, false],
    [667_000, "aboveQ3", 1, false],
    [2_000_000, "aboveQ3", 1, true],
  ] as const)("%i € is %s at %d of the scale (clamped: %s)", (price, band, at, clamped) => {
    const position = pricePosition(price, f);
    expect(position.band).toBe(band);
    expect(position.at).toBeCloseTo(at, 4);
    expect(position.clamped).toBe(clamped);
  });

  it("never draws below 0 € and copes with quartiles that coincide", () => {
    expect(pricePosition(1, { q1: 50_000, median: 150_000, q3: 400_000 })).toMatchObject({
      band: "belowQ1",
      clamped: false,
    });
    expect(pricePosition(200_000, { q1: 200_000, median: 200_000, q3: 200_000 })).toEqual({
      band: "median",
      at: 0.25,
      clamped: false,
    });
    expect(pricePosition(210_000, { q1: 200_000, median: 200_000, q3: 200_000 })).toMatchObject({ band: "aboveQ3" });
  });
});

describe("placedPrice", () => {
  const sale = (g: Partial<PriceInput> = {}) =>
    placedPrice(askingPrice({ goal: 0, price: 395_000, ...g }, [MARQUEE.SOLD]));
  const terms = { vatRegime: null, viager: null, chargesRenter: null } as const;

  it("places a plain sale price only", () => {
    expect(sale()).toEqual({ amount: 395_000 });
    expect(sale({ priceTerms: { ...terms, vatRegime: "REGISTRATION_DUTIES" } })).toEqual({ amount: 395_000 });
  });

  it.each([
    ["a price on request", { priceOnDemand: true }, "onRequest"],
    ["no price", { price: null }, "onRequest"],
    ["a zero price", { price: 0 }, "onRequest"],
    ["a price before VAT", { priceTerms: { ...terms, vatRegime: "VAT_21" } }, "exclVat"],
    ["a starting price", { priceUnit: 7 }, "from"],
    ["a sold listing's named marquee", { marquee: MARQUEE.SOLD, marqueeName: "Sold" }, "named"],
  ] as const)("does not place %s", (_, given, unplaced) => {
    expect(sale(given as Partial<PriceInput>)).toEqual({ unplaced });
  });
});
