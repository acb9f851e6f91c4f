import type { Locale } from "@/lib/i18n/locales";
import { siteLocale } from "./locale";
import { formatEuro } from "./price";

// What a buyer or a tenant pays, said the same way wherever a price appears (cards, pages, map, mails, JSON-LD):
// a sale under the VAT regime says its price is before VAT, a viager states its bouquet and monthly annuity
// (its price is the estimated market value), a rent states its period and the tenant's monthly charges.
// A rent is monthly (docs/crm-feed.md: Price is the monthly rent when Goal is not 0), so its period comes from
// here in every language, never from the record's PriceUnitText.

export const PRICE_UNIT_STARTING_FROM = 7;

export type VatRegimeCode = "REGISTRATION_DUTIES" | "VAT_21" | "VAT_6";

/** The annuity a viager's buyer pays. */
export interface ViagerTerms {
  bouquet: number | null;
  monthlyRent: number | null;
  indexed: boolean | null;
  maxDurationYears: number | null;
}

/** The record's fields beyond its price that change what is paid. */
export interface PriceTerms {
  vatRegime: VatRegimeCode | null;
  /** Set for a life-annuity sale (ContractType LIFE_ANNUITY) only. */
  viager: ViagerTerms | null;
  chargesRenter: number | null;
}

export interface PriceInput {
  goal?: number;
  price: number | null;
  priceUnit?: number | null;
  priceUnitText?: string | null;
  marquee?: number | null;
  marqueeName?: string | null;
  priceOnDemand?: boolean | null;
  priceTerms?: PriceTerms | null;
}

export type AskingPrice =
  | { kind: "named"; text: string }
  | { kind: "onRequest" }
  | { kind: "sale"; amount: number; from: boolean; exclVat: boolean; unitText: string | null }
  | { kind: "rent"; amount: number; from: boolean; charges: number | null }
  | { kind: "viager"; bouquet: number | null; rent: number | null; indexed: boolean; maxYears: number | null };

const isAmount = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
const positive = (value: number | null | undefined): number | null => (isAmount(value) && value > 0 ? value : null);

/** The VAT a sale under the VAT regime adds to its price on the building; null under registration duties. */
export function vatRate(terms: PriceTerms | null | undefined): number | null {
  return terms?.vatRegime === "VAT_21" ? 0.21 : terms?.vatRegime === "VAT_6" ? 0.06 : null;
}

const isVatRegime = (terms: PriceTerms | null | undefined): boolean => vatRate(terms) !== null;

/** What the listing asks, before words: the one decision every price text is written from. */
export function askingPrice(p: PriceInput, marqueeIgnore: readonly number[]): AskingPrice {
  const marqueeName = p.marqueeName?.trim();
  if (p.marquee != null && marqueeName && marqueeIgnore.includes(p.marquee))
    return { kind: "named", text: marqueeName };
  const terms = p.priceTerms ?? null;
  const viager = terms?.viager;
  if (viager && !p.priceOnDemand) {
    const bouquet = positive(viager.bouquet);
    const rent = positive(viager.monthlyRent);
    if (bouquet === null && rent === null) return { kind: "onRequest" };
    return { kind: "viager", bouquet, rent, indexed: viager.indexed === true, maxYears: viager.maxDurationYears };
  }
  // A broken price must not reach the page as "NaN".
  if (p.priceOnDemand || !isAmount(p.price)) return { kind: "onRequest" };
  const from = p.priceUnit === PRICE_UNIT_STARTING_FROM;
  if (p.goal !== undefined && p.goal !== 0)
    return { kind: "rent", amount: p.price, from, charges: positive(terms?.chargesRenter) };
  return {
    kind: "sale",
    amount: p.price,
    from,
    exclVat: isVatRegime(terms),
    unitText: p.priceUnitText?.trim() || null,
  };
}

interface Words {
  onRequest: string;
  from: string;
  exclVat: string;
  month: string;
  charges: string;
  bouquet: string;
  indexed: string;
  maxYears: (years: string) => string;
  estimatedValue: string;
}

