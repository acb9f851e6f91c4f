import type { Locale } from "@/lib/i18n/locales";

export type PropertyStatus = "AVAILABLE" | "UNDER_OPTION" | "SOLD" | "RENTED" | "WITHDRAWN";

export interface Photo {
  url: string;
  width: number;
  height: number;
}

/** What a result card or a home-page teaser shows. Dates are ISO strings: cached values are JSON. */
export interface PropertyCard {
  id: number;
  reference: string;
  goal: number;
  status: PropertyStatus;
  title: string;
  slug: string;
  city: string;
  citySlug: string;
  zip: string;
  typeName: string;
  typeWebId: number;
  price: number | null;
  priceOnDemand: boolean;
  priceUnit: number | null;
  priceUnitText: string | null;
  marquee: number | null;
  marqueeName: string | null;
  bedrooms: number | null;
  livingArea: number | null;
  epcLabel: string | null;
  photo: Photo | null;
  publishedAt: string;
}

export interface PropertyDetail extends PropertyCard {
  description: string;
  /** The language the description is written in, when it had to fall back from the page's. */
  descriptionLocale: Locale;
  street: string | null;
  houseNumber: string | null;
  boxNr: string | null;
  publishAddress: boolean;
  countryId: number;
  bathrooms: number | null;
  toilets: number | null;
  plotArea: number | null;
  constructionYear: number | null;
  epcTotal: number | null;
  isNewBuild: boolean;
  isViager: boolean;
  photos: Photo[];
  slugs: Partial<Record<Locale, string>>;
}
