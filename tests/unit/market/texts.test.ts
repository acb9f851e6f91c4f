import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/i18n/locales";
import { marketTexts, type ShownMarket } from "@/lib/market/texts";
import type { MarketFigures } from "@/lib/rules/market";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import nl from "@/messages/nl.json";

// The block's words in the four languages: the figures of the year, what they are, and where the price stands.

const messages = { en, nl, fr, de };
const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

const ixelles: MarketFigures = {
  dwelling: "APARTMENTS",
  year: 2024,
  sales: 957,
  q1: 235_000,
  median: 340_000,
  q3: 451_000,
  insteadOf: null,
};

function texts(locale: Locale, given: Partial<ShownMarket> = {}, names = { fr: "Ixelles", nl: "Elsene" }) {
  const t = createTranslator({ locale, messages: messages[locale], namespace: "Market" });
  const municipality = locale === "nl" ? names.nl : names.fr;
  const market: ShownMarket = {
    shown: true,
    nisCode: "21009",
    municipality,
    home: "apartments",
    figures: ixelles,
    price: { amount: 395_000, band: "medianToQ3", at: 0.62, clamped: false },
    ...given,
  };
  const out = marketTexts(market, t, locale);
  return { ...out, sold: nbsp(out.sold), position: out.position && nbsp(out.position), title: nbsp(out.title) };
}

describe("the sentence of the figures", () => {
  it.each([
    [
      "en",
      "In Ixelles, 957 apartments were sold in 2024: half of them between €235,000 and €451,000, median €340,000.",
    ],
    [
      "fr",
      "À Ixelles, 957 appartements ont été vendus en 2024 : la moitié entre 235 000 € et 451 000 €, prix médian 340 000 €.",
    ],
    [
      "nl",
      "In Elsene werden 957 appartementen verkocht in 2024: de helft tussen € 235.000 en € 451.000, mediaanprijs € 340.000.",
    ],
    [
      "de",
      "In Ixelles wurden 957 Wohnungen im Jahr 2024 verkauft: die Hälfte zwischen 235.000 € und 451.000 €, Median 340.000 €.",
    ],
  ] as const)("%s", (locale, sentence) => {
    expect(texts(locale).sold).toBe(sentence);
  });

  it("counts with ICU plurals and names the façade kind of houses", () => {
    const one = { ...ixelles, sales: 1, dwelling: "HOUSES_OPEN" as const };
    expect(texts("en", { figures: one }).sold).toContain("1 house with four or more façades was sold");
    expect(texts("fr", { figures: one }).sold).toContain("1 maison quatre façades ou plus a été vendue");
    expect(texts("nl", { figures: one }).sold).toContain("werd 1 woning met vier of meer gevels verkocht");
    expect(texts("de", { figures: one }).sold).toContain("wurde 1 Haus mit vier oder mehr Fassaden im Jahr");
    const semi = { ...ixelles, sales: 1_234, dwelling: "HOUSES_CLOSED_SEMI" as const };
    expect(texts("fr", { figures: semi }).sold).toContain("1 234 maisons deux ou trois façades ont été vendues");
    expect(texts("nl", { figures: semi }).sold).toContain("werden 1.234 woningen met twee of drie gevels verkocht");
  });

  it("says French 'au' and 'aux' before a municipality named with Le or Les", () => {
    const lerœulx = texts("fr", {}, { fr: "Le Rœulx", nl: "Le Rœulx" });
    expect(lerœulx.sold).toMatch(/^Au Rœulx, 957/);
    expect(lerœulx.title).toBe("Prix de vente au Rœulx");
    expect(texts("fr", {}, { fr: "Les Bons Villers", nl: "" }).title).toBe("Prix de vente aux Bons Villers");
    expect(texts("fr", {}, { fr: "La Hulpe", nl: "" }).title).toBe("Prix de vente à La Hulpe");
    expect(texts("nl", {}, { fr: "", nl: "Le Rœulx" }).title).toBe("Verkoopprijzen in Le Rœulx");
  });
});

describe("what the figures are and where the price stands", () => {
  it.each(["en", "nl", "fr", "de"] as const)("%s says the year's registered sales, not a valuation", (locale) => {
    const { what } = texts(locale);
    expect(what).toContain("2024");
    expect(what).toMatch(/registered|geregistreerd|enregistrées|registrierten/);
    expect(what).toMatch(/not a valuation|geen schatting|pas une estimation|keine Bewertung/);
  });

  it.each([
    ["en", "aboveQ3", "The asking price, €600,000, is above the third quartile"],
    ["fr", "aboveQ3", "Le prix demandé, 600 000 €, est supérieur au troisième quartile"],
    ["nl", "belowQ1", "De vraagprijs, € 600.000, ligt onder het eerste kwartiel"],
    ["de", "q1ToMedian", "Der Angebotspreis, 600.000 €, liegt zwischen dem ersten Quartil und dem Median."],
    ["fr", "median", "Le prix demandé, 600 000 €, est égal au prix médian."],
  ] as const)("%s, %s", (locale, band, sentence) => {
    const out = texts(locale, { price: { amount: 600_000, band, at: 0.9, clamped: false } });
    expect(out.position).toContain(sentence);
    expect(out.band).toBe(band);
  });

  it("draws the scale with the quartiles at fixed quarters and labels it in one sentence", () => {
    const { scale } = texts("fr");
    expect(scale?.marks.map((m) => [m.key, m.at])).toEqual([
      ["q1", 0.25],
      ["median", 0.5],
      ["q3", 0.75],
    ]);
    expect(scale?.price.at).toBe(0.62);
    expect(nbsp(scale!.label)).toBe(
      "Échelle des prix de vente de 2024 : premier quartile 235 000 €, prix médian 340 000 €, troisième quartile 451 000 € ; prix demandé 395 000 €.",
    );
  });

  it("shows the figures without a position for a price on request, and says why a price before VAT is not placed", () => {
    const onRequest = texts("en", { price: { unplaced: "onRequest" } });
    expect([onRequest.position, onRequest.scale, onRequest.band]).toEqual([null, null, null]);
    expect(onRequest.sold).toContain("957 apartments");
    const exclVat = texts("nl", { price: { unplaced: "exclVat" } });
    expect(exclVat.scale).toBeNull();
    expect(exclVat.position).toBe(
      "Deze prijs is exclusief btw: hij wordt niet tussen deze prijzen van geregistreerde verkopen geplaatst.",
    );
  });

  it.each([
    ["en", "Too few houses with four or more façades were sold here in 2024"],
    ["fr", "Trop peu de maisons quatre façades ou plus ont été vendues ici en 2024"],
    ["nl", "Hier werden in 2024 te weinig woningen met vier of meer gevels verkocht"],
    ["de", "Hier wurden im Jahr 2024 zu wenige Häuser mit vier oder mehr Fassaden verkauft"],
  ] as const)("%s says when all houses' figures stand in for a façade kind", (locale, words) => {
    const out = texts(locale, { figures: { ...ixelles, dwelling: "HOUSES", insteadOf: "HOUSES_OPEN" } });
    expect(out.insteadOf).toContain(words);
    expect(texts(locale).insteadOf).toBeNull();
  });
});
