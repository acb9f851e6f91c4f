import { belgianLocale } from "./locale";

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
