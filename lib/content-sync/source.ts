import type { Locale } from "@/lib/i18n/locales";

// What a source of listings hands the sync: records in the shape of docs/crm-feed.md, with
// every text given per language, as the files that staff edit hold them. The CRM answers one language
// per call; its adapter merges the answers by `ID` into this shape, so one validation and one mapping
// serve both sources. Records are `unknown` until the sync's zod schemas have checked them.

/** The per-language texts of a record: `{ "nl": "…", "fr": "…" }`; a language may be missing. */
export type Localized = Partial<Record<Locale, string>>;

/** The fields of a property record that the CRM answers in the asked language. */
export const propertyTextFields = [
  "Title",
  "DescriptionA",
  "TypeDescription",
  "WebIDName",
  "PriceUnitText",
  "MarqueeName",
] as const;

/** The fields of a project record that the CRM answers in the asked language. */
export const projectTextFields = ["Title", "DescriptionA", "Delivery"] as const;

export type RecordKind = "property" | "project" | "user" | "owner";

/** Where a record came from, for the report: the CRM's method and row, or the file's path. */
export interface RecordOrigin {
  source: "crm" | "files";
  /** `GetPropertyList` row 51, or `properties/atr-2041.yaml`. */
  where: string;
}

export interface SourceRecord {
  kind: RecordKind;
  origin: RecordOrigin;
  /** The record as read, texts merged per language; checked by the sync's schemas. */
  data: unknown;
  /** Why the record could not be read at all (a file that is not JSON or YAML), in plain words. */
  unreadable?: string;
}

/** Records a source holds, read page by page so a large CRM never sits in memory at once. */
export interface ListingSource {
  readonly name: "crm" | "files";
  /** Staff (`GetUserList`): every one, each time. */
  users(): Promise<SourceRecord[]>;
  /** Owners, properties and projects changed since `since` (all when undefined), a page at a time. */
  owners(since?: Date): AsyncIterable<SourceRecord[]>;
  projects(since?: Date): AsyncIterable<SourceRecord[]>;
  properties(since?: Date): AsyncIterable<SourceRecord[]>;
  /**
   * The ids the source deleted or took off the website since `since`. A files source answers the ids it
   * no longer holds instead (it has no memory of deletions): the sync passes the ids it has from that source.
   */
  deleted(kind: "property" | "project", since: Date | undefined, known: number[]): Promise<number[]>;
}
