import { NextIntlClientProvider } from "next-intl";
import { createElement, type ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PurchaseCosts } from "@/components/property/purchase-costs";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import nl from "@/messages/nl.json";

// Issue 42: the cost box of a sale under the VAT regime says the price is before VAT and names the VAT it adds.

const messages = { en, nl, fr, de } as const;
type Locale = keyof typeof messages;
const NBSP = "\u00a0";
const NNBSP = "\u202f";

const render = (locale: Locale, vatRate: number | null) =>
  renderToStaticMarkup(
    createElement(
      NextIntlClientProvider,
      { locale, timeZone: "Europe/Brussels", messages: messages[locale] } as ComponentProps<
        typeof NextIntlClientProvider
      >,
      createElement(PurchaseCosts, { price: 465_000, region: "brussels", vatRate }),
    ),
  );

// 70 % of 465 000 € is the building's share by default (land 30 %): 21 % of 325 500 € is 68 355 €.
describe("the purchase-cost note of a new build", () => {
  it.each([
    ["fr", `Le prix est hors TVA${NNBSP}; la TVA de 21${NBSP}% sur la construction y ajoute 68${NNBSP}355${NBSP}€.`],
    ["nl", `De prijs is excl. btw; de btw van 21 % op het gebouw voegt er €${NBSP}68.355 aan toe.`],
    ["en", "The price is excl. VAT; VAT at 21 % on the building adds €68,355."],
    ["de", `Der Preis versteht sich zzgl. MwSt.; die MwSt. von 21 % auf das Gebäude kommt mit 68.355${NBSP}€ hinzu.`],
  ] as const)("%s names the VAT it adds", (locale, note) => {
    expect(render(locale, 0.21)).toContain(note);
  });

  it("counts 6 % where the regime says so, and says nothing of VAT under registration duties", () => {
    expect(render("en", 0.06)).toContain("VAT at 6 % on the building adds €19,530.");
    expect(render("en", 0.06)).toContain("VAT on the building (6 %)");
    expect(render("en", null)).not.toContain("VAT on the building");
    expect(render("en", null)).not.toContain("excl. VAT");
  });
});
