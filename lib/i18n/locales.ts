export const locales = ["en", "nl", "fr", "de"] as const;
export type Locale = (typeof locales)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** The language names as their speakers write them, for the language switcher. */
export const localeNames: Record<Locale, string> = { en: "English", nl: "Nederlands", fr: "Français", de: "Deutsch" };

/** A record's slug per language, from its translation rows (a language without a row is absent). */
export function slugsByLocale(rows: { locale: Locale; slug: string }[]): Partial<Record<Locale, string>> {
  return Object.fromEntries(rows.map((row) => [row.locale, row.slug]));
}
