import { describe, expect, it } from "vitest";
import {
  deliveryYear,
  energyScalesDiffer,
  estimatedTotal,
  mixedGoals,
  rankedConstructionYears,
  rankedEnergy,
  rankedLivingAreas,
  rankedPrices,
  rankedPricesPerM2,
  rankedTotals,
  taxRegime,
  type Comparable,
} from "@/lib/rules/compare";
import { purchaseCosts } from "@/lib/rules/purchase-costs";

// The compare page ranks like with like (issue 42): the values each row may rank, null where one must not compete.

interface Given {
  goal?: number;
  typeWebId?: number;
  zip?: string;
  countryId?: number;
  price?: number | null;
  vatRegime?: "REGISTRATION_DUTIES" | "VAT_21" | "VAT_6" | null;
  viager?: boolean;
  livingArea?: number | null;
  epcTotal?: number | null;
  constructionYear?: number | null;
}

function listing(g: Given = {}): Comparable {
  return {
    goal: g.goal ?? 0,
    typeWebId: g.typeWebId ?? 1,
    zip: g.zip ?? "1050",
    price: g.price === undefined ? 400_000 : g.price,
    priceOnDemand: false,
    address: { countryId: g.countryId ?? 10 },
    priceTerms: {
      vatRegime: g.vatRegime ?? null,
      viager: g.viager ? { bouquet: 60_000, monthlyRent: 950, indexed: true, maxDurationYears: null } : null,
      chargesRenter: null,
    },
    surfaces: { livingArea: g.livingArea === undefined ? 100 : g.livingArea },
    energy: { epcTotal: g.epcTotal === undefined ? 150 : g.epcTotal },
    construction: { constructionYear: g.constructionYear ?? 1990 },
  };
}

const sale = (g: Given = {}) => listing({ ...g, goal: 0 });
const rental = (g: Given = {}) => listing({ price: 1_200, ...g, goal: 1 });

describe("mixedGoals: a sale and a rental are never ranked in one table", () => {
  it("names the positions of each kind when they are mixed", () => {
    expect(mixedGoals([sale(), rental(), sale(), rental()])).toEqual({ sales: [0, 2], rentals: [1, 3] });
  });
  it("lets a comparison of one kind through", () => {
    expect(mixedGoals([sale(), sale()])).toBeNull();
    expect(mixedGoals([rental(), rental(), rental()])).toBeNull();
  });
});

describe("energy: ranked by kWh/m² per year on one region's scale only", () => {
  it("ranks figures of one region", () => {
    const items = [sale({ zip: "1050", epcTotal: 118 }), sale({ zip: "1180", epcTotal: 60 })];
    expect(rankedEnergy(items)).toEqual([118, 60]);
    expect(energyScalesDiffer(items)).toBe(false);
  });
  it("ranks none when the figures are on different regions' scales (Brussels A- 38 and Wallonia A 60)", () => {
    const items = [sale({ zip: "1050", epcTotal: 38 }), sale({ zip: "5100", epcTotal: 60 }), sale({ zip: "3000" })];
    expect(rankedEnergy(items)).toEqual([null, null, null]);
    expect(energyScalesDiffer(items)).toBe(true);
  });
  it("a property without a figure does not break the one scale of the others", () => {
    expect(
      rankedEnergy([
        sale({ zip: "9000", epcTotal: 210 }),
        sale({ zip: "5100", epcTotal: null }),
        sale({ zip: "2000", epcTotal: 130 }),
      ]),
    ).toEqual([210, null, 130]);
  });
  it("ranks no Luxembourg figure: its energy pass is not on a Belgian scale", () => {
    expect(rankedEnergy([sale({ countryId: 50, zip: "1234" }), sale({ countryId: 50, zip: "1235" })])).toEqual([
      null,
      null,
    ]);
  });
});

