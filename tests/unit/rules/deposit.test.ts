import { describe, expect, it } from "vitest";
import { depositRules, depositTerms, maximumDeposit } from "@/lib/rules/deposit";

// Spec §5 and §9 say "3 months deposit"; the regions' laws cap a home's deposit by form of guarantee.
describe("maximumDeposit: months of rent by region and form of guarantee", () => {
  it.each([
    ["flanders", "blockedAccount", 3],
    ["flanders", "bankGuarantee", 3],
    ["brussels", "blockedAccount", 2],
    ["brussels", "bankGuarantee", 3],
    ["wallonia", "blockedAccount", 2],
    ["wallonia", "bankGuarantee", 3],
  ] as const)("%s, %s: %d months", (region, form, months) => {
    expect(maximumDeposit(region, form)).toBe(months);
  });

  it("keeps each region's rule with its legal source and the date it applies from", () => {
    expect(depositRules.map((r) => r.region).sort()).toEqual(["brussels", "flanders", "wallonia"]);
    for (const rule of depositRules) {
      expect(rule.source.length).toBeGreaterThan(10);
      expect(rule.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

describe("depositTerms: what the tenant gives per form", () => {
  it("Flanders: the spec's three months, whatever the form", () => {
    expect(depositTerms("flanders", 1150, 3450)).toEqual([
      { forms: ["blockedAccount", "bankGuarantee"], amount: 3450, months: 3 },
    ]);
  });

  it.each(["brussels", "wallonia"] as const)("%s: three months asked is two on a blocked account", (region) => {
    expect(depositTerms(region, 1350, 4050)).toEqual([
      { forms: ["blockedAccount"], amount: 2700, months: 2 },
      { forms: ["bankGuarantee"], amount: 4050, months: 3 },
    ]);
  });

  it("keeps a deposit asked below the caps as it is, for every form", () => {
    expect(depositTerms("brussels", 1000, 1500)).toEqual([
      { forms: ["blockedAccount", "bankGuarantee"], amount: 1500, months: 1.5 },
    ]);
  });

  it("never states more than the law allows, and the maximum when no deposit is given", () => {
    expect(depositTerms("flanders", 1000, 5000)).toEqual([
      { forms: ["blockedAccount", "bankGuarantee"], amount: 3000, months: 3 },
    ]);
    expect(depositTerms("wallonia", 950, null)).toEqual([
      { forms: ["blockedAccount"], amount: 1900, months: 2 },
      { forms: ["bankGuarantee"], amount: 2850, months: 3 },
    ]);
  });

  it("says nothing without a rent", () => {
    expect(depositTerms("brussels", 0, 3000)).toEqual([]);
  });
});
