import { describe, expect, it } from "vitest";
import {
  askingPrice,
  comparablePrice,
  displayPrice,
  estimatedValueText,
  formatPricePerM2,
  MARQUEE,
  projectFromPrice,
  type PriceInput,
  type PriceTerms,
} from "@/lib/rules";

// Issue 42: every price says what the buyer or tenant pays, in the words of the glossary of each language.
const NBSP = "\u00a0";
const NNBSP = "\u202f";
const none: PriceTerms = { vatRegime: null, viager: null, chargesRenter: null };
const ignore = [MARQUEE.SOLD, MARQUEE.RENTED];

const newBuild: PriceInput = { goal: 0, price: 465_000, priceTerms: { ...none, vatRegime: "VAT_21" } };
const viager: PriceInput = {
  goal: 0,
  price: 520_000,
  priceTerms: { ...none, viager: { bouquet: 60_000, monthlyRent: 950, indexed: true, maxDurationYears: null } },
};
const rental: PriceInput = {
  goal: 1,
  price: 1_150,
  priceUnit: 1,
  priceUnitText: "/ month",
  priceTerms: { ...none, chargesRenter: 95 },
};

describe("a sale under the VAT regime says its price is before VAT", () => {
  it.each([
    ["en", "€465,000 excl. VAT"],
    ["nl", `€${NBSP}465.000 excl. btw`],
    ["fr", `465${NNBSP}000${NBSP}€ hors TVA`],
    ["de", `465.000${NBSP}€ zzgl. MwSt.`],
  ])("%s: %s", (locale, expected) => {
    expect(displayPrice(newBuild, locale, ignore)).toBe(expected);
  });

  it("at 6 % as at 21 %, and not under registration duties", () => {
    expect(displayPrice({ ...newBuild, priceTerms: { ...none, vatRegime: "VAT_6" } }, "en", ignore)).toBe(
      "€465,000 excl. VAT",
    );
    expect(displayPrice({ ...newBuild, priceTerms: { ...none, vatRegime: "REGISTRATION_DUTIES" } }, "en", ignore)).toBe(
      "€465,000",
    );
  });

  it("a project's lowest price too: À partir de 362 000 € hors TVA", () => {
    const project = projectFromPrice({ fromPrice: 362_000, priceTerms: { ...none, vatRegime: "VAT_21" } });
    expect(displayPrice(project, "fr", [])).toBe(`À partir de 362${NNBSP}000${NBSP}€ hors TVA`);
    expect(displayPrice(project, "nl", [])).toBe(`Vanaf €${NBSP}362.000 excl. btw`);
  });
});