const words: Record<Locale, Words> = {
  en: {
    onRequest: "Price on request",
    from: "From",
    exclVat: "excl. VAT",
    month: "/ month",
    charges: "charges",
    bouquet: "Bouquet",
    indexed: "indexed annuity",
    maxYears: (years) => `max. ${years} years`,
    estimatedValue: "Estimated market value",
  },
  nl: {
    onRequest: "Prijs op aanvraag",
    from: "Vanaf",
    exclVat: "excl. btw",
    month: "/ maand",
    charges: "lasten",
    bouquet: "Boeket",
    indexed: "geïndexeerde rente",
    maxYears: (years) => `max. ${years} jaar`,
    estimatedValue: "Geschatte marktwaarde",
  },
  fr: {
    onRequest: "Prix sur demande",
    from: "À partir de",
    exclVat: "hors TVA",
    month: "/ mois",
    charges: "de charges",
    bouquet: "Bouquet",
    indexed: "rente indexée",
    maxYears: (years) => `${years} ans max.`,
    estimatedValue: "Valeur vénale estimée",
  },
  de: {
    onRequest: "Preis auf Anfrage",
    from: "Ab",
    exclVat: "zzgl. MwSt.",
    month: "/ Monat",
    charges: "Nebenkosten",
    bouquet: "Bouquet",
    indexed: "indexierte Rente",
    maxYears: (years) => `max. ${years} Jahre`,
    estimatedValue: "Geschätzter Verkehrswert",
  },
};

/** "950 € / mois", on one line: a phone's card never leaves "/ mois" alone on the next one. */
function monthly(what: string, locale: string): string {
  return `${what}\u00a0${words[siteLocale(locale)].month.replace(" ", "\u00a0")}`;
}

/** A monthly amount, as a rent, charges or an annuity are stated everywhere: "1 350 € / mois". */
export function formatPerMonth(amount: number, locale: string): string {
  return monthly(formatEuro(amount, locale), locale);
}

/** The statement in a language: "465 000 € hors TVA", "1 150 € / mois + 95 € de charges / mois", … */
export function formatAskingPrice(a: AskingPrice, locale: string): string {
  const w = words[siteLocale(locale)];
  const euro = (n: number) => formatEuro(n, locale);
  const perMonth = (what: string) => monthly(what, locale);
  switch (a.kind) {
    case "named":
      return a.text;
    case "onRequest":
      return w.onRequest;
    case "sale": {
      // "Starting from" replaces the record's unit text; "excl. VAT" is said either way.
      const suffix = a.exclVat ? w.exclVat : a.from ? null : a.unitText;
      const amount = suffix ? `${euro(a.amount)} ${suffix}` : euro(a.amount);
      return a.from ? `${w.from} ${amount}` : amount;
    }
    case "rent": {
      const rent = `${a.from ? `${w.from} ` : ""}${perMonth(euro(a.amount))}`;
      return a.charges === null ? rent : `${rent} + ${euro(a.charges)} ${perMonth(w.charges)}`;
    }
    case "viager": {
      const parts = [
        a.bouquet === null ? null : `${w.bouquet} ${euro(a.bouquet)}`,
        a.rent === null ? null : perMonth(euro(a.rent)),
      ].filter(Boolean);
      const terms = [a.indexed ? w.indexed : null, a.maxYears ? w.maxYears(String(a.maxYears)) : null].filter(Boolean);
      return terms.length > 0 ? `${parts.join(" + ")} (${terms.join(", ")})` : parts.join(" + ");
    }
  }
}

export function displayPrice(p: PriceInput, locale: string, marqueeIgnore: readonly number[]): string {
  return formatAskingPrice(askingPrice(p, marqueeIgnore), locale);
}

/** A viager's price is the market value the agency estimates, not what the buyer pays: it is labelled so. */
export function estimatedValueText(p: PriceInput, locale: string): string | null {
  if (!p.priceTerms?.viager || p.priceOnDemand || !isAmount(p.price)) return null;
  return `${words[siteLocale(locale)].estimatedValue} ${formatEuro(p.price, locale)}`;
}

/** A price per m² with a rent's period: "20 €/m² / mois"; a sale's stays "4 935 €/m²". */
export function formatPricePerM2(amount: number, goal: number, locale: string): string {
  const perM2 = `${formatEuro(amount, locale)}/m²`;
  return goal === 0 ? perM2 : monthly(perM2, locale);
}

/**
 * The amount a listing's price per m², its "price lowered" and a comparison rank on: the asked price, or null where
 * no one amount says what is paid (a viager: its price is an estimated value, its cost a bouquet and an annuity).
 */
export function comparablePrice(p: PriceInput): number | null {
  if (p.priceTerms?.viager || p.priceOnDemand || !isAmount(p.price)) return null;
  return p.price;
}

/** A project's lowest price, stated as its listings' are: "À partir de 362 000 € hors TVA". */
export function projectFromPrice(p: { fromPrice: number | null; priceTerms: PriceTerms }): PriceInput {
  return { goal: 0, price: p.fromPrice, priceUnit: PRICE_UNIT_STARTING_FROM, priceTerms: p.priceTerms };
}
