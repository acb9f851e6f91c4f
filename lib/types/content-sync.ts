import type { PropertyStatus } from "@/lib/domain/property";
import type { UnitStatus } from "@/lib/domain/project";
import type { Locale } from "@/lib/i18n/locales";
import type { ProjectStatus } from "./project";

// What the content sync (lib/content-sync/) hands the data layer to write, once it has decided what to write
// and stored the files: the rows in the site's own column names.

export type SyncSource = "crm" | "files";

/** A photo as stored for the site: its address and size, and its id in the source's record. */
export interface StoredPhoto {
  sourceId: number;
  url: string;
  width: number;
  height: number;
}

/** A document row as the site keeps it. */
export interface StoredDocument {
  locale: Locale | null;
  title: string;
  url: string;
  sizeBytes: number;
  requestOnly: boolean;
}

export interface StoredPlan {
  title: string;
  url: string;
  isPdf: boolean;
}

/** Where a listing stands, as a property and a project both hold it. */
export interface AddressColumns {
  street: string | null;
  houseNumber: string | null;
  zip: string;
  city: string;
  citySlug: string;
  countryId: number;
  countryName: string;
  latitude: number | null;
  longitude: number | null;
}

/** The columns of a property the CRM owns: set, or cleared when the record leaves them out. */
export interface PropertyColumns extends AddressColumns {
  reference: string;
  goal: number;
  status: PropertyStatus;
  categoryId: number;
  marquee: number | null;
  publishAddress: boolean;
  boxNr: string | null;
  price: number | null;
  monthlyRent: number | null;
  publishPrice: boolean;
  priceOnDemand: boolean;
  priceUnit: number | null;
  totalArea: number | null;
  livingArea: number | null;
  plotArea: number | null;
  gardenArea: number | null;
  terraceArea: number | null;
  constructedArea: number | null;
  officeArea: number | null;
  storeArea: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  showerRooms: number | null;
  toilets: number | null;
  garages: number | null;
  parkings: number | null;
  hasGarden: boolean | null;
  hasLift: boolean | null;
  hasCellar: boolean | null;
  hasAttic: boolean | null;
  isFurnished: boolean | null;
  constructionYear: number | null;
  renovationYear: number | null;
  epcTotal: number | null;
  epcLabel: string | null;
  epcLabelText: string | null;
  videoUrl: string | null;
  virtualTourUrl: string | null;
  isNewBuild: boolean;
  municipalityCode: string | null;
}

/**
 * A property row as the sync writes it: the CRM's columns, those a file's `Site:` block names (checked by its
 * schema, so keyed by column name only here), and the site's ids of what the record names.
 */
export type ListingColumns = Record<string, unknown> &
  PropertyColumns & { managerId: number | null; projectId: number | null; ownerId: number | null };

export interface PropertyText {
  locale: Locale;
  title: string;
  slug: string;
  description: string;
  priceUnitText: string | null;
  marqueeName: string | null;
}

export type ProjectListingState = "ON_SALE" | "SOLD_OUT" | "WITHDRAWN";

export interface ProjectColumns extends AddressColumns {
  number: string;
  listing: ProjectListingState;
  deliveryDate: Date | null;
}

/** A project row as the sync writes it: the record's columns, what a `Site:` block names, its manager's id. */
export type ProjectRowColumns = ProjectColumns & {
  status?: ProjectStatus;
  publishedAt?: Date;
  streetNl?: string | null;
  streetFr?: string | null;
  managerId: number | null;
};

export interface ProjectText {
  locale: Locale;
  name: string;
  slug: string;
  description: string;
  situation?: string | null;
  technical?: string | null;
}

/** A project's units as a file's `Site:` block gives them, their plans stored. */
export interface StoredUnit {
  reference: string;
  listing: string | null;
  floor: number;
  surface: number;
  bedrooms: number;
  price: number;
  status: UnitStatus;
  plans: StoredPlan[];
}

/** A stage of a project's construction, its title in the languages the file gives. */
export interface StoredConstruction {
  date: Date;
  progress: number;
  titles: Array<{ locale: Locale; title: string }>;
}
