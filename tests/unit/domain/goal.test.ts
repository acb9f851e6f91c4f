import { describe, it, expect } from "vitest";
import { goalOf, isForSale } from "@/lib/domain";

describe("isForSale", () => {
  it.each([
    [0, true],
    [-0, true],
    [1, false],
    [2, false],
    [-1, false],
    [NaN, false],
  ])("%s -> %s", (goal, expected) => {
    expect(isForSale(goal)).toBe(expected);
  });
});

describe("goalOf", () => {
  it("reads 0 as for sale and any other stored value as for rent (spec §3)", () => {
    expect(goalOf(0)).toBe("sale");
    expect(goalOf(1)).toBe("rent");
    expect(goalOf(7)).toBe("rent");
  });
});
