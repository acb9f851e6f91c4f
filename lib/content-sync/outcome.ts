// What the sync reports of one record it wrote, or would write in a dry run.

/** A member of staff, project or owner a record names by the source's id, whom the site does not know. */
export interface Unlinked {
  kind: "manager" | "project" | "owner";
  sourceId: number;
}

export type WriteOutcome =
  | {
      outcome: "added" | "changed" | "unchanged";
      id: number;
      tags: string[];
      /** What the record names that the site does not know, left unset (lib/content-sync/write-warnings.ts). */
      unlinked?: Unlinked[];
      /** A team file gave a name or phone, and the member's users/ record's were kept instead. */
      personKept?: boolean;
      /** Newly on the market, or cheaper: what standing searches are told about. */
      news?: boolean;
    }
  | { outcome: "refused"; problem: { field: string; problem: string } };
