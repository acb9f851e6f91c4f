import type { Prisma, Property as PropertyRow } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/locales";

type Decimal = Prisma.Decimal;

import type { PropertyStatus } from "@/lib/domain/property";

export type { PropertyStatus };

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

/** A Property row as plain JSON: money as numbers, dates as ISO strings (cached values are JSON). */
export type PropertyFields = {
  [K in keyof PropertyRow]: PropertyRow[K] extends Decimal
    ? number
    : PropertyRow[K] extends Decimal | null
      ? number | null
      : PropertyRow[K] extends Date
        ? string
        : PropertyRow[K] extends Date | null
          ? string | null
          : PropertyRow[K];
};

export interface Manager {
  name: string;
  role: string | null;
  email: string;
  phone: string;
  photoUrl: string | null;
}

export interface PropertyDocumentLink {
  id: number;
  title: string;
  url: string;
  sizeBytes: number | null;
  /** Sent by e-mail on request instead of downloaded. */
  requestOnly: boolean;
}

export interface PropertyDetail extends PropertyCard {
  description: string;
  /** The language the description is written in, when it had to fall back from the page's. */
  descriptionLocale: Locale;
  /** Every field of spec §3, with the address and position already reduced when it is not published. */
  fields: PropertyFields;
  /** The map position: exact, or moved by a few hundred metres when the address is not published. */
  position: { lat: number; lng: number; exact: boolean } | null;
  categoryId: number;
  /** The category's own name (not translated): what kind of residence it is. */
  categoryName: string;
  categoryParentId: number | null;
  isViager: boolean;
  photos: Photo[];
  documents: PropertyDocumentLink[];
  manager: Manager | null;
  slugs: Partial<Record<Locale, string>>;
}
