import { beforeEach, describe, expect, it, vi } from "vitest";
import type { MarketSubject } from "@/lib/types/market";
import { portalMarket } from "@/lib/portal/market";
import { marketDwellings, type MarketYear, type MunicipalityMarket } from "@/lib/types/market";

// Issue 43: what the owner portal shows beside a property, composed as its public page composes it: the figures
// and position of the newest year, and every year of the same kind of dwelling; nothing where the page shows none.

const read = vi.hoisted(() => ({ markets: new Map<string, MunicipalityMarket>() }));
vi.mock("@/lib/db/market", () => ({
  readMunicipalityMarket: async (nisCode: string) => read.markets.get(nisCode) ?? null,
}));

const year = (y: number, median: number | null, sales = 100): MarketYear => ({
  year: y,
  sales,
  median,
  q1: median && median * 0.75,
  q3: median && median * 1.3,
});

function market(nisCode: string, medians: Partial<Record<(typeof marketDwellings)[number], (number | null)[]>>) {
  const byDwelling = Object.fromEntries(
    marketDwellings.map((d) => [d, (medians[d] ?? [null, null, null]).map((m, i) => year(2022 + i, m))]),
  ) as MunicipalityMarket["byDwelling"];
  read.markets.set(nisCode, { nisCode, lastYear: 2024, byDwelling });
}

const subject = (given: Partial<MarketSubject> = {}): MarketSubject => ({
  goal: 0,
  price: 465_000,
  zip: "1050",
  city: "Ixelles",
  categoryName: "Apartment",
  rooms: { facades: null },
  address: { countryId: 10 },
  municipalityCode: null,
  ...given,
});

beforeEach(() => {
  read.markets.clear();
  market("21009", { APARTMENTS: [320_000, null, 340_000], HOUSES: [790_000, 840_000, 830_000] }); // Ixelles
  market("21015", { HOUSES: [461_000, 479_000, 480_000], HOUSES_CLOSED_SEMI: [450_000, 470_000, null] }); // Schaerbeek
  market("21016", { APARTMENTS: [360_000, 370_000, null] }); // Uccle: nothing published for the newest year
});

describe("portalMarket", () => {
  it("places an apartment in Ixelles among the newest year and gives every year of apartments, gaps kept", async () => {
    const shown = await portalMarket(subject(), "fr");
    expect(shown?.context).toMatchObject({
      nisCode: "21009",
      municipality: "Ixelles",
      figures: { dwelling: "APARTMENTS", year: 2024, median: 340_000 },
      price: { amount: 465_000, band: "aboveQ3" },
    });
    expect(shown?.years.map((y) => [y.year, y.median])).toEqual([
      [2022, 320_000],
      [2023, null],
      [2024, 340_000],
    ]);
    expect((await portalMarket(subject(), "nl"))?.context.municipality).toBe("Elsene");
  });

  it("draws the line of the kind of dwelling the position reads, all houses where the façade kind has none", async () => {
    const house = subject({ zip: "1030", city: "Schaerbeek", categoryName: "House", rooms: { facades: 2 } });
    const shown = await portalMarket(house, "nl");
    expect(shown?.context.figures).toMatchObject({ dwelling: "HOUSES", insteadOf: "HOUSES_CLOSED_SEMI" });
    expect(shown?.years.map((y) => y.median)).toEqual([461_000, 479_000, 480_000]);
  });

  it("reads the municipality the record names before its postal code", async () => {
    const named = await portalMarket(subject({ zip: "1180", city: "Uccle", municipalityCode: "21009" }), "fr");
    expect(named?.context.nisCode).toBe("21009");
  });

  it.each([
    ["a rental", { goal: 1, price: 1_350 }],
    [
      "a viager",
      {
        priceTerms: {
          vatRegime: null,
          viager: { bouquet: 90_000, monthlyRent: 1_200, indexed: true, maxDurationYears: null },
          chargesRenter: null,
        },
      },
    ],
    ["building land", { categoryName: "Building land" }],
    ["an office", { categoryName: "Office" }],
    ["a flat in Luxembourg", { zip: "1470", city: "Luxembourg", address: { countryId: 50 } }],
    ["a postal code no municipality has", { zip: "9999", city: "Nowhere" }],
    ["a municipality with nothing published for the newest year", { zip: "1180", city: "Uccle" }],
    ["a municipality with no figures loaded", { zip: "1040", city: "Etterbeek" }],
  ] as const)("shows nothing for %s", async (_, given) => {
    expect(await portalMarket(subject(given as Partial<MarketSubject>), "fr")).toBeNull();
  });
});
