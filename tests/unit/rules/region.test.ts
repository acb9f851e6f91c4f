import { describe, it, expect } from "vitest";
import { regionOfZip } from "../../../lib/rules";

describe("regionOfZip", () => {
  it.each([
    [999, null],
    [1000, "brussels"],
    [1050, "brussels"],
    [1299, "brussels"],
    [1300, "wallonia"],
    [1499, "wallonia"],
    [1500, "flanders"],
    [3999, "flanders"],
    [4000, "wallonia"],
    [7999, "wallonia"],
    [8000, "flanders"],
    [9999, "flanders"],
    [10000, null],
    [0, null],
    [-1050, null],
    [1050.5, null],
    [NaN, null],
    [Infinity, null],
  ] as const)("number %s -> %s", (zip, region) => {
    expect(regionOfZip(zip)).toBe(region);
  });

  it.each([
    ["1050", "brussels"],
    [" 1050 ", "brussels"],
    ["0999", null],
    ["999", null],
    ["10000", null],
    ["abc", null],
    ["10a0", null],
    ["", null],
    ["B-1050", null],
    ["1050.0", null],
  ] as const)("string %j -> %s", (zip, region) => {
    expect(regionOfZip(zip)).toBe(region);
  });
});
