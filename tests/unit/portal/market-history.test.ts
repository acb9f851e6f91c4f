import { NextIntlClientProvider } from "next-intl";
import { createElement, type ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { MarketHistory } from "@/components/portal/market-history";
import type { MarketDwelling, MarketYear } from "@/lib/types/market";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import nl from "@/messages/nl.json";

// Issue 43: the owner portal's line of a municipality's median price per year and the table beside it, in the
// owner's language, with the years Statbel did not publish left empty (a gap, never a zero).

const charted = vi.hoisted(() => ({ points: [] as { year: number; median: number | null }[] }));
vi.mock("@/components/portal/market-chart", () => ({
  MarketChart: (props: { points: { year: number; median: number | null }[] }) => {
    charted.points = props.points;
    return createElement("div", { "data-market-chart": "" });
  },
}));

const messages = { en, nl, fr, de } as const;
type Locale = keyof typeof messages;
const NBSP = "\u00a0";
const NNBSP = "\u202f";

// Ixelles' apartments as Statbel published them (data/statbel), and a year made up with nothing published.
const ixelles: MarketYear[] = [
  { year: 2010, sales: 728, median: 205_000, q1: 145_000, q3: 280_560 },
  { year: 2023, sales: 853, median: 335_000, q1: 248_000, q3: 440_000 },
  { year: 2024, sales: 957, median: 340_000, q1: 235_000, q3: 451_000 },
];
const withGap: MarketYear[] = [
  { year: 2022, sales: 4, median: 180_000, q1: 150_000, q3: 210_000 },
  { year: 2023, sales: 2, median: null, q1: null, q3: null },
  { year: 2024, sales: 5, median: 195_000, q1: 170_000, q3: 230_000 },
];

const markup = (locale: Locale, years: MarketYear[], dwelling: MarketDwelling = "APARTMENTS", name = "Ixelles") =>
  renderToStaticMarkup(
    createElement(
      NextIntlClientProvider,
      { locale, timeZone: "Europe/Brussels", messages: messages[locale] } as ComponentProps<
        typeof NextIntlClientProvider
      >,
      createElement(MarketHistory, { municipality: name, dwelling, years, locale }),
    ),
  );

/** The markup with React's escaped apostrophes read back. */
const render = (...args: Parameters<typeof markup>) => markup(...args).replaceAll("&#x27;", "'");

/** The table's rows as text, cell by cell. */
function rows(html: string): string[][] {
  const body = html.slice(html.indexOf("<tbody>"), html.indexOf("</tbody>"));
  return [...body.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map(([, row]) =>
    [...row!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map(([, cell]) => cell!.replace(/<[^>]+>/g, "")),
  );
}

beforeEach(() => {
  charted.points = [];
});

describe("the municipality's yearly sale prices in the owner portal", () => {
  it("gives every year's sales, quartiles and median in French, under a caption naming the place, kind and years", () => {
    const html = render("fr", ixelles);
    expect(html).toContain(`Ixelles${NBSP}: prix médian des appartements vendus, 2010–2024`);
    expect(html).toContain(`Ixelles${NBSP}: ventes d'appartements et leurs prix par année, 2010–2024`);
    expect(rows(html)).toEqual([
      ["2010", "728", `145${NNBSP}000${NBSP}€`, `205${NNBSP}000${NBSP}€`, `280${NNBSP}560${NBSP}€`],
      ["2023", "853", `248${NNBSP}000${NBSP}€`, `335${NNBSP}000${NBSP}€`, `440${NNBSP}000${NBSP}€`],
      ["2024", "957", `235${NNBSP}000${NBSP}€`, `340${NNBSP}000${NBSP}€`, `451${NNBSP}000${NBSP}€`],
    ]);
    expect(html).toContain(`Source${NBSP}: Statbel, ventes enregistrées de 2010 à 2024 (licence CC BY 4.0).`);
  });

  it("speaks Dutch to a Dutch-speaking owner, with the façades of the kind of house", () => {
    const html = render("nl", ixelles, "HOUSES_CLOSED_SEMI", "Schaarbeek");
    expect(html).toContain("Schaarbeek: mediaanprijs van verkochte woningen met twee of drie gevels, 2010–2024");
    expect(html).toMatch(/<th scope="col"[^>]*>Eerste kwartiel<\/th>/);
    expect(rows(html)[2]).toEqual(["2024", "957", `€${NBSP}235.000`, `€${NBSP}340.000`, `€${NBSP}451.000`]);
    expect(html).toContain("Bron: Statbel, verkopen geregistreerd van 2010 tot 2024 (licentie CC BY 4.0).");
  });

  it.each(["en", "nl", "fr", "de"] as const)("names each kind of dwelling in %s", (locale) => {
    const titles = (["APARTMENTS", "HOUSES", "HOUSES_CLOSED_SEMI", "HOUSES_OPEN"] as const).map(
      (d) => render(locale, ixelles, d).match(/<h3[^>]*>(.*?)<\/h3>/)![1],
    );
    expect(new Set(titles).size).toBe(4);
    for (const title of titles) expect(title).toMatch(/^Ixelles\u00a0?: \S.+, 2010–2024$/);
  });

  it("leaves a year Statbel did not publish empty in the table and as a gap in the line, never as zero", () => {
    const html = render("en", withGap);
    expect(rows(html)[1]).toEqual(["2023", "2", "–not published", "–not published", "–not published"]);
    expect(html).toContain("–: not published by Statbel (too few sales that year); the line breaks there.");
    expect(charted.points).toEqual([
      { year: 2022, median: 180_000 },
      { year: 2023, median: null },
      { year: 2024, median: 195_000 },
    ]);
    expect(render("en", ixelles)).not.toContain("not published");
  });

  it("draws the line for sighted readers only, and shows nothing without a year", () => {
    expect(render("en", ixelles)).toContain("data-market-chart");
    expect(charted.points.map((p) => p.median)).toEqual([205_000, 335_000, 340_000]);
    expect(render("en", [])).toBe("");
  });
});