describe("prices: against prices of the same tax regime only", () => {
  it("the regime: VAT where the record names VAT at 21 % or 6 %, registration duties otherwise", () => {
    expect(taxRegime(sale({ vatRegime: "VAT_21" }))).toBe("vat");
    expect(taxRegime(sale({ vatRegime: "VAT_6" }))).toBe("vat");
    expect(taxRegime(sale({ vatRegime: "REGISTRATION_DUTIES" }))).toBe("duties");
    expect(taxRegime(sale())).toBe("duties");
  });
  it("a sale at 6 % VAT gets its total at 6 %, as its page estimates it", () => {
    const six = purchaseCosts({
      price: 300_000,
      region: "wallonia",
      onlyOwnHome: true,
      newBuild: { landShare: 0.3, vatRate: 0.06 },
    });
    expect(estimatedTotal(sale({ price: 300_000, vatRegime: "VAT_6", zip: "5000" }))).toBe(
      300_000 + Math.round(six.total),
    );
  });
  it("ranks the prices of sales under one regime", () => {
    expect(rankedPrices([sale({ price: 685_000 }), sale({ price: 545_000 })])).toEqual([685_000, 545_000]);
  });
  it("ranks no price across regimes (465 000 excl. VAT against 395 000 with duties)", () => {
    const items = [sale({ price: 465_000, vatRegime: "VAT_21" }), sale({ price: 395_000 })];
    expect(rankedPrices(items)).toEqual([null, null]);
    expect(rankedPricesPerM2(items)).toEqual([null, null]);
  });
  it("ranks the estimated total cost across regimes: the VAT or duties and the notary's costs added", () => {
    const newBuild = sale({ price: 465_000, vatRegime: "VAT_21", zip: "1050" });
    const old = sale({ price: 395_000, zip: "1050" });
    const vat = purchaseCosts({ price: 465_000, region: "brussels", onlyOwnHome: true, newBuild: { landShare: 0.3 } });
    const duties = purchaseCosts({ price: 395_000, region: "brussels", onlyOwnHome: true });
    expect(estimatedTotal(newBuild)).toBe(465_000 + Math.round(vat.total));
    expect(estimatedTotal(old)).toBe(395_000 + Math.round(duties.total));
    expect(estimatedTotal(newBuild)! - 465_000).toBeGreaterThan(68_000);
  });
  it("ranks rents against rents", () => {
    expect(rankedPrices([rental({ price: 2_400 }), rental({ price: 1_350 })])).toEqual([2_400, 1_350]);
    expect(
      rankedPricesPerM2([rental({ price: 2_400, livingArea: 120 }), rental({ price: 1_350, livingArea: 68 })]),
    ).toEqual([20, 20]);
  });
});

describe("viager: its buyer pays a bouquet and a rent, so it wins no price", () => {
  const items = [sale({ price: 520_000, viager: true }), sale({ price: 685_000 }), sale({ price: 545_000 })];
  it("is left out of the price, the price per m² and the total cost", () => {
    expect(rankedPrices(items)).toEqual([null, 685_000, 545_000]);
    expect(rankedPricesPerM2(items)[0]).toBeNull();
    expect(estimatedTotal(items[0]!)).toBeNull();
  });
  it("does not make the other sales' regimes look mixed", () => {
    expect(
      rankedPrices([sale({ viager: true, vatRegime: "VAT_21" }), sale({ price: 300_000 }), sale({ price: 310_000 })]),
    ).toEqual([null, 300_000, 310_000]);
  });
});

describe("delivery year: a year to come is a delivery, not a construction year that wins newest", () => {
  it.each([
    [2028, 2026, 2028],
    [2027, 2026, 2027],
    [2026, 2026, null],
    [1968, 2026, null],
    [null, 2026, null],
  ])("built %s in %s → delivery %s", (year, now, expected) => {
    expect(deliveryYear(year, now)).toBe(expected);
  });
  it("ranks only years already built", () => {
    expect(
      rankedConstructionYears(
        [sale({ constructionYear: 2028 }), sale({ constructionYear: 2008 }), sale({ constructionYear: 1968 })],
        2026,
      ),
    ).toEqual([null, 2008, 1968]);
  });
});

describe("a garage is not ranked against a home", () => {
  const items = [
    sale({ typeWebId: 7, livingArea: 15, price: 38_000 }),
    sale({ price: 685_000 }),
    sale({ price: 545_000 }),
  ];
  it("on its price or its total cost", () => {
    expect(rankedPrices(items)).toEqual([null, null, null]);
    expect(rankedTotals(items)).toEqual([null, null, null]);
  });
  it("while garages are ranked against garages", () => {
    const garages = [sale({ typeWebId: 7, price: 38_000 }), sale({ typeWebId: 7, price: 29_000 })];
    expect(rankedPrices(garages)).toEqual([38_000, 29_000]);
    expect(rankedTotals(garages).every((n) => n !== null)).toBe(true);
  });
});

describe("living area: ranked among homes only", () => {
  it("a garage's 15 m² does not compete with a flat's living area", () => {
    const items = [
      sale({ typeWebId: 7, livingArea: 15, price: 38_000 }),
      sale({ livingArea: 92 }),
      sale({ livingArea: 85 }),
    ];
    expect(rankedLivingAreas(items)).toEqual([null, 92, 85]);
    expect(rankedPricesPerM2(items)[0]).toBeNull();
  });
  it("no office, shop or land either", () => {
    expect(rankedLivingAreas([sale({ typeWebId: 2 }), sale({ typeWebId: 6 }), sale({ typeWebId: 4 })])).toEqual([
      null,
      null,
      null,
    ]);
  });
});
