import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { withoutAddress, withoutMentions } from "@/lib/rules/mentions";
import type { ErasedCounts } from "@/lib/types/privacy";
import type { Client, Database } from "./database";
import { getPrisma } from "./infra/prisma";
import { findHoldings, type Holdings } from "./privacy";

// Erasing what the site holds about one address (GDPR art. 17), in one transaction: its rows go, or, where
// the row is someone else's (a friend named in another person's form), the address in it is replaced.
// Staff profiles are not touched: they are the agency's content, kept by its CRM or content folder.

/** The rate-limit hashes of this address's subjects: its e-mail and, once known, its owner accounts. */
export type CounterHashes = (ownerIds: number[]) => string[];

interface Plan {
  held: Holdings;
  uploads: string[];
  testimonials: number[];
  sessions: number;
  synced: number;
  counters: string[];
}

async function plan(key: string, hashes: CounterHashes, db: Client): Promise<Plan> {
  const held = await findHoldings(key, db);
  const [uploads, testimonials, sessions, synced] = await Promise.all([
    db.upload.findMany({ where: { submissionId: { in: held.submissions } }, select: { storedName: true } }),
    db.testimonial.findMany({ where: { submissionId: { in: held.submissions } }, select: { id: true } }),
    db.ownerSession.count({ where: { ownerId: { in: held.owners } } }),
    db.owner.count({ where: { id: { in: held.owners }, source: { not: null } } }),
  ]);
  // A counter's key is "<rule>:<hash>" (rate-limiter-flexible's prefix), the hash never holding a colon.
  const suffixes = hashes(held.owners).map((hash) => `:${hash}`);
  const counters = suffixes.length
    ? await db.$queryRaw<{ key: string }[]>`SELECT key FROM "RateLimit" WHERE ${Prisma.join(
        suffixes.map((suffix) => Prisma.sql`right(key, ${suffix.length}) = ${suffix}`),
        " OR ",
      )}`
    : [];
  return {
    held,
    uploads: uploads.map((u) => u.storedName),
    testimonials: testimonials.map((t) => t.id),
    sessions,
    synced,
    counters: counters.map((c) => c.key),
  };
}

function countsOf(p: Plan): ErasedCounts {
  const { held } = p;
  return {
    formSubmissions: held.submissions.length,
    uploads: p.uploads.length,
    testimonials: p.testimonials.length,
    mentions: held.mentions.length + held.mailMentions.length,
    newsletterSubscriptions: held.subscriptions.length,
    standingSearches: held.searches.length,
    propertyWatches: held.watches.length,
    appointmentBookings: held.bookings.length,
    mails: held.mails.length,
    ownerAccounts: held.owners.length,
    ownerSessions: p.sessions,
    rateLimitCounters: p.counters.length,
  };
}

export interface Erasure {
  counts: ErasedCounts;
  /** The stored names of the uploaded files whose rows went: the caller removes the files. */
  uploads: string[];
  /** Staff profiles with the address: they stay (the agency removes them where it keeps its staff). */
  staffProfiles: number;
  /** Owner accounts a sync wrote: the next sync brings them back unless the agency removes them at the source. */
  syncedOwners: number;
}

const erasure = (p: Plan): Erasure => ({
  counts: countsOf(p),
  uploads: p.uploads,
  staffProfiles: p.held.staff.length,
  syncedOwners: p.synced,
});

/** What an erasure would remove, changing nothing. */
export async function planErasure(key: string, hashes: CounterHashes, db: Database = getPrisma()): Promise<Erasure> {
  return erasure(await plan(key, hashes, db));
}

export async function erasePersonalData(
  key: string,
  hashes: CounterHashes,
  db: Database = getPrisma(),
): Promise<Erasure> {
  return db.$transaction(
    async (tx) => {
      const p = await plan(key, hashes, tx);
      const { held } = p;
      const within = (ids: number[]) => ({ where: { id: { in: ids } } });
      // Mails first: those of the submissions would otherwise stay, their link set to null.
      await tx.outboxMail.deleteMany(within(held.mails));
      await tx.testimonial.deleteMany(within(p.testimonials));
      await tx.formSubmission.deleteMany(within(held.submissions));
      const mentioning = await tx.formSubmission.findMany({
        ...within(held.mentions.map((m) => m.id)),
        select: { id: true, payload: true },
      });
      for (const { id, payload } of mentioning) {
        const kept = withoutMentions(payload as Parameters<typeof withoutMentions>[0], key);
        await tx.formSubmission.update({ where: { id }, data: { payload: kept as Prisma.InputJsonValue } });
      }
      const naming = await tx.outboxMail.findMany({
        ...within(held.mailMentions),
        select: { id: true, subject: true, text: true, html: true },
      });
      for (const { id, ...texts } of naming) {
        const data = Object.fromEntries(Object.entries(texts).map(([name, text]) => [name, withoutAddress(text, key)]));
        await tx.outboxMail.update({ where: { id }, data });
      }
      await tx.newsletterSubscription.deleteMany(within(held.subscriptions));
      await tx.standingSearch.deleteMany(within(held.searches));
      await tx.propertyWatch.deleteMany(within(held.watches));
      // A confirmed booking holds a place in its slot: the place is freed with it.
      const places = await tx.appointmentBooking.groupBy({
        by: ["slotId"],
        where: { id: { in: held.bookings }, status: "CONFIRMED" },
        _count: { _all: true },
      });
      for (const { slotId, _count } of places) {
        await tx.$executeRaw`UPDATE "AppointmentSlot" SET booked = GREATEST(booked - ${_count._all}, 0) WHERE id = ${slotId}`;
      }
      await tx.appointmentBooking.deleteMany(within(held.bookings));
      // Sessions, mailed links and report records go with the account; its properties stay, without an owner.
      await tx.owner.deleteMany(within(held.owners));
      await tx.rateLimit.deleteMany({ where: { key: { in: p.counters } } });
      return erasure(p);
    },
    { maxWait: 10_000, timeout: 60_000 },
  );
}
