import { describe, it, expect } from "vitest";
import { slugify } from "../../../lib/rules";

describe("slugify", () => {
  it.each([
    ["Villa 4 chambres à Liège", "villa-4-chambres-a-liege"],
    ["L'agence", "l-agence"],
    ["L’agence", "l-agence"],
    ["Mentions légales", "mentions-legales"],
    ["Straße", "strasse"],
    ["Ærø", "aero"],
    ["Cœur", "coeur"],
    ["Łódź", "lodz"],
    ["Façade & jardin", "facade-jardin"],
    ["  --Maison!  (à rénover)-- ", "maison-a-renover"],
    ["Appartement 120 m²", "appartement-120-m2"],
    ["Über Uns", "uber-uns"],
    ["Ÿpres  --  Ieper", "ypres-ieper"],
    ["!!!", ""],
    ["", ""],
  ])("%j -> %j", (name, expected) => {
    expect(slugify(name)).toBe(expected);
  });

  // Issue 44: a German title's umlauts read as German spells them without dots, not as a bare vowel.
  it.each([
    ["Möblierte Wohnung am Place Jourdan", "moeblierte-wohnung-am-place-jourdan"],
    ["Doppelhaushälfte mit großem Garten", "doppelhaushaelfte-mit-grossem-garten"],
    ["Über Uns", "ueber-uns"],
  ])("in German, %j -> %j", (name, expected) => {
    expect(slugify(name, "de")).toBe(expected);
  });
});
