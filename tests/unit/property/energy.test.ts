import { describe, expect, it } from "vitest";
import type { PropertyStatus } from "@/lib/domain/property";
import { createTranslator } from "next-intl";
import { epcDisplay, epcRegion, labelText, renovationNoticeApplies } from "@/lib/property/energy";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import nl from "@/messages/nl.json";

const belgian = { countryId: 10, epcLabel: null, epcLabelText: null };

interface Flat {
  countryId: number | null;
  zip: string;
  epcTotal: number | null;
  epcLabel?: string | null;
  epcLabelText?: string | null;
}

/** A property's address and energy groups from the few fields a case sets. */
function source<T extends Flat>({ countryId, zip, epcTotal, epcLabel = null, epcLabelText = null, ...rest }: T) {
  return { ...rest, zip, address: { countryId }, energy: { epcTotal, epcLabel, epcLabelText } };
}

describe("epcDisplay", () => {
  it("draws the region's scale for Belgium, from the zip code's region", () => {
    const flanders = epcDisplay(source({ ...belgian, zip: "9000", epcTotal: 145 }));
    expect(flanders).toMatchObject({ kind: "scale", region: "flanders", label: "b" });
    expect(flanders?.kind === "scale" && flanders.rows.map((r) => r.text)).toEqual([
      "A+",
      "A",
      "B",
      "C",
      "D",
      "E",
      "F",
    ]);
    expect(flanders?.kind === "scale" && flanders.rows.filter((r) => r.current).map((r) => r.text)).toEqual(["B"]);

    const wallonia = epcDisplay(source({ ...belgian, zip: "5000", epcTotal: 240 }));
    expect(wallonia).toMatchObject({ region: "wallonia", label: "c" });
    expect(wallonia?.kind === "scale" && wallonia.rows).toHaveLength(9);
  });

  it("shows Brussels' 19 bands as one row per letter, the current one naming its band", () => {
    const brussels = epcDisplay(source({ ...belgian, zip: "1050", epcTotal: 142 }));
    expect(brussels).toMatchObject({ region: "brussels", label: "c_sub" });
    expect(brussels?.kind === "scale" && brussels.rows.map((r) => r.text)).toEqual([
      "A",
      "B",
      "C-",
      "D",
      "E",
      "F",
      "G",
    ]);
  });

  it("treats a missing country as Belgium and prefers the stored label when it is on the region's scale", () => {
    expect(
      epcDisplay(source({ countryId: null, zip: "1000", epcTotal: 80, epcLabel: "b_sub", epcLabelText: null })),
    ).toMatchObject({
      label: "b_sub",
    });
    // A label from another region's scale is recomputed from the figure.
    expect(epcDisplay(source({ ...belgian, zip: "3000", epcTotal: 80, epcLabel: "b_sub" }))).toMatchObject({
      label: "a",
    });
  });

  it("prints the label text for Luxembourg (CountryID 50) and nothing for other countries", () => {
    expect(
      epcDisplay(source({ countryId: 50, zip: "1468", epcTotal: 90, epcLabel: null, epcLabelText: " B " })),
    ).toEqual({
      kind: "text",
      text: "B",
    });
    expect(
      epcDisplay(source({ countryId: 50, zip: "1468", epcTotal: 90, epcLabel: null, epcLabelText: null })),
    ).toBeNull();
    expect(
      epcDisplay(source({ countryId: 33, zip: "75001", epcTotal: 90, epcLabel: null, epcLabelText: "C" })),
    ).toBeNull();
  });

  it("shows nothing without a figure or label", () => {
    expect(epcDisplay(source({ ...belgian, zip: "1050", epcTotal: null }))).toBeNull();
  });
});

describe("labelText", () => {
  it.each([
    ["a_plusplus", "A++"],
    ["a_plus", "A+"],
    ["a_sub", "A-"],
    ["b_plus", "B+"],
    ["g", "G"],
  ])("%s reads %s", (label, text) => expect(labelText(label)).toBe(text));
});

