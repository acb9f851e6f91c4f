import { describe, expect, it } from "vitest";
import { maskedContact } from "@/lib/rules/masked-contact";
import { visitsCsv, visitsExportPath, visitsFileName } from "@/lib/portal/export";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import nl from "@/messages/nl.json";

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

  it("names the file in the page's language, after the reference and the day, with nothing a header could break on", () => {
    expect(visitsFileName("vues-de-l-annonce", "ATR-2003", "2026-11-23")).toBe(
      "vues-de-l-annonce-ATR-2003-2026-11-23.csv",
    );
    expect(visitsFileName("vues de l’annonce", 'AT"R\r\n/2003', "2026-11-23")).toBe(
      "vues-de-l-annonce-AT-R-2003-2026-11-23.csv",
    );
  });

  it("asks for the portal page's language", () => {
    expect(visitsExportPath(12, "nl")).toBe("/api/owner/visits/12/?lang=nl");
  });

  // Issue 42: the header and the file name are the owner's language's, the glossary's words for listing views.
  it.each([
    ["en", en, "\uFEFFday;listing views", "listing-views-ATR-2003-2026-11-23.csv"],
    ["nl", nl, "\uFEFFdag;weergaven van de advertentie", "weergaven-van-de-advertentie-ATR-2003-2026-11-23.csv"],
    ["fr", fr, "\uFEFFjour;vues de l'annonce", "vues-de-l-annonce-ATR-2003-2026-11-23.csv"],
    ["de", de, "\uFEFFTag;Aufrufe der Anzeige", "aufrufe-der-anzeige-ATR-2003-2026-11-23.csv"],
  ] as const)("in %s: header row and file name", (locale, messages, header, file) => {
    const words = messages.OwnerPortal;
    const csv = visitsCsv([{ day: "2026-11-23", views: 1290 }], { day: words.csvDay, views: words.csvViews });
    // Days in ISO 8601 and plain counts: what every language's spreadsheet reads as a date and a number.
    expect(csv).toBe(`${header}\r\n2026-11-23;1290\r\n`);
    expect(visitsFileName(words.csvFile, "ATR-2003", "2026-11-23")).toBe(file);
  });
});
