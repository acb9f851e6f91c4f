import { describe, it, expect } from "vitest";
import { displayPrice, formatEuro, formatNumber, MARQUEE } from "../../../lib/rules";

const NBSP = "\u00a0";
const NNBSP = "\u202f";

describe("formatEuro", () => {
  it.each([
    [1250000, "en", "€1,250,000"],
    [1250000, "nl", `€${NBSP}1.250.000`],
    [1250000, "fr", `1${NNBSP}250${NNBSP}000${NBSP}€`],
    [1250000, "de", `1.250.000${NBSP}€`],
    [1250.5, "en", "€1,250.50"],
    [1250.5, "nl", `€${NBSP}1.250,50`],
    [1250.5, "fr", `1${NNBSP}250,50${NBSP}€`],
    [1250.5, "de", `1.250,50${NBSP}€`],
    [999.99, "nl", `€${NBSP}999,99`],
    [0, "nl", `€${NBSP}0`],
    [-0, "en", "€0"],
    [-1500, "nl", `€${NBSP}-1.500`],
    [-1500, "fr", `-1${NNBSP}500${NBSP}€`],
    [1250, "nl-BE", `€${NBSP}1.250`],
    [1250, "xx", "€1,250"],
  ])("%s in %s -> %j", (amount, locale, expected) => {
    expect(formatEuro(amount, locale)).toBe(expected);
  });

  it.each([NaN, Infinity, -Infinity, undefined, "1250", null, {}])("%s -> NaN", (value) => {
    expect(formatEuro(value as number, "nl")).toBe("NaN");
  });
});

describe("displayPrice", () => {
  const ignore = [MARQUEE.SOLD, MARQUEE.RENTED];

  it.each([
    ["plain price", { price: 350000 }, "nl", `€${NBSP}350.000`],
    ["plain price fr", { price: 350000 }, "fr", `350${NNBSP}000${NBSP}€`],
    ["sold marquee shows its name", { price: 350000, marquee: 3, marqueeName: "Verkocht" }, "nl", "Verkocht"],
    [
      "rented marquee wins over price on demand",
      { price: null, marquee: 4, marqueeName: "Loué", priceOnDemand: true },
      "fr",
      "Loué",
    ],
    ["ignored marquee without a name", { price: 350000, marquee: 3, marqueeName: null }, "nl", `€${NBSP}350.000`],
    ["ignored marquee with a blank name", { price: 350000, marquee: 3, marqueeName: "  " }, "nl", `€${NBSP}350.000`],
    ["marquee not on the list", { price: 350000, marquee: 1, marqueeName: "Te koop" }, "nl", `€${NBSP}350.000`],
    ["price on demand en", { price: 350000, priceOnDemand: true }, "en", "Price on request"],
    ["price on demand nl", { price: 350000, priceOnDemand: true }, "nl", "Prijs op aanvraag"],
    ["price on demand fr", { price: 350000, priceOnDemand: true }, "fr", "Prix sur demande"],
    ["price on demand de", { price: 350000, priceOnDemand: true }, "de", "Preis auf Anfrage"],
    ["null price", { price: null }, "nl", "Prijs op aanvraag"],
    ["NaN price", { price: NaN }, "fr", "Prix sur demande"],
    ["starting from en", { price: 250000, priceUnit: 7 }, "en", "From €250,000"],
    ["starting from nl", { price: 250000, priceUnit: 7 }, "nl", `Vanaf €${NBSP}250.000`],
    ["starting from fr", { price: 250000, priceUnit: 7 }, "fr", `À partir de 250${NNBSP}000${NBSP}€`],
    ["starting from de", { price: 250000, priceUnit: 7, priceUnitText: "ignored" }, "de", `Ab 250.000${NBSP}€`],
    ["unit text", { price: 1250, priceUnit: 2, priceUnitText: "/ maand" }, "nl", `€${NBSP}1.250 / maand`],
    ["unit text without unit", { price: 1250, priceUnitText: "/ mois" }, "fr", `1${NNBSP}250${NBSP}€ / mois`],
    ["blank unit text", { price: 1250, priceUnit: 2, priceUnitText: " " }, "nl", `€${NBSP}1.250`],
    ["unknown locale", { price: null }, "es", "Price on request"],
  ])("%s", (_, p, locale, expected) => {
    expect(displayPrice(p, locale, ignore)).toBe(expected);
  });
});

describe("formatNumber", () => {
  it.each([
    [92.5, "en", "92,5"],
    [1234.567, "nl", "1.234,57"],
    [1234.5, "fr", `1${NNBSP}234,5`],
    [2, "de", "2"],
  ])("%s in %s reads %s", (value, locale, expected) => {
    expect(formatNumber(value, locale)).toBe(expected);
  });
});
