import { describe, expect, it } from "vitest";
import { bestOf, parseCompareIds } from "@/lib/favourites/compare";

describe("bestOf", () => {
  it.each([
    [[300_000, 250_000, 410_000], "low", [false, true, false]],
    [[120, 95, 120], "high", [true, false, true]],
    [[null, 250_000, 310_000], "low", [false, true, false]],
    [[250_000, null], "low", [false, false]],
    [[3, 3, 3], "high", [false, false, false]],
    [[null, null], "high", [false, false]],
  ] as const)("%j (%s) → %j", (values, better, expected) => {
    expect(bestOf(values, better)).toEqual(expected);
  });
});

describe("parseCompareIds", () => {
  it.each([
    ["3,7", [3, 7]],
    ["3,7,12,20", [3, 7, 12, 20]],
    ["3", null],
    ["3,3", null],
    ["3,7,12,20,21", null],
    ["3,x", null],
    [undefined, null],
  ])("%j → %j", (text, expected) => {
    expect(parseCompareIds(text)).toEqual(expected);
  });
});
