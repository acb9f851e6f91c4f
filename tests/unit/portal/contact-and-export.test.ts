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

describe("the visits CSV", () => {
  it("has a header in the owner's language, one row per day, semicolons and a byte-order mark", () => {
    const csv = visitsCsv(
      [
        { day: "2026-11-22", views: 4 },
        { day: "2026-11-23", views: 0 },
      ],
      { day: "jour", views: "visites; de la page" },
    );
    expect(csv).toBe('\uFEFFjour;"visites; de la page"\r\n2026-11-22;4\r\n2026-11-23;0\r\n');
  });

  it("names the file after the reference and the day, with nothing a header could break on", () => {
    expect(visitsFileName("ATR-2003", "2026-11-23")).toBe("visits-ATR-2003-2026-11-23.csv");
    expect(visitsFileName('AT"R\r\n/2003', "2026-11-23")).toBe("visits-AT-R-2003-2026-11-23.csv");
  });
});
