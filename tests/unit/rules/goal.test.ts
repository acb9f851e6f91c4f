import { describe, it, expect } from "vitest";
import { isForSale } from "../../../lib/rules";

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
