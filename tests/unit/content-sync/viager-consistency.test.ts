import { describe, expect, it } from "vitest";
import { consistencyProblems, type PropertyFacts } from "@/lib/content-sync/consistency";
import type { ViagerFacts } from "@/lib/content-sync/viager-consistency";

// Issue 42: the sync warns, per record and field, when a viager's figures contradict each other.

const today = new Date("2026-12-06T08:00:00Z");
const name = "ATR-2002 (properties/atr-2002.yaml)";

/** ATR-2002 as the demo has it: an occupied viager of a couple, a 60 000 € bouquet and 950 € a month. */
const uccle: ViagerFacts = {
  contractType: "LIFE_ANNUITY",
  viagerType: "OCCUPIED",
  viagerBouquet: 60_000,
  viagerMonthlyRent: 950,
  viagerSurvivorRent: 950,
  viagerHead1Age: 81,
};

function viager(terms: Partial<ViagerFacts> = {}, overrides: Partial<PropertyFacts> = {}): PropertyFacts {
  return {
    name,
    reference: "ATR-2002",
    projectSourceId: null,
    status: "AVAILABLE",
    goal: 0,
    typeWebId: 1,
    countryId: 10,
    zip: "1180",
    city: "Uccle",
    street: "Avenue de Fré",
    houseNumber: "141",
    livingArea: 110,
    bedrooms: 2,
    price: 520_000,
    rent: 520_000,
    constructionYear: 1968,
    viager: { ...uccle, ...terms },
    ...overrides,
  };
}

const check = (p: PropertyFacts) => consistencyProblems([p], new Map(), today);
const fields = (p: PropertyFacts) => check(p).map((problem) => problem.field);

describe("the content checks of a viager", () => {
  it("find nothing in a viager whose figures agree", () => {
    expect(check(viager())).toEqual([]);
  });

  it("name a viager with neither a bouquet nor a monthly annuity", () => {
    expect(check(viager({ viagerBouquet: null, viagerMonthlyRent: null, viagerSurvivorRent: null }))).toEqual([
      {
        record: name,
        field: "Site.viagerBouquet",
        problem: "and Site.viagerMonthlyRent are both missing: the page cannot say what the buyer pays",
      },
    ]);
  });

  it("name a bouquet greater than the estimated value", () => {
    expect(check(viager({ viagerBouquet: 600_000 }))).toEqual([
      { record: name, field: "Site.viagerBouquet", problem: "600000 is more than the estimated value (Price) 520000" },
    ]);
  });

  it("name a survivor's annuity above the monthly annuity", () => {
    expect(check(viager({ viagerSurvivorRent: 1_200 }))).toEqual([
      { record: name, field: "Site.viagerSurvivorRent", problem: "1200 is more than the monthly annuity 950" },
    ]);
  });

  it("name an occupied viager without the age of its first head, but not a free one", () => {
    expect(fields(viager({ viagerHead1Age: null }))).toEqual(["Site.viagerHead1Age"]);
    expect(fields(viager({ viagerHead1Age: null, viagerType: "FREE" }))).toEqual([]);
  });

  it("name a viager that is not a sale", () => {
    expect(check(viager({}, { goal: 1 }))).toEqual([
      { record: name, field: "Goal", problem: "is 1: a viager is a sale (Goal 0)" },
    ]);
  });

  it("name viager terms on a record whose contract is not a life annuity", () => {
    expect(check(viager({ contractType: "SALE" }))).toEqual([
      {
        record: name,
        field: "Site.contractType",
        problem: "is SALE, while the record gives viager terms: LIFE_ANNUITY",
      },
    ]);
    expect(
      check(viager({ contractType: "SALE", viagerType: null, viagerBouquet: null, viagerMonthlyRent: null })),
    ).toEqual([]);
  });
});
