import type { UnitStatus } from "@/lib/domain/project";
import type { Locale } from "@/lib/i18n/locales";
import type { PriceTerms } from "@/lib/rules/asking-price";
import type { Manager, Photo } from "./property";

export type { UnitStatus };
export type ProjectStatus = "PLANNED" | "UNDER_CONSTRUCTION" | "DELIVERED";

export interface ProjectCard {
  id: number;
  number: string;
  status: ProjectStatus;
  name: string;
  slug: string;
  city: string;
  zip: string;
  deliveryDate: string | null;
  photo: Photo | null;
  unitCount: number;
  availableCount: number;
  soldCount: number;
  /** The lowest price among units not sold, null when all are sold or none of them shows a price. */
  fromPrice: number | null;
  /** The VAT regime its prices are stated under (a new build's: VAT unless its listings say otherwise). */
  priceTerms: PriceTerms;
  position: { lat: number; lng: number } | null;
}

/** A project taken off the website: its 410 page names it and nothing more. */
export type WithdrawnProject = Pick<ProjectCard, "id" | "number" | "name">;

/**
 * A line of a project's price list: one of its own units (with plans), or else one of its unit properties,
 * which may lack a floor, a surface, a bedroom count or a published price.
 */
export interface ProjectUnitRow {
  id: number;
  reference: string;
  floor: number | null;
  surface: number | null;
  bedrooms: number | null;
  price: number | null;
  status: UnitStatus;
  plans: Array<{ title: string; url: string; isPdf: boolean }>;
  /** The unit property the line stands for, with what its page's path is made of; null for a project's own unit. */
  property: { id: number; goal: number; citySlug: string; slug: string } | null;
}

export interface ProjectDetail extends ProjectCard {
  description: string;
  situation: string | null;
  technical: string | null;
  descriptionLocale: Locale;
  address: string | null;
  externalUrl: string | null;
  photos: Photo[];
  documents: Array<{ id: number; title: string; url: string; sizeBytes: number | null }>;
  constructions: Array<{ id: number; date: string; progress: number; title: string }>;
  units: ProjectUnitRow[];
  manager: Manager | null;
  slugs: Partial<Record<Locale, string>>;
}