describe("renovationNoticeApplies (spec §9: E or F to D within 5 years, a Flemish rule)", () => {
  const home = { ...belgian, goal: 0, status: "AVAILABLE" as PropertyStatus, typeWebId: 1 };
  it.each([
    ["Flanders E", { zip: "1500", epcTotal: 455 }, true],
    ["Flanders F", { zip: "8500", epcTotal: 560 }, true],
    ["Flanders E, from a label given as such", { zip: "3000", epcTotal: null, epcLabel: "e" }, true],
    ["Flanders D", { zip: "8000", epcTotal: 350 }, false],
    // Brussels and Wallonia have their own obligations or none: no notice rather than the Flemish one.
    ["Brussels E", { zip: "1030", epcTotal: 248 }, false],
    ["Brussels F-", { zip: "1030", epcTotal: 340 }, false],
    ["Brussels G", { zip: "1030", epcTotal: 400 }, false],
    ["Wallonia E", { zip: "4000", epcTotal: 400 }, false],
    ["Wallonia F", { zip: "7000", epcTotal: 480 }, false],
    ["Wallonia G", { zip: "7000", epcTotal: 600 }, false],
  ])("%s", (_, energy, expected) => {
    expect(renovationNoticeApplies(source({ ...home, ...energy }))).toBe(expected);
  });

  it("concerns homes bought, not rented, sold or non-residential property", () => {
    const labelE = { zip: "1500", epcTotal: 455 };
    expect(renovationNoticeApplies(source({ ...home, ...labelE, goal: 1 }))).toBe(false);
    expect(renovationNoticeApplies(source({ ...home, ...labelE, status: "SOLD" as const }))).toBe(false);
    expect(renovationNoticeApplies(source({ ...home, ...labelE, typeWebId: 2 }))).toBe(false);
    expect(renovationNoticeApplies(source({ ...home, ...labelE, countryId: 50, epcLabelText: "E" }))).toBe(false);
  });
});

describe("the renovation notice's text", () => {
  // The German text once said 6 years (spec §9 notes it); the rule is 5, and it is Flanders'.
  it.each([
    ["en", en, /within 5 years/, /Flanders/],
    ["nl", nl, /binnen 5 jaar/, /Vlaanderen/],
    ["fr", fr, /dans les 5 ans/, /Flandre/],
    ["de", de, /innerhalb von 5 Jahren/, /Flandern/],
  ])("%s says 5 years, in Flanders", (_, messages, years, region) => {
    expect(messages.Property.renovationNotice).toMatch(years);
    expect(messages.Property.renovationNotice).toMatch(region);
    expect(messages.Property.renovationNotice).not.toMatch(/\b6\b/);
  });
});

describe("the certificate a listing names, by its region", () => {
  // Flanders issues the EPC; Brussels and Wallonia the EPB (PEB in French, GEE in German): docs/glossary.md.
  const messages = { en, nl, fr, de };
  const card = (locale: keyof typeof messages, zip: string) =>
    createTranslator({ locale, messages: messages[locale], namespace: "Property" })("epc", {
      label: "C",
      region: epcRegion(zip),
    });
  const scale = (locale: keyof typeof messages, zip: string) =>
    createTranslator({ locale, messages: messages[locale], namespace: "Property" })("epcScale", {
      label: "C",
      region: "R",
      area: epcRegion(zip),
    });

  it.each([
    ["9000 Ghent", "9000", { en: "EPC C", nl: "EPC C", fr: "PEB C", de: "EPC-Klasse C" }],
    ["1180 Uccle", "1180", { en: "EPB C", nl: "EPB C", fr: "PEB C", de: "GEE-Klasse C" }],
    ["7000 Mons", "7000", { en: "EPB C", nl: "EPB C", fr: "PEB C", de: "GEE-Klasse C" }],
    ["1300 Wavre", "1300", { en: "EPB C", nl: "EPB C", fr: "PEB C", de: "GEE-Klasse C" }],
    ["3000 Leuven", "3000", { en: "EPC C", nl: "EPC C", fr: "PEB C", de: "EPC-Klasse C" }],
  ] as const)("a card in %s", (_, zip, expected) => {
    for (const locale of ["en", "nl", "fr", "de"] as const) expect(card(locale, zip)).toBe(expected[locale]);
  });

  it.each([
    ["Flanders", "2000", { en: "EPC label C", nl: "EPC-label C", de: "Energieausweis (EPC) Klasse C" }],
    ["Brussels", "1050", { en: "EPB label C", nl: "EPB-label C", de: "Energieausweis (GEE) Klasse C" }],
    ["Wallonia", "4000", { en: "EPB label C", nl: "EPB-label C", de: "Energieausweis (GEE) Klasse C" }],
  ] as const)("the scale's caption in %s", (_, zip, expected) => {
    for (const locale of ["en", "nl", "de"] as const)
      expect(scale(locale, zip)).toMatch(new RegExp(`^${expected[locale].replace(/[()]/g, "\\$&")} `));
  });

  it("names no region where the postal code has none", () => {
    expect(epcRegion("")).toBe("other");
    expect(card("nl", "")).toBe("EPB C");
  });
});
