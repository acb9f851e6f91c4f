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
