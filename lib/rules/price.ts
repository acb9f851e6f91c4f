import type { Locale } from "@/lib/i18n/locales";
import { belgianLocale, siteLocale } from "./locale";

export const PRICE_UNIT_STARTING_FROM = 7;

export interface PriceInput {
  price: number | null;
  priceUnit?: number | null;
  priceUnitText?: string | null;
  marquee?: number | null;
  marqueeName?: string | null;
  priceOnDemand?: boolean | null;
}

const priceOnRequest: Record<Locale, string> = {
  en: "Price on request",
  nl: "Prijs op aanvraag",
  fr: "Prix sur demande",
  de: "Preis auf Anfrage",
};

const startingFrom: Record<Locale, string> = {
  en: "From",
  nl: "Vanaf",
  fr: "À partir de",
  de: "Ab",
};

function isFiniteNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

export function formatEuro(amount: number, locale: string): string {
  if (!isFiniteNumber(amount)) return "NaN";
  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(belgianLocale(locale), {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: "negative",
  }).format(amount);
}

/** A figure the Belgian way in every language (92,5; 1.234,57), at most two decimals. */
export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(belgianLocale(locale), { maximumFractionDigits: 2 }).format(value);
}

export function displayPrice(p: PriceInput, locale: string, marqueeIgnore: readonly number[]): string {
  const marqueeName = p.marqueeName?.trim();
  if (p.marquee != null && marqueeName && marqueeIgnore.includes(p.marquee)) return marqueeName;

  const lang = siteLocale(locale);
  // A broken price must not reach the page as "NaN".
  if (p.priceOnDemand || !isFiniteNumber(p.price)) return priceOnRequest[lang];

  const amount = formatEuro(p.price, locale);
  if (p.priceUnit === PRICE_UNIT_STARTING_FROM) return `${startingFrom[lang]} ${amount}`;
  const unitText = p.priceUnitText?.trim();
  return unitText ? `${amount} ${unitText}` : amount;
}
