import { describe, expect, it } from "vitest";
import { afterPriceChange, isShown, notLowered, PRICE_LOWERED_DAYS } from "@/lib/rules/price-drop";

const day = 86_400_000;
const start = new Date("2026-10-01T09:00:00Z");
const later = (days: number) => new Date(start.getTime() + days * day);

describe("price lowered", () => {
  it("starts with a drop and keeps the price before it", () => {
    expect(afterPriceChange(notLowered, 420_000, 395_000, start)).toEqual({
      previousPrice: 420_000,
      priceLoweredAt: start,
    });
  });

  it("shows for 30 days from the drop, not on the 30th day's end", () => {
    const lowered = afterPriceChange(notLowered, 420_000, 395_000, start);
    expect(PRICE_LOWERED_DAYS).toBe(30);
    expect(isShown(lowered, later(29.99))).toBe(true);
    expect(isShown(lowered, later(30))).toBe(false);
    expect(isShown(notLowered, start)).toBe(false);
  });

  it("a second drop within the 30 days keeps the first price and starts the 30 days again", () => {
    const first = afterPriceChange(notLowered, 420_000, 395_000, start);
    const second = afterPriceChange(first, 395_000, 379_000, later(20));
    expect(second).toEqual({ previousPrice: 420_000, priceLoweredAt: later(20) });
    expect(isShown(second, later(45))).toBe(true);
  });

  it("a drop after the 30 days compares with the price just before it", () => {
    const first = afterPriceChange(notLowered, 420_000, 395_000, start);
    expect(afterPriceChange(first, 395_000, 379_000, later(40))).toEqual({
      previousPrice: 395_000,
      priceLoweredAt: later(40),
    });
  });

  it("a drop then a rise: still lowered below the old price, over once back at it or above", () => {
    const lowered = afterPriceChange(notLowered, 420_000, 395_000, start);
    expect(afterPriceChange(lowered, 395_000, 410_000, later(3))).toEqual(lowered);
    expect(afterPriceChange(lowered, 395_000, 420_000, later(3))).toEqual(notLowered);
    expect(afterPriceChange(lowered, 395_000, 450_000, later(3))).toEqual(notLowered);
  });

  it("a rise alone, a first price or a price taken off (on request) shows nothing", () => {
    expect(afterPriceChange(notLowered, 395_000, 420_000, start)).toEqual(notLowered);
    expect(afterPriceChange(notLowered, null, 420_000, start)).toEqual(notLowered);
    const lowered = afterPriceChange(notLowered, 420_000, 395_000, start);
    expect(afterPriceChange(lowered, 395_000, null, later(1))).toEqual(notLowered);
  });
});
