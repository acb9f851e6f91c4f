import { describe, expect, it } from "vitest";
import { isNews } from "@/lib/content-sync/news";

// What standing searches hear of from a sync: a listing newly on the market, or cheaper; not a rise, not a
// listing back from an option (it never left the market), not one sold.

describe("news for standing searches", () => {
  it("is a listing added on the market, not one added sold or under option", () => {
    expect(isNews(null, { status: "AVAILABLE", price: 395_000 })).toBe(true);
    expect(isNews(null, { status: "SOLD", price: 395_000 })).toBe(false);
    expect(isNews(null, { status: "UNDER_OPTION", price: 395_000 })).toBe(false);
  });

  it("is a listing back on the market, unless it was under option", () => {
    expect(isNews({ status: "WITHDRAWN", price: 395_000 }, { status: "AVAILABLE", price: 395_000 })).toBe(true);
    expect(isNews({ status: "UNDER_OPTION", price: 395_000 }, { status: "AVAILABLE", price: 395_000 })).toBe(false);
    expect(isNews({ status: "AVAILABLE", price: 395_000 }, { status: "AVAILABLE", price: 395_000 })).toBe(false);
  });

  it("is a lower price, read from the database's decimal; not a rise, nor a price taken off", () => {
    const stored = { status: "AVAILABLE", price: { toNumber: () => 420_000 } };
    expect(isNews(stored, { status: "AVAILABLE", price: 395_000 })).toBe(true);
    expect(isNews(stored, { status: "AVAILABLE", price: 440_000 })).toBe(false);
    expect(isNews(stored, { status: "AVAILABLE", price: null })).toBe(false);
    expect(isNews({ status: "AVAILABLE", price: null }, { status: "AVAILABLE", price: 395_000 })).toBe(false);
  });
});
