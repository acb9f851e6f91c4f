// The stand-in CRM is a test tool, like the benchmarks: its types are declared here rather than checked in
// JSDoc (docs/decisions.md, "The server's modules are JavaScript checked by the compiler": those are the ones it loads).
export type StandInKind = "property" | "project" | "user" | "owner";
export type StandInFailMode = "success-false" | "broken-envelope" | "timeout" | "http-500";
export type StandInRecord = Record<string, unknown> & { ID: number };

export interface StandInOptions {
  /** A folder with users/, owners/, projects/ and properties/ (one JSON file per record) and deleted.json. */
  fixtures?: string;
  /** 0 picks a free port; 3900 by default. */
  port?: number;
  customer?: string;
  password?: string;
  languageIds?: Record<"nl" | "fr" | "en" | "de", number>;
}

export interface StandIn {
  /** CRM_URL: `http://127.0.0.1:<port>/OmnicasaService.svc/`. */
  url: string;
  /** `http://127.0.0.1:<port>`; photos are under `${origin}/media/`. */
  origin: string;
  port: number;
  customer: string;
  password: string;
  /** Every CRM call (its parameters without the password) and photo asked since the start or the last reset. */
  requests: { path: string; method?: string; params?: Record<string, unknown> }[];
  /** Adds or replaces a record; its LastChangedDate becomes now unless it gives one. */
  setRecord(kind: StandInKind, record: StandInRecord): StandInRecord;
  /** Changes some fields of a record, as staff would in the CRM. */
  patchRecord(kind: StandInKind, ID: number, patch: Record<string, unknown>): StandInRecord;
  /** Deletes a property or project: GetDeleted…IDs answers it from now on. */
  deleteRecord(kind: "property" | "project", ID: number): void;
  /** The next `times` calls (of `method`, or of any method) fail in this way. */
  fail(mode: StandInFailMode, times?: number, method?: string): void;
  /** Back to the fixtures: records reloaded, failures and the request log cleared. */
  reset(): void;
  close(): Promise<void>;
}

export const defaultFixtures: string;
export function startStandIn(options?: StandInOptions): Promise<StandIn>;
