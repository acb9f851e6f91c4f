import { describe, it, expect } from "vitest";
import { MARQUEE, marqueeAfterStatus, marqueeKey } from "../../../lib/rules";

describe("marqueeKey", () => {
  it.each([
    [1, "for_sale"],
    [2, "for_rent"],
    [3, "sold"],
    [4, "rented"],
    [5, "sold_out"],
    [6, "for_takeover"],
    [7, "new_for_sale"],
    [8, "project"],
    [0, null],
    [9, null],
    [null, null],
    [undefined, null],
  ])("%s -> %s", (code, key) => {
    expect(marqueeKey(code)).toBe(key);
  });

  it("uses the MARQUEE codes", () => {
    expect(marqueeKey(MARQUEE.SOLD_OUT)).toBe("sold_out");
    expect(MARQUEE).toEqual({
      FOR_SALE: 1,
      FOR_RENT: 2,
      SOLD: 3,
      RENTED: 4,
      SOLD_OUT: 5,
      FOR_TAKEOVER: 6,
      NEW_FOR_SALE: 7,
      PROJECT: 8,
    });
  });
});

describe("marqueeAfterStatus (a staff change of status)", () => {
  it.each([
    // status, for sale, current marquee, marquee after
    ["SOLD", true, null, MARQUEE.SOLD],
    ["RENTED", false, MARQUEE.FOR_RENT, MARQUEE.RENTED],
    // Sold or rented undone: the goal's own marquee comes back.
    ["AVAILABLE", true, MARQUEE.SOLD, MARQUEE.FOR_SALE],
    ["UNDER_OPTION", false, MARQUEE.RENTED, MARQUEE.FOR_RENT],
    // Any other marquee is the agency's and stays.
    ["AVAILABLE", true, MARQUEE.NEW_FOR_SALE, MARQUEE.NEW_FOR_SALE],
    ["WITHDRAWN", true, null, null],
    // No status in the change: nothing to follow.
    [undefined, true, MARQUEE.SOLD, MARQUEE.SOLD],
  ] as const)("%s (for sale: %s) turns marquee %s into %s", (status, forSale, current, after) => {
    expect(marqueeAfterStatus(status, forSale, current)).toBe(after);
  });
});
