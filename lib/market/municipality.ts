import { COUNTRY_BELGIUM, COUNTRY_LUXEMBOURG } from "@/lib/domain/country";
import { cityName } from "@/lib/rules/city-name";
import type { Locale } from "@/lib/i18n/locales";
import table from "./belgian-municipalities.json";

// Which Belgian municipality (its NIS code, as Statbel keys its figures) a listing lies in, from the code its
// record names or from its postal code and town. Pure: the table ships in the repository (README.md beside it).

/** A municipality's names: French, Dutch, German where one exists, and the language of its own region. */
export interface MunicipalityNames {
  fr: string;
  nl: string;
  de?: string;
  language: "fr" | "nl" | "de";
  /** Other names a record may give the town (English exonyms such as Brussels, Antwerp, Ghent): matched, never shown. */
  aliases?: string[];
}

interface MunicipalityTable {
  /** NIS code → names. */
  municipalities: Record<string, MunicipalityNames>;
  /** Postal code → NIS code → the localities of that code in that municipality, in every language bpost knows. */
  postalCodes: Record<string, Record<string, string[]>>;
}

const data = table as MunicipalityTable;

export interface ListingPlace {
  zip: string | null;
  city: string | null;
  countryId: number | null;
  municipalityCode?: string | null;
}

/** How the municipality was found: the record named it, its postal code has only one, or the town decided. */
export type MunicipalityFoundBy = "named" | "postal-code" | "town";

/** Why a Belgian listing has no municipality. */
export type MunicipalityProblem =
  | { reason: "unknown-code"; code: string }
  | { reason: "unknown-postal-code"; zip: string }
  | { reason: "unknown-town"; zip: string; city: string; candidates: string[] };

export type MunicipalityResolution =
  { found: true; nisCode: string; foundBy: MunicipalityFoundBy } | ({ found: false } & MunicipalityProblem);

/** Lower case, no accents, no hyphens, spaces or apostrophes, and one spelling of "Saint"/"Sint"/"St". */
export function townKey(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/ß/g, "ss")
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => saintWords[word] ?? word)
    .join("");
}

const saintWords: Record<string, string> = { saint: "st", sint: "st", sankt: "st", sainte: "ste" };

export function isMunicipalityCode(code: string): boolean {
  return Object.hasOwn(data.municipalities, code);
}

/** Every name the municipality goes by, for matching a town that is the municipality itself. */
function municipalityKeys(nisCode: string): string[] {
  const names = data.municipalities[nisCode];
  if (!names) return [];
  return [names.fr, names.nl, names.de, ...(names.aliases ?? [])].filter((n): n is string => !!n).map(townKey);
}

/**
 * The municipality of a listing: the code its record names, else the only municipality its postal code serves,
 * else the one whose locality (or own name) is the listing's town. Null: not in Belgium, nothing to resolve.
 */
export function resolveMunicipality(place: ListingPlace): MunicipalityResolution | null {
  if (place.countryId === COUNTRY_LUXEMBOURG) return null;
  if (place.countryId !== null && place.countryId !== COUNTRY_BELGIUM) return null;
  const named = place.municipalityCode?.trim();
  if (named) {
    return isMunicipalityCode(named)
      ? { found: true, nisCode: named, foundBy: "named" }
      : { found: false, reason: "unknown-code", code: named };
  }
  const zip = (place.zip ?? "").trim();
  const served = data.postalCodes[zip];
  if (!served) return { found: false, reason: "unknown-postal-code", zip };
  const codes = Object.keys(served);
  if (codes.length === 1) return { found: true, nisCode: codes[0]!, foundBy: "postal-code" };
  const city = (place.city ?? "").trim();
  const wanted = townKey(city);
  const matches = codes.filter(
    (code) => served[code]!.some((name) => townKey(name) === wanted) || municipalityKeys(code).includes(wanted),
  );
  if (wanted && matches.length === 1) return { found: true, nisCode: matches[0]!, foundBy: "town" };
  return { found: false, reason: "unknown-town", zip, city, candidates: codes };
}

/** The municipality's name for a visitor: French, Dutch or German as asked, else its region's language. */
export function municipalityName(nisCode: string, locale: Locale): string | null {
  const names = data.municipalities[nisCode];
  if (!names) return null;
  if (locale === "fr") return names.fr;
  if (locale === "nl") return names.nl;
  if (locale === "de" && names.de) return names.de;
  const local = names.language === "de" ? (names.de ?? names.fr) : names[names.language];
  // An English reader gets the site's exonyms, as addresses show them ("Antwerp", "Ghent", "Brussels").
  return cityName(local, locale);
}

export interface ListingMunicipality {
  nisCode: string;
  name: (locale: Locale) => string;
}

/** The municipality whose figures apply to a listing, reading the code its record names first; null if none. */
export function municipalityOf(listing: ListingPlace): ListingMunicipality | null {
  const resolved = resolveMunicipality(listing);
  if (!resolved?.found) return null;
  const { nisCode } = resolved;
  return { nisCode, name: (locale) => municipalityName(nisCode, locale)! };
}
