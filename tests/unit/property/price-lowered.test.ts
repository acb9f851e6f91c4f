import { describe, expect, it } from "vitest";
import { loweredFrom } from "@/lib/property/price-lowered";

const now = new Date("2026-11-26T12:00:00Z");
const card = {
  price: 395_000,
  previousPrice: 420_000,
  priceLoweredAt: "2026-11-20T09:00:00.000Z",
  status: "AVAILABLE" as const,
  priceTerms: { vatRegime: null, viager: null, chargesRenter: null },
};

describe("the price a card and a page show as lowered", () => {
  it("is the price before the drop, on the market, within 30 days", () => {
    expect(loweredFrom(card, now)).toBe(420_000);
    expect(loweredFrom({ ...card, status: "UNDER_OPTION" }, now)).toBe(420_000);
  });

  it("is none once the 30 days are over, off the market, or without a published price below it", () => {
    expect(loweredFrom(card, new Date("2026-12-20T09:00:00Z"))).toBeNull();
    expect(loweredFrom({ ...card, status: "SOLD" }, now)).toBeNull();
    expect(loweredFrom({ ...card, status: "RENTED" }, now)).toBeNull();
    expect(loweredFrom({ ...card, price: null }, now)).toBeNull();
    expect(loweredFrom({ ...card, previousPrice: null }, now)).toBeNull();
    expect(loweredFrom({ ...card, price: 420_000 }, now)).toBeNull();
  });

  it("is never shown for a viager: its price is an estimated value, not what the buyer pays", () => {
    const viager = { bouquet: 60_000, monthlyRent: 950, indexed: true, maxDurationYears: null };
    expect(loweredFrom({ ...card, priceTerms: { ...card.priceTerms, viager } }, now)).toBeNull();
  });
});
