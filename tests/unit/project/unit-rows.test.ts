import { NextIntlClientProvider } from "next-intl";
import { createElement, type ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { UnitTable } from "@/components/project/unit-table";
import type { ProjectUnitRow } from "@/lib/types/project";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import nl from "@/messages/nl.json";

// The price list on a phone (issue 44): each lot a short stacked row with its own code, its figures in
// words, its price as the server wrote it and its state; a lot sold as a listing of its own links there.

const messages = { en, nl, fr, de } as const;
type Locale = keyof typeof messages;

const lot = (id: number, reference: string, rest: Partial<ProjectUnitRow>): ProjectUnitRow => ({
  id,
  reference,
  floor: 3,
  surface: 92,
  bedrooms: 2,
  price: 465_000,
  status: "AVAILABLE",
  plans: [],
  property: null,
  ...rest,
});
const units = [
  lot(1, "PRJ-101-A07", {}),
  lot(2, "PRJ-101-A01", { floor: 0, bedrooms: 1, surface: 55, status: "SOLD" }),
  lot(3, "PRJ-101-S01", { floor: 1, bedrooms: 0, surface: 38, status: "OPTION" }),
];

const phoneList = (locale: Locale) => {
  const html = renderToStaticMarkup(
    createElement(
      NextIntlClientProvider,
      { locale, timeZone: "Europe/Brussels", messages: messages[locale] } as ComponentProps<
        typeof NextIntlClientProvider
      >,
      createElement(UnitTable, {
        project: "Les Jardins de la Cambre",
        units,
        prices: ["465 000 € hors TVA", "315 000 € hors TVA", "210 000 € hors TVA"],
        links: ["/fr/a-vendre/ixelles/appartement-neuf/2001/", null, null],
      }),
    ),
  );
  const list = /<ul[^>]*tablet:hidden[^>]*>.*?<\/ul>/s.exec(html)?.[0] ?? "";
  return [...list.matchAll(/<li[^>]*>(.*?)<\/li>/gs)].map((m) => m[1]!.replace(/<[^>]+>/g, " ").replace(/\s+/g, " "));
};

describe("the price list on a phone", () => {
  it.each([
    ["fr", ["Rez · 1 chambre · 55 m²", "Étage 1 · studio · 38 m²", "Étage 3 · 2 chambres · 92 m²"]],
    ["nl", ["Gelijkvloers · 1 slaapkamer · 55 m²", "Verdieping 1 · studio · 38 m²", "Verdieping 3 · 2 slaapkamers"]],
    ["en", ["Ground floor · 1 bedroom · 55 m²", "Floor 1 · studio · 38 m²", "Floor 3 · 2 bedrooms · 92 m²"]],
    ["de", ["EG · 1 Schlafzimmer · 55 m²", "Etage 1 · Studio · 38 m²", "Etage 3 · 2 Schlafzimmer · 92 m²"]],
  ] as const)("(%s) lists every lot by floor with its figures in words", (locale, figures) => {
    const rows = phoneList(locale);
    expect(rows).toHaveLength(3);
    figures.forEach((words, i) => expect(rows[i]).toContain(words));
  });

  it("shows each lot's own code, price and state (a sold lot its state alone), and links a lot with a listing to it", () => {
    const rows = phoneList("fr");
    expect(rows[0]).toMatch(/^ PRJ-101-A01 .* 55 m² Vendu $/);
    expect(rows[0]).not.toContain("315");
    expect(rows[2]).toMatch(/^ PRJ-101-A07 .* 465 000 € hors TVA Disponible $/);
    expect(rows[1]).toContain("Sous option");
  });

  it("keeps a lot's code on one line and makes the whole row lead to its listing", () => {
    const html = renderToStaticMarkup(
      createElement(
        NextIntlClientProvider,
        { locale: "fr", timeZone: "Europe/Brussels", messages: fr } as ComponentProps<typeof NextIntlClientProvider>,
        createElement(UnitTable, { project: "Cambre", units: [units[0]!], prices: ["465 000 €"], links: ["/fr/x/"] }),
      ),
    );
    expect(html).toContain(
      '<p data-lot="true" class="font-semibold whitespace-nowrap"><a href="/fr/x/" class="text-brand-700 underline after:absolute after:inset-0">PRJ-101-A07</a></p>',
    );
    expect(html).toMatch(/<th scope="row" class="[^"]*whitespace-nowrap[^"]*"><a href="\/fr\/x\/"/);
    expect(html).toContain('<span class="whitespace-nowrap">92 m²</span>');
  });
});
