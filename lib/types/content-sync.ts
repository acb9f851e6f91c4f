import type { Locale } from "@/lib/i18n/locales";

// What the content sync (lib/content-sync/) hands the data layer to write, once it has stored the files.

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
