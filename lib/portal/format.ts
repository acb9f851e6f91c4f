import type { Locale } from "@/lib/i18n/locales";
import { belgianLocale } from "@/lib/rules/locale";

// Dates in the portal, as the owner reads them: Belgian conventions of their language, Brussels time.

export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(belgianLocale(locale), { dateStyle: "medium", timeZone: "Europe/Brussels" }).format(
    new Date(iso),
  );
}

export function formatDateTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(belgianLocale(locale), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Brussels",
  }).format(new Date(iso));
}

/** A calendar day ("2026-11-23") written short: "23/11". */
export function formatShortDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(belgianLocale(locale), { day: "numeric", month: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/** A calendar day written in full: "1 December 2026", "1 december 2026", "1er décembre 2026", "1. Dezember 2026". */
export function formatLongDay(day: string, locale: Locale): string {
  const parts = new Intl.DateTimeFormat(belgianLocale(locale), {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).formatToParts(new Date(`${day}T12:00:00Z`));
  // French writes the first of the month as an ordinal, which Intl does not.
  return parts.map((p) => (locale === "fr" && p.type === "day" && p.value === "1" ? "1er" : p.value)).join("");
}
