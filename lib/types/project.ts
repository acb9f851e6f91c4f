import type { Locale } from "@/lib/i18n/locales";
import type { Manager, Photo } from "./property";

export type ProjectStatus = "PLANNED" | "UNDER_CONSTRUCTION" | "DELIVERED";
export type UnitStatus = "AVAILABLE" | "OPTION" | "SOLD";

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
  /** The lowest price among units not sold, null when all are sold. */
  fromPrice: number | null;
  position: { lat: number; lng: number } | null;
}

/** A project taken off the website: its 410 page names it and nothing more. */
export type WithdrawnProject = Pick<ProjectCard, "id" | "number" | "name">;

export interface ProjectUnitRow {
  id: number;
  reference: string;
  floor: number;
  surface: number;
  bedrooms: number;
  price: number;
  status: UnitStatus;
  plans: Array<{ title: string; url: string; isPdf: boolean }>;
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
