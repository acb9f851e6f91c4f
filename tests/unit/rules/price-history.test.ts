import { describe, expect, it } from "vitest";
import { priceAndStatusChange, type PriceState } from "@/lib/rules/price-history";

// A property's history (its page's "history" list) and its "price lowered" columns, drawn from one change by the
// content sync and the staff API alike.

const at = new Date("2026-10-01T09:00:00Z");
const earlier = new Date("2026-09-01T09:00:00Z");
const before: PriceState = { price: 420_000, status: "AVAILABLE", previousPrice: null, priceLoweredAt: null };

describe("the history of a price or status change", () => {
  it("starts a new property's history with its first price and status", () => {
    expect(priceAndStatusChange(7, null, { price: 420_000, status: "AVAILABLE" }, "crm", at)).toEqual({
      history: [
        { propertyId: 7, at, field: "price", before: null, after: "420000", source: "crm" },
        { propertyId: 7, at, field: "status", before: null, after: "AVAILABLE", source: "crm" },
      ],
      lowered: { previousPrice: null, priceLoweredAt: null },
    });
  });

  it("keeps no row for what did not change, nor for a new property without a price", () => {
    expect(priceAndStatusChange(7, before, { price: 420_000, status: "AVAILABLE" }, "files", at).history).toEqual([]);
    expect(priceAndStatusChange(7, null, { price: null, status: "SOLD" }, "files", at).history).toEqual([
      { propertyId: 7, at, field: "status", before: null, after: "SOLD", source: "files" },
    ]);
  });

  const table = [
    {
      change: "a drop from 420 000 to 395 000",
      after: { price: 395_000, status: "AVAILABLE" },
      history: [["price", "420000", "395000"]],
      lowered: { previousPrice: 420_000, priceLoweredAt: at },
    },
    {
      change: "a sale at the same price",
      after: { price: 420_000, status: "SOLD" },
      history: [["status", "AVAILABLE", "SOLD"]],
      lowered: { previousPrice: null, priceLoweredAt: null },
    },
    {
      change: "a price taken off (on request)",
      after: { price: null, status: "AVAILABLE" },
      history: [["price", "420000", null]],
      lowered: { previousPrice: null, priceLoweredAt: null },
    },
  ];
  for (const { change, after, history, lowered } of table) {
    it(`records ${change}`, () => {
      const result = priceAndStatusChange(7, before, after, "staff", at);
      expect(result.history.map((row) => [row.field, row.before, row.after])).toEqual(history);
      expect(result.lowered).toEqual(lowered);
    });
  }

  it("reads the database's decimals, and keeps a drop still shown when the price does not move", () => {
    const stored = {
      price: { toNumber: () => 395_000 },
      status: "AVAILABLE",
      previousPrice: { toNumber: () => 420_000 },
      priceLoweredAt: earlier,
    };
    const result = priceAndStatusChange(7, stored, { price: 395_000, status: "UNDER_OPTION" }, "crm", at);
    expect(result.history.map((row) => [row.field, row.before, row.after])).toEqual([
      ["status", "AVAILABLE", "UNDER_OPTION"],
    ]);
    expect(result.lowered).toEqual({ previousPrice: 420_000, priceLoweredAt: earlier });
  });
});
