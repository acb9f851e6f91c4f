import { describe, expect, it } from "vitest";
import { maskedContact } from "@/lib/portal/contact";
import { visitsCsv, visitsFileName } from "@/lib/portal/export";

describe("maskedContact: first name and the initial of the last name, nothing more", () => {
  it.each([
    ["Marie", "Dubois", "Marie D."],
    ["  Jan ", " van den Berg", "Jan V."],
    ["Élodie", "Ørsted", "Élodie Ø."],
    ["Luc", "", "Luc"],
    ["", "Peeters", "P."],
    [undefined, undefined, null],
    [42, { name: "x" }, null],
  ])("%j %j → %j", (first, last, shown) => {
    expect(maskedContact(first, last)).toBe(shown);
  });
});

describe("the listing views CSV", () => {
  it("has a header in the owner's language, one row per day, semicolons and a byte-order mark", () => {
    const csv = visitsCsv(
      [
        { day: "2026-11-22", views: 4 },
        { day: "2026-11-23", views: 0 },
      ],
      { day: "jour", views: "vues; de l’annonce" },
    );
    expect(csv).toBe('\uFEFFjour;"vues; de l’annonce"\r\n2026-11-22;4\r\n2026-11-23;0\r\n');
  });

  it("names the file after the reference and the day, with nothing a header could break on", () => {
    expect(visitsFileName("ATR-2003", "2026-11-23")).toBe("listing-views-ATR-2003-2026-11-23.csv");
    expect(visitsFileName('AT"R\r\n/2003', "2026-11-23")).toBe("listing-views-AT-R-2003-2026-11-23.csv");
  });
});
