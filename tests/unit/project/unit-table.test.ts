import { NextIntlClientProvider } from "next-intl";
import { createElement, type ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { compareUnits } from "@/components/project/unit-order";
import { UnitTable } from "@/components/project/unit-table";
import type { ProjectUnitRow } from "@/lib/types/project";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import nl from "@/messages/nl.json";

// A project's price list when its lines are unit properties that lack a figure (no floor, no surface, no
// bedroom count, no published price): a dash with words for screen readers, last in any order, and the
// reference linked to the unit's own page.

const messages = { en, nl, fr, de } as const;
type Locale = keyof typeof messages;

const unit = (reference: string, rest: Partial<ProjectUnitRow>): ProjectUnitRow => ({
  id: reference.length,
  reference,
  floor: null,
  surface: null,
  bedrooms: null,
  price: null,
  status: "AVAILABLE",
  plans: [],
  property: null,
  ...rest,
});
const a12 = unit("ATR-2045", { id: 1, floor: 1, surface: 84, bedrooms: 2, price: 289_000 });
const gf = unit("ATR-2044", { id: 2, floor: 0, surface: 61, bedrooms: 1, price: 240_000, status: "SOLD" });
const bare = unit("ATR-2047", { id: 3 });
const bare2 = unit("ATR-2046", { id: 4 });

const order = (column: Parameters<typeof compareUnits>[0], descending: boolean) =>
  [bare, a12, bare2, gf].sort(compareUnits(column, descending)).map((u) => u.reference);

describe("the price list's order", () => {
  it.each([
    ["floor", false, ["ATR-2044", "ATR-2045", "ATR-2046", "ATR-2047"]],
    ["floor", true, ["ATR-2045", "ATR-2044", "ATR-2046", "ATR-2047"]],
    ["price", false, ["ATR-2044", "ATR-2045", "ATR-2046", "ATR-2047"]],
    ["price", true, ["ATR-2045", "ATR-2044", "ATR-2046", "ATR-2047"]],
    ["surface", true, ["ATR-2045", "ATR-2044", "ATR-2046", "ATR-2047"]],
    ["status", false, ["ATR-2045", "ATR-2046", "ATR-2047", "ATR-2044"]],
  ] as const)("by %s (descending: %s) puts a unit without the figure last", (column, descending, expected) => {
    expect(order(column, descending)).toEqual(expected);
  });
});

const render = (locale: Locale) =>
  renderToStaticMarkup(
    createElement(
      NextIntlClientProvider,
      { locale, timeZone: "Europe/Brussels", messages: messages[locale] } as ComponentProps<
        typeof NextIntlClientProvider
      >,
      createElement(UnitTable, {
        project: "Residentie Kouter",
        units: [bare, a12],
        prices: ["Prix sur demande", "289 000 €"],
        links: ["/fr/a-vendre/leuven/appartement-atr-2047/3/", null],
      }),
    ),
  );

describe("a price list line without some figures", () => {
  it.each(Object.keys(messages) as Locale[])("(%s) shows a dash, and says so to a screen reader", (locale) => {
    const html = render(locale);
    const row = /<tr[^>]*>(?:(?!<\/tr>).)*ATR-2047.*?<\/tr>/s.exec(html)?.[0] ?? "";
    const notGiven = `<span aria-hidden="true">—</span><span class="sr-only">${messages[locale].Projects.notGiven}</span>`;
    // Floor, surface and bedrooms; the price cell has the text it was given.
    expect(row.split(notGiven)).toHaveLength(4);
    expect(row).toContain("Prix sur demande");
  });

  it("links a unit property's reference to its own page, and leaves a project's own unit as text", () => {
    const html = render("fr");
    expect(html).toContain(
      '<a href="/fr/a-vendre/leuven/appartement-atr-2047/3/" class="text-brand-700 underline">ATR-2047</a>',
    );
    expect(html).toMatch(/<th scope="row"[^>]*>ATR-2045<\/th>/);
  });

  it("shows no price for a sold unit, even one the server was handed a price for: its state instead (spec §9)", () => {
    const html = renderToStaticMarkup(
      createElement(
        NextIntlClientProvider,
        { locale: "en", timeZone: "Europe/Brussels", messages: en } as ComponentProps<typeof NextIntlClientProvider>,
        createElement(UnitTable, {
          project: "Kouter",
          units: [unit("ATR-2048", { floor: 2, surface: 70, bedrooms: 2, price: 240_000, status: "SOLD" })],
          prices: ["€ 240,000 excl. VAT"],
          links: [null],
        }),
      ),
    );
    expect(html).not.toContain("240");
    expect(html).toMatch(
      /<td class="px-3 py-2 font-semibold whitespace-nowrap"><span aria-hidden="true">—<\/span><span class="sr-only">Sold<\/span><\/td>/,
    );
  });
});
