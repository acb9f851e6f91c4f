import type { Goal } from "@/lib/domain/goal";

// What a listing is for, as the member of staff named its contact must handle it (the content sync's
// manager check, lib/content-sync/manager-check.ts).

export interface ManagedListing {
  /** What it is sold or let as: `rent` only for a rental outside a project and not in viager. */
  kind: Goal;
  manager: {
    firstName: string;
    lastName: string;
    fileKey: string | null;
    handlesSales: boolean;
    handlesRentals: boolean;
  };
}

/** What a listing is for, as its manager must handle it. */
export function listingKind(listing: { goal: number; viager: boolean; inProject: boolean }): Goal {
  return listing.goal === 0 || listing.viager || listing.inProject ? "sale" : "rent";
}
