import type { Locale } from "@/lib/i18n/locales";

// A Brussels street has a French and a Dutch name ("Rue Josaphat" is "Josafatstraat"): the record's `street`
// is one of them, and `streetNl` or `streetFr` may give the other. A Dutch page shows the Dutch name, a
// French page the French one, and English and German pages the record's, as the agency's own address does
// (lib/agency.ts). The town's name is localized apart (lib/rules/city-name.ts).

export interface StreetNames {
  street: string | null;
  streetNl?: string | null;
  streetFr?: string | null;
}

/** The street's name as a reader of the language writes it: the record's own where it gives no other. */
export function streetName({ street, streetNl, streetFr }: StreetNames, locale: Locale): string | null {
  const own = locale === "nl" ? streetNl : locale === "fr" ? streetFr : null;
  return own || street;
}

/** "Rue Josaphat 218": the street and its number, as Belgian addresses write them; empty when neither is known. */
export function streetLine(street: string | null, houseNumber: string | null): string {
  return [street, houseNumber].filter(Boolean).join(" ");
}
