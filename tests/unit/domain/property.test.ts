import { describe, expect, it } from "vitest";
import {
  canApplyToRent,
  canBookVisit,
  canReceiveOffer,
  hasParkingSpace,
  isSlug,
  isToken,
  isClosed,
  parseId,
  propertyStatuses,
  type PropertyStatus,
} from "@/lib/domain";

const each = (goal: number) => propertyStatuses.map((status) => ({ goal, status }));
const allowed = (rule: (p: { goal: number; status: PropertyStatus }) => boolean, goal: number) =>
  each(goal)
    .filter(rule)
    .map((p) => p.status);

describe("property status rules (spec §4)", () => {
  it("treats sold and rented as closed, nothing else", () => {
    expect(propertyStatuses.filter(isClosed)).toEqual(["SOLD", "RENTED"]);
  });

  it("takes purchase offers on properties for sale on the market or under option only", () => {
    expect(allowed(canReceiveOffer, 0)).toEqual(["AVAILABLE", "UNDER_OPTION"]);
    expect(allowed(canReceiveOffer, 1)).toEqual([]);
  });

  it("takes rental applications on available properties for rent only", () => {
    expect(allowed(canApplyToRent, 1)).toEqual(["AVAILABLE"]);
    expect(allowed(canApplyToRent, 0)).toEqual([]);
  });

  it("books visits only while available", () => {
    expect(allowed(canBookVisit, 0)).toEqual(["AVAILABLE"]);
  });
});

describe("parseId", () => {
  it.each([
    ["1", 1],
    ["000123", 123],
    ["999999999", 999999999],
    ["1234567890", null],
    ["", null],
    ["-1", null],
    ["1.5", null],
    ["12a", null],
    [" 12", null],
    [12, null],
    [undefined, null],
    [["1"], null],
  ])("%j -> %s", (value, expected) => {
    expect(parseId(value)).toBe(expected);
  });
});

describe("hasParkingSpace (one meaning for the search and the alerts)", () => {
  const none = { hasGarage: false, hasParking: false, garages: 0, parkings: 0 };
  it.each([
    [none, false],
    [{ ...none, hasGarage: null, hasParking: null, garages: null, parkings: null }, false],
    [{ ...none, hasGarage: true }, true],
    [{ ...none, hasParking: true }, true],
    [{ ...none, garages: 1 }, true],
    [{ ...none, parkings: 3 }, true],
  ])("%o -> %s", (facts, expected) => {
    expect(hasParkingSpace(facts)).toBe(expected);
  });
});

describe("isToken (the tokens of mailed links)", () => {
  it.each([
    ["Xq3_vB-9aZk1YtQ2LmN8pR4sT6uW0yEc", true],
    ["abc", true],
    ["", false],
    ["\u0000", false],
    ["abc\u0000", false],
    ["a b", false],
    ["é", false],
    ["x".repeat(129), false],
    [["abc"], false],
    [undefined, false],
  ])("%j -> %s", (value, expected) => {
    expect(isToken(value)).toBe(expected);
  });
});

describe("isSlug (names in paths: a city, a post, a team member)", () => {
  it.each([
    ["les-jardins-de-la-cambre", true],
    ["Liège", true],
    ["x".repeat(200), true],
    ["", false],
    ["a\u0000b", false],
    ["a\u0007", false],
    ["\u009b", false],
    ["\ud800", false],
    ["x".repeat(201), false],
    [["a"], false],
    [undefined, false],
  ])("%j -> %s", (value, expected) => {
    expect(isSlug(value)).toBe(expected);
  });
});
