import { describe, expect, it } from "vitest";
import { pricePerM2 } from "@/lib/rules/price-per-m2";

describe("pricePerM2", () => {
  it.each([
    [350_000, 140, 2500],
    [1_250_000, 290, 4310],
    [995, 62.5, 16],
    [null, 100, null],
    [350_000, null, null],
    [350_000, 0, null],
    [0, 100, null],
    // Half a euro rounds up, as PostgreSQL's round() of a numeric does in the trigger.
    [250_050, 100, 2501],
    [1_250, 1000, 1],
  ])("%j € over %j m² → %j", (price, area, expected) => {
    expect(pricePerM2(price, area)).toBe(expected);
  });
});
