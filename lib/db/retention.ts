import "server-only";
import type { RetentionCutoffs } from "@/lib/rules/retention";
import type { Database } from "./database";
import { getPrisma } from "./infra/prisma";

// The retention job's deletions (the cut-offs: lib/rules/retention.ts), one statement per kind, so each is
// whole and a failure leaves the kinds before it done. Statistics and audit rows (page views, StaffAudit,
// PropertyHistory) hold no personal data and are never touched here.

/** How many rows of each kind one run deleted. */
export interface DeletedCounts {
  unconfirmedSubscriptions: number;
  endedSubscriptions: number;
  unconfirmedSearches: number;
  stoppedSearches: number;
  watches: number;
  cvs: number;
  submissions: number;
  /** Visitors' testimonials never published, which went with their submissions (published ones stay). */
  testimonials: number;
  /** The files' rows that went with those submissions. */
  uploads: number;
  bookings: number;
  consentRecords: number;
  mails: number;
  links: number;
}

/**
 * Deletes everything older than its cut-off. The files of the uploads it deletes are queued by the database
 * (lib/db/upload-removals.ts): the caller removes them.
 */
export async function deleteExpired(cutoffs: RetentionCutoffs, db: Database = getPrisma()): Promise<DeletedCounts> {
  const { confirmationExpired, ended, watchEnded } = cutoffs;
  // An unconfirmed subscription or search goes once none of its confirmation links expires after the
  // cut-off: coming back (a new opt-in) mails a new link and keeps the row; one left before confirming has
  // no link left and counts from its creation. Mailed links go with their row.
  const unconfirmedSubscriptions = await db.$executeRaw`
    DELETE FROM "NewsletterSubscription" n
    WHERE n."confirmedAt" IS NULL AND n."createdAt" < ${confirmationExpired}
      AND NOT EXISTS (SELECT 1 FROM "MailedLink" l WHERE l."subscriptionId" = n.id
                        AND l.purpose = 'CONFIRM_NEWSLETTER' AND l."expiresAt" >= ${confirmationExpired})`;
  const endedSubscriptions = await db.$executeRaw`
    DELETE FROM "NewsletterSubscription" WHERE "unsubscribedAt" < ${ended}`;
  const unconfirmedSearches = await db.$executeRaw`
    DELETE FROM "StandingSearch" s
    WHERE s."confirmedAt" IS NULL AND s."createdAt" < ${confirmationExpired}
      AND NOT EXISTS (SELECT 1 FROM "MailedLink" l WHERE l."searchId" = s.id
                        AND l.purpose = 'CONFIRM_SEARCH' AND l."expiresAt" >= ${confirmationExpired})`;
  const stoppedSearches = await db.$executeRaw`
    DELETE FROM "StandingSearch" WHERE "stoppedAt" < ${ended}`;
  // Watching again resets a row, not its createdAt: an unconfirmed watch counts from its last confirmation mail.
  const watches = await db.$executeRaw`
    DELETE FROM "PropertyWatch" w
    WHERE w."stoppedAt" < ${watchEnded}
       OR (w."confirmedAt" IS NULL AND w."createdAt" < ${watchEnded}
           AND NOT EXISTS (SELECT 1 FROM "MailedLink" l WHERE l."watchId" = w.id
                             AND l.purpose = 'CONFIRM_WATCH' AND l."createdAt" >= ${watchEnded}))`;
  const cvs = await db.$executeRaw`
    DELETE FROM "Upload" u USING "FormSubmission" s
    WHERE u."submissionId" = s.id AND s.kind IN ('JOB', 'RENTAL_APPLICATION') AND u."createdAt" < ${cutoffs.cvSent}`;
  const submissions = await deleteOldContacts(cutoffs.lastContact, db);
  const bookings = await db.$executeRaw`
    DELETE FROM "AppointmentBooking" b USING "AppointmentSlot" s
    WHERE b."slotId" = s.id AND s."endsAt" < ${cutoffs.visitEnded}`;
  const consentRecords = await db.$executeRaw`
    DELETE FROM "ConsentRecord" WHERE "createdAt" < ${cutoffs.consentGiven}`;
  const mails = await db.$executeRaw`
    DELETE FROM "OutboxMail"
    WHERE (status = 'SENT' AND COALESCE("sentAt", "createdAt") < ${cutoffs.mailFinished})
       OR (status = 'DEAD' AND COALESCE("deadAt", "createdAt") < ${cutoffs.mailFinished})`;
  const links = await db.$executeRaw`
    DELETE FROM "MailedLink" WHERE "expiresAt" < ${cutoffs.linkExpired}`;
  return {
    unconfirmedSubscriptions,
    endedSubscriptions,
    unconfirmedSearches,
    stoppedSearches,
    watches,
    cvs,
    submissions: submissions.count,
    testimonials: submissions.testimonials,
    uploads: submissions.uploads,
    bookings,
    consentRecords,
    mails,
    links,
  };
}

/**
 * Every submission of each address whose latest submission is older than the cut-off, with its uploads' rows
 * (by cascade) and the testimonial it sent if the agency never published it (a published one stays, no longer
 * tied to anyone's address). The uploads are counted in the same statement, which still sees the rows it deletes.
 */
async function deleteOldContacts(
  lastContact: Date,
  db: Database,
): Promise<{ count: number; testimonials: number; uploads: number }> {
  const [row] = await db.$queryRaw<Array<{ count: number; testimonials: number; uploads: number }>>`
    WITH gone AS (
      DELETE FROM "FormSubmission" s
      WHERE s."createdAt" < ${lastContact}
        AND NOT EXISTS (SELECT 1 FROM "FormSubmission" r
                        WHERE r."emailKey" = s."emailKey" AND r."createdAt" >= ${lastContact})
      RETURNING s.id),
    unpublished AS (
      DELETE FROM "Testimonial" t USING gone WHERE t."submissionId" = gone.id AND NOT t.approved
      RETURNING t.id)
    SELECT (SELECT count(*) FROM gone)::int AS count,
           (SELECT count(*) FROM unpublished)::int AS testimonials,
           (SELECT count(*) FROM "Upload" u JOIN gone ON u."submissionId" = gone.id)::int AS uploads`;
  return { count: row?.count ?? 0, testimonials: row?.testimonials ?? 0, uploads: row?.uploads ?? 0 };
}

/** The retention job's turn, a lease of ContentSyncLease's kind under its own name (its source is 8 characters). */
const TURN = "retain";

/**
 * Takes the retention job's turn until `until`, unless another run holds it: the one insert or update lets a
 * single caller through, on any server. A finished run keeps its turn to its end, so the next is a day later.
 */
export async function claimRetentionTurn(
  holder: string,
  now: Date,
  until: Date,
  db: Database = getPrisma(),
): Promise<boolean> {
  const rows = await db.$queryRaw<Array<{ holder: string }>>`
    INSERT INTO "ContentSyncLease" (source, holder, "startedAt", "expiresAt")
    VALUES (${TURN}, ${holder}, ${now}, ${until})
    ON CONFLICT (source) DO UPDATE
      SET holder = EXCLUDED.holder, "startedAt" = EXCLUDED."startedAt", "expiresAt" = EXCLUDED."expiresAt"
      WHERE "ContentSyncLease"."expiresAt" <= ${now}
    RETURNING holder`;
  return rows.length > 0;
}

/** Gives a failed run's turn back, so the next hourly try runs again. */
export async function releaseRetentionTurn(holder: string, db: Database = getPrisma()): Promise<void> {
  await db.contentSyncLease.deleteMany({ where: { source: TURN, holder } });
}
