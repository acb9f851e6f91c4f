import { describe, expect, it } from "vitest";
import { countUnits, isSoldOut, propertyStatuses, unitStatusOf } from "@/lib/domain";

// A project's units (spec §1, §4): a unit property's line in the price list, the counts on the project's
// card, and the "sold out" marker.

describe("unitStatusOf (a unit property's state in its project's price list)", () => {
  it("maps on offer, under option, sold and rented; a withdrawn unit has no line", () => {
    expect(Object.fromEntries(propertyStatuses.map((status) => [status, unitStatusOf(status)]))).toEqual({
      AVAILABLE: "AVAILABLE",
      UNDER_OPTION: "OPTION",
      SOLD: "SOLD",
      RENTED: "SOLD",
      WITHDRAWN: null,
    });
  });
});

describe("countUnits", () => {
  it("counts the units and those available, and takes the lowest price shown among those not sold", () => {
    expect(
      countUnits([
        { status: "AVAILABLE", price: 310_000 },
        { status: "OPTION", price: 295_000 },
        { status: "SOLD", price: 250_000 },
        { status: "AVAILABLE", price: null },
      ]),
    ).toEqual({ unitCount: 4, availableCount: 2, soldCount: 1, fromPrice: 295_000 });
  });

  it("has no 'from' price when no unit on offer shows one", () => {
    expect(countUnits([])).toEqual({ unitCount: 0, availableCount: 0, soldCount: 0, fromPrice: null });
    expect(
      countUnits([
        { status: "AVAILABLE", price: null },
        { status: "SOLD", price: 250_000 },
      ]),
    ).toEqual({ unitCount: 2, availableCount: 1, soldCount: 1, fromPrice: null });
  });
});

describe("isSoldOut", () => {
  it.each([
    [{ unitCount: 0, soldCount: 0 }, false],
    [{ unitCount: 3, soldCount: 2 }, false],
    [{ unitCount: 3, soldCount: 3 }, true],
  ])("%o -> %s", (project, expected) => {
    expect(isSoldOut(project)).toBe(expected);
  });

  it("is not sold out while a unit whose price is on request is still on offer", () => {
    expect(isSoldOut(countUnits([{ status: "AVAILABLE", price: null }]))).toBe(false);
  });
});
