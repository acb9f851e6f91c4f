import { describe, expect, it } from "vitest";
import { notaryFee, purchaseCosts, registrationDuty, registrationDuties } from "../../../lib/rules";

describe("registration duties by region", () => {
  it.each([
    ["flanders", 300_000, true, 6_000],
    ["flanders", 300_000, false, 36_000],
    ["wallonia", 300_000, true, 9_000],
    ["wallonia", 300_000, false, 37_500],
    ["brussels", 500_000, false, 62_500],
    // Brussels: no duties on the first €200 000 of an only own home up to €600 000.
    ["brussels", 150_000, true, 0],
    ["brussels", 200_000, true, 0],
    ["brussels", 500_000, true, 37_500],
    ["brussels", 600_000, true, 50_000],
    ["brussels", 600_001, true, 75_000.13],
  ] as const)("%s, %d €, only own home %s: %d €", (region, price, onlyOwnHome, duty) => {
    expect(registrationDuty(price, region, onlyOwnHome)).toBe(duty);
  });

  it("keeps each rate with its legal source and the date it applies from", () => {
    for (const rate of registrationDuties) {
      expect(rate.source.length).toBeGreaterThan(10);
      expect(rate.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

describe("the notary's fee on the legal scale", () => {
  it.each([
    [7_500, 342],
    [17_500, 627],
    [100_000, 1_593.66],
    [300_000, 2_477.65],
  ])("%d € costs %d € before VAT", (price, fee) => {
    expect(notaryFee(price)).toBe(fee);
  });
});

describe("the whole purchase cost", () => {
  it("adds duties, the notary's fee and costs, and 21 % VAT on the notary's part", () => {
    expect(purchaseCosts({ price: 300_000, region: "flanders", onlyOwnHome: true })).toEqual({
      duties: 6_000,
      vat: 0,
      notaryFee: 2_477.65,
      notaryFixed: 1_100,
      notaryVat: 751.31,
      total: 10_328.96,
    });
  });

  it("charges a new build 21 % VAT on the building and duties only on the land", () => {
    const costs = purchaseCosts({
      price: 400_000,
      region: "flanders",
      onlyOwnHome: true,
      newBuild: { landShare: 0.25 },
    });
    expect(costs.duties).toBe(2_000);
    expect(costs.vat).toBe(63_000);
  });

  it("costs nothing for a price that is not a positive number", () => {
    expect(purchaseCosts({ price: Number.NaN, region: "wallonia", onlyOwnHome: false }).total).toBe(0);
    expect(purchaseCosts({ price: -5, region: "wallonia", onlyOwnHome: false }).total).toBe(0);
  });
});