describe("a viager's headline is what the buyer pays: the bouquet and the monthly annuity", () => {
  it.each([
    ["en", `Bouquet €60,000 + €950${NBSP}/${NBSP}month (indexed annuity)`],
    ["nl", `Boeket €${NBSP}60.000 + €${NBSP}950${NBSP}/${NBSP}maand (geïndexeerde rente)`],
    ["fr", `Bouquet 60${NNBSP}000${NBSP}€ + 950${NBSP}€${NBSP}/${NBSP}mois (rente indexée)`],
    ["de", `Bouquet 60.000${NBSP}€ + 950${NBSP}€${NBSP}/${NBSP}Monat (indexierte Rente)`],
  ])("%s: %s", (locale, expected) => {
    expect(displayPrice(viager, locale, ignore)).toBe(expected);
  });

  it("with the annuity's maximum duration where given, and either part alone", () => {
    const terms = viager.priceTerms!.viager!;
    const capped = { ...viager, priceTerms: { ...none, viager: { ...terms, maxDurationYears: 15 } } };
    expect(displayPrice(capped, "fr", ignore)).toBe(
      `Bouquet 60${NNBSP}000${NBSP}€ + 950${NBSP}€${NBSP}/${NBSP}mois (rente indexée, 15 ans max.)`,
    );
    const rentOnly = { ...viager, priceTerms: { ...none, viager: { ...terms, bouquet: null, indexed: false } } };
    expect(displayPrice(rentOnly, "en", ignore)).toBe(`€950${NBSP}/${NBSP}month`);
    const bouquetOnly = { ...viager, priceTerms: { ...none, viager: { ...terms, monthlyRent: 0, indexed: null } } };
    expect(displayPrice(bouquetOnly, "de", ignore)).toBe(`Bouquet 60.000${NBSP}€`);
  });

  it("never shows its market value as the price: that is labelled as the estimated value", () => {
    expect(estimatedValueText(viager, "fr")).toBe(`Valeur vénale estimée 520${NNBSP}000${NBSP}€`);
    expect(estimatedValueText(viager, "nl")).toBe(`Geschatte marktwaarde €${NBSP}520.000`);
    expect(estimatedValueText(viager, "en")).toBe("Estimated market value €520,000");
    expect(estimatedValueText(viager, "de")).toBe(`Geschätzter Verkehrswert 520.000${NBSP}€`);
    expect(estimatedValueText(newBuild, "fr")).toBeNull();
  });

  it("has no single price to rank or divide by m², and none at all when its terms are hidden", () => {
    expect(comparablePrice(viager)).toBeNull();
    expect(comparablePrice(newBuild)).toBe(465_000);
    const hidden = {
      ...viager,
      priceTerms: { ...none, viager: { ...viager.priceTerms!.viager!, bouquet: null, monthlyRent: null } },
    };
    expect(askingPrice(hidden, ignore)).toEqual({ kind: "onRequest" });
    expect(displayPrice({ ...viager, priceOnDemand: true }, "nl", ignore)).toBe("Prijs op aanvraag");
  });
});

describe("a rent states its period and the tenant's monthly charges", () => {
  it.each([
    ["en", `€1,150${NBSP}/${NBSP}month + €95 charges${NBSP}/${NBSP}month`],
    ["nl", `€${NBSP}1.150${NBSP}/${NBSP}maand + €${NBSP}95 lasten${NBSP}/${NBSP}maand`],
    ["fr", `1${NNBSP}150${NBSP}€${NBSP}/${NBSP}mois + 95${NBSP}€ de charges${NBSP}/${NBSP}mois`],
    ["de", `1.150${NBSP}€${NBSP}/${NBSP}Monat + 95${NBSP}€ Nebenkosten${NBSP}/${NBSP}Monat`],
  ])("%s: %s", (locale, expected) => {
    expect(displayPrice(rental, locale, ignore)).toBe(expected);
  });

  it("says its period from the site's words, whatever unit text the record holds, and no charges it lacks", () => {
    const bare = { ...rental, priceUnit: null, priceUnitText: null, priceTerms: none };
    expect(displayPrice(bare, "fr", ignore)).toBe(`1${NNBSP}150${NBSP}€${NBSP}/${NBSP}mois`);
    expect(displayPrice({ ...rental, priceUnitText: "/ maand" }, "de", ignore)).toBe(
      `1.150${NBSP}€${NBSP}/${NBSP}Monat + 95${NBSP}€ Nebenkosten${NBSP}/${NBSP}Monat`,
    );
  });

  it("a rent per m² carries its period; a sale's does not", () => {
    expect(formatPricePerM2(20, 1, "fr")).toBe(`20${NBSP}€/m²${NBSP}/${NBSP}mois`);
    expect(formatPricePerM2(20, 1, "nl")).toBe(`€${NBSP}20/m²${NBSP}/${NBSP}maand`);
    expect(formatPricePerM2(4_935, 0, "en")).toBe("€4,935/m²");
  });

  it("a rented listing still shows its marquee's name instead", () => {
    expect(displayPrice({ ...rental, marquee: MARQUEE.RENTED, marqueeName: "Loué" }, "fr", ignore)).toBe("Loué");
  });
});
