import { describe, expect, it } from "vitest";
import { mayMailToday, watchEventOf, type ChangeRow } from "@/lib/rules/watch";

// The spec: one mail when a watched property's price drops, when it goes under option, and when it is sold
// or rented, at most one mail per property and day.

const price = (before: string | null, after: string | null): ChangeRow => ({ field: "price", before, after });
const status = (before: string | null, after: string): ChangeRow => ({ field: "status", before, after });

describe("which changes a watcher hears of", () => {
  it.each<[string, ChangeRow[], boolean, ReturnType<typeof watchEventOf>]>([
    ["a published price going down", [price("315000", "299000")], true, "drop"],
    ["a price going up", [price("299000", "315000")], true, null],
    ["the same price written again", [price("299000", "299000")], true, null],
    ["a lower price that is not published (on request)", [price("315000", "299000")], false, null],
    ["a price taken off (price on request)", [price("315000", null)], true, null],
    ["a price put back", [price(null, "299000")], true, null],
    ["going under option", [status("AVAILABLE", "UNDER_OPTION")], true, "option"],
    ["being sold", [status("UNDER_OPTION", "SOLD")], true, "sold"],
    ["being rented", [status("AVAILABLE", "RENTED")], true, "rented"],
    ["back on the market", [status("UNDER_OPTION", "AVAILABLE")], true, null],
    ["withdrawn", [status("AVAILABLE", "WITHDRAWN")], true, null],
    ["a new listing's first rows", [price(null, "299000"), status(null, "AVAILABLE")], true, null],
    [
      "sold at a lower price: the sale says more",
      [price("315000", "299000"), status("AVAILABLE", "SOLD")],
      true,
      "sold",
    ],
  ])("%s", (_, rows, published, event) => {
    expect(watchEventOf(rows, published)).toBe(event);
  });
});

describe("at most one mail per property and day", () => {
  it("mails a watch never mailed", () => {
    expect(mayMailToday(null, new Date("2026-11-26T10:00:00Z"))).toBe(true);
  });

  it("does not mail twice on one Brussels day, even hours apart", () => {
    // 00:30 and 23:30 in Brussels (UTC+1 in November) are the same day.
    expect(mayMailToday(new Date("2026-11-25T23:30:00Z"), new Date("2026-11-26T22:30:00Z"))).toBe(false);
    expect(mayMailToday(new Date("2026-11-26T09:00:00Z"), new Date("2026-11-26T09:00:01Z"))).toBe(false);
  });

  it("mails again the next Brussels day, even minutes later", () => {
    // 23:50 and 00:10 in Brussels: two days, though UTC says one.
    expect(mayMailToday(new Date("2026-11-26T22:50:00Z"), new Date("2026-11-26T23:10:00Z"))).toBe(true);
  });
});
