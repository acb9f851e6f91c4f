import { config } from "@/lib/config";
import type { Locale } from "@/lib/i18n/locales";
import { cityName } from "@/lib/rules/city-name";

const { streets, ...identity } = config.agency;

/** The agency's identity, shown in the header, footer and mails (AGENCY_… settings, lib/config.ts). */
export const agency = identity;

/** The agency's street and town as a reader of the language writes them. */
export function agencyAddress(locale: Locale): { street: string; zip: string; city: string } {
  return { street: streets[locale] ?? agency.street, zip: agency.zip, city: cityName(agency.city, locale) };
}
