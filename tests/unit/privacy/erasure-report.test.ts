import { describe, expect, it } from "vitest";
import { countsText, erasureReport } from "@/lib/privacy/erasure-report";
import type { ErasedCounts } from "@/lib/types/privacy";

// What privacy:erase says: counts of each kind, never an address, and what the agency must do elsewhere.

const none: ErasedCounts = {
  formSubmissions: 0,
  uploads: 0,
  testimonials: 0,
  mentions: 0,
  newsletterSubscriptions: 0,
  standingSearches: 0,
  propertyWatches: 0,
  appointmentBookings: 0,
  mails: 0,
  ownerAccounts: 0,
  ownerSessions: 0,
  rateLimitCounters: 0,
};
const outcome = { applied: true, counts: none, syncedOwners: 0, filesLeft: [] };
const where = "embedded PostgreSQL in .data/pglite";

describe("erasure report", () => {
  it("names only the kinds held, in the singular or plural", () => {
    expect(countsText({ ...none, formSubmissions: 2, uploads: 1, mails: 3 })).toBe(
      "2 form submissions, 1 uploaded file, 3 mails in the outbox",
    );
    expect(countsText(none)).toBeNull();
  });

  it("says whether it erased or would erase, and that nothing changed without --yes", () => {
    const counts = { ...none, standingSearches: 1 };
    expect(erasureReport({ ...outcome, counts }, where)).toBe(`Erased from the ${where}: 1 standing search.`);
    expect(erasureReport({ ...outcome, applied: false, counts }, where)).toBe(
      `Would erase from the ${where}: 1 standing search. Nothing was changed: run again with --yes to erase.`,
    );
    expect(erasureReport(outcome, where)).toBe(`Nothing in the ${where} is held under this address.`);
  });

  it("says in one sentence why an agency or staff address is not erased", () => {
    expect(erasureReport({ ...outcome, applied: false, refused: "agency" }, where)).toMatch(
      /^This is one of the agency's own addresses: .+, so nothing was erased\.$/,
    );
    expect(erasureReport({ ...outcome, applied: false, refused: "staff" }, where)).toMatch(
      /^This address is a staff member's, .+; nothing was erased\.$/,
    );
  });

  it("tells the agency to remove a synced owner at the source, and which files stayed", () => {
    const said = erasureReport(
      { ...outcome, counts: { ...none, ownerAccounts: 1 }, syncedOwners: 1, filesLeft: ["a1.pdf"] },
      where,
    ).split("\n");
    expect(said).toHaveLength(3);
    expect(said[1]).toMatch(/remove the owner there too, or the next sync brings the account back/);
    expect(said[2]).toMatch(/could not be removed.*: a1\.pdf\.$/);
  });
});
