import type { createTranslator } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { SCALE, type PriceBand } from "@/lib/rules/market";
import { formatEuro } from "@/lib/rules/price";
import type { MarketContext } from "./context";

// The words of "where this price stands", from the composed context: one place for the page's block, its graphic's
// label and the portal, so each says the same thing in the visitor's language.

export type MarketTranslator = ReturnType<typeof createTranslator<IntlMessages, "Market">>;
type IntlMessages = import("next-intl").Messages;

export type ShownMarket = Extract<MarketContext, { shown: true }>;

export interface MarketTexts {
  title: string;
  sold: string;
  insteadOf: string | null;
  what: string;
  /** Where the asking price stands, or why it is not placed; null for a price on request. */
  position: string | null;
  band: PriceBand | null;
  /** The graphic: its label for screen readers, its marks and the asking price's place, or null without one. */
  scale: {
    label: string;
    marks: { key: "q1" | "median" | "q3"; at: number; name: string; value: string }[];
    price: { at: number; name: string; value: string };
  } | null;
}

/** "Le Rœulx" → the French "au Rœulx": the article the name begins with, for the messages' select. */
function article(name: string): { article: string; rest: string } {
  const found = /^(le|les)\s+(.+)$/i.exec(name);
  return found ? { article: found[1]!.toLowerCase(), rest: found[2]! } : { article: "none", rest: name };
}

export function marketTexts(m: ShownMarket, t: MarketTranslator, locale: Locale): MarketTexts {
  const euro = (n: number) => formatEuro(n, locale);
  const { figures: f } = m;
  const place = { municipality: m.municipality, ...article(m.municipality) };
  const values = { q1: euro(f.q1), median: euro(f.median), q3: euro(f.q3), year: String(f.year) };
  const placed = "amount" in m.price ? m.price : null;
  const unplaced = "unplaced" in m.price ? m.price.unplaced : null;
  return {
    title: t("title", place),
    sold: t(`sold.${f.dwelling}`, { ...place, ...values, sales: f.sales }),
    insteadOf: f.insteadOf ? t("insteadOf", { dwelling: f.insteadOf, year: values.year }) : null,
    what: t("what", { year: values.year }),
    band: placed?.band ?? null,
    position: placed
      ? t(`band.${placed.band}`, { price: euro(placed.amount) })
      : unplaced === "exclVat" || unplaced === "from"
        ? t(`unplaced.${unplaced}`)
        : null,
    scale: placed && {
      label: t("scale", { ...values, price: euro(placed.amount) }),
      marks: (["q1", "median", "q3"] as const).map((key) => ({
        key,
        at: SCALE[key],
        name: t(`scaleLabels.${key}`),
        value: values[key],
      })),
      price: { at: placed.at, name: t("scaleLabels.price"), value: euro(placed.amount) },
    },
  };
}
