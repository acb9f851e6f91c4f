export type SiteLocale = "en" | "nl" | "fr" | "de";

const siteLocales: readonly SiteLocale[] = ["en", "nl", "fr", "de"];

// Accepts "nl" as well as "nl-BE"; anything unknown falls back to English.
export function siteLocale(locale: string): SiteLocale {
  const lang = String(locale).toLowerCase().split(/[-_]/)[0];
  return siteLocales.find((l) => l === lang) ?? "en";
}

export function belgianLocale(locale: string): `${SiteLocale}-BE` {
  return `${siteLocale(locale)}-BE`;
}
