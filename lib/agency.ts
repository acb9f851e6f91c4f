import type { Locale } from "@/lib/i18n/locales";
import { cityName } from "@/lib/rules/city-name";

// The agency's identity, shown in the header, footer and mails. Each value can be set in the environment.
const env = process.env;

export const agency = {
  name: env.AGENCY_NAME ?? "Atrium Immo",
  street: env.AGENCY_STREET ?? "Chaussée de Waterloo 612",
  zip: env.AGENCY_ZIP ?? "1050",
  city: env.AGENCY_CITY ?? "Ixelles",
  phone: env.AGENCY_PHONE ?? "026401234",
  email: env.AGENCY_EMAIL ?? "info@atrium-immo.be",
  vat: env.AGENCY_VAT ?? "BE 0712.345.678",
  ipi: env.AGENCY_IPI ?? "512.345",
};

// A Brussels street has a French and a Dutch name: Dutch pages show the Dutch one (AGENCY_STREET_NL),
// the others the French one, as the German-speaking Belgian reads Brussels addresses.
const defaultDutchStreet = env.AGENCY_STREET ? undefined : "Waterloosesteenweg 612";

/** The agency's street and town as a reader of the language writes them. */
export function agencyAddress(locale: Locale): { street: string; zip: string; city: string } {
  const street =
    env[`AGENCY_STREET_${locale.toUpperCase()}`] ?? (locale === "nl" ? defaultDutchStreet : undefined) ?? agency.street;
  return { street, zip: agency.zip, city: cityName(agency.city, locale) };
}
