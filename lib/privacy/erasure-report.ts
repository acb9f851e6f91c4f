import type { ErasedCounts } from "@/lib/types/privacy";

// What `npm run privacy:erase` says: the counts of each kind (never the address), and what the agency
// must still do elsewhere.

const kinds: [keyof ErasedCounts, string, string][] = [
  ["formSubmissions", "form submission", "form submissions"],
  ["uploads", "uploaded file", "uploaded files"],
  ["testimonials", "testimonial", "testimonials"],
  [
    "mentions",
    "mention in another person's form or mail (replaced)",
    "mentions in other people's forms or mails (replaced)",
  ],
  ["newsletterSubscriptions", "newsletter subscription", "newsletter subscriptions"],
  ["standingSearches", "standing search", "standing searches"],
  ["propertyWatches", "watched property", "watched properties"],
  ["appointmentBookings", "visit booking", "visit bookings"],
  ["mails", "mail in the outbox", "mails in the outbox"],
  ["ownerAccounts", "owner account", "owner accounts"],
  ["ownerSessions", "owner session", "owner sessions"],
  ["rateLimitCounters", "rate-limit counter", "rate-limit counters"],
];

/** "2 form submissions, 1 uploaded file", or null when nothing is held. */
export function countsText(counts: ErasedCounts): string | null {
  const parts = kinds
    .filter(([kind]) => counts[kind] > 0)
    .map(([kind, one, many]) => `${counts[kind]} ${counts[kind] === 1 ? one : many}`);
  return parts.length ? parts.join(", ") : null;
}

export interface ErasureOutcome {
  applied: boolean;
  refused?: "agency" | "staff";
  counts: ErasedCounts;
  syncedOwners: number;
  filesLeft: string[];
}

const refusals = {
  agency:
    "This is one of the agency's own addresses: its mails are the agency's record of the forms, so nothing was erased.",
  staff:
    "This address is a staff member's, kept by the CRM or the content folder, and mails to it hold visitors' forms: change the profile's address there before erasing; nothing was erased.",
};

/** The command's answer, one sentence a line. `where` names the database. */
export function erasureReport(outcome: ErasureOutcome, where: string): string {
  if (outcome.refused) return refusals[outcome.refused];
  const held = countsText(outcome.counts);
  const lines = [
    !held
      ? `Nothing in the ${where} is held under this address.`
      : outcome.applied
        ? `Erased from the ${where}: ${held}.`
        : `Would erase from the ${where}: ${held}. Nothing was changed: run again with --yes to erase.`,
  ];
  if (outcome.syncedOwners > 0) {
    lines.push(
      "The owner account came from the agency's CRM or content folder: remove the owner there too, or the next sync brings the account back.",
    );
  }
  if (outcome.filesLeft.length > 0) {
    lines.push(
      `These uploaded files could not be removed: the retention job tries again each day, or delete them from the upload store: ${outcome.filesLeft.join(", ")}.`,
    );
  }
  return lines.join("\n");
}
