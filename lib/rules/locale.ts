import { locales, type Locale } from "@/lib/i18n/locales";

// Accepts "nl" as well as "nl-BE"; anything unknown falls back to English.
export function siteLocale(locale: string): Locale {
  const lang = String(locale).toLowerCase().split(/[-_]/)[0];
  return locales.find((l) => l === lang) ?? "en";
}

export function belgianLocale(locale: string): `${Locale}-BE` {
  return `${siteLocale(locale)}-BE`;
}
