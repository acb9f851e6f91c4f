import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { mentionsIn, namesAddress } from "@/lib/rules/mentions";
import type { Mention, PersonalData } from "@/lib/types/privacy";
import type { Client } from "./database";
import { getPrisma } from "./infra/prisma";

// Everything the site holds about one e-mail address, for access and erasure requests (lib/privacy/).
// The address arrives as its key (lib/rules/identifier.ts). Key columns are compared with `=`; columns that
// hold the address as typed are keyed in SQL the way the identifier-keys migration keyed them, so one
// address is found however it was written.

/** The site's own database, for a request the site answers while it holds the embedded one (the commands open theirs). */
export { getPrisma as siteDatabase } from "./infra/prisma";
type Json = Prisma.JsonValue;

// What JavaScript's trim() removes once NFKC has turned the other spaces into U+0020.
const TRIM = " \t\n\v\f\r\u1680\u2028\u2029\uFEFF";
export const keyed = (column: string) => Prisma.sql`lower(btrim(normalize(${Prisma.raw(column)}, NFKC), ${TRIM}))`;
// A first sieve for an address inside longer text; namesAddress() then wants it whole.
const holds = (column: string, key: string) =>
  Prisma.sql`strpos(lower(normalize(${Prisma.raw(column)}, NFKC)), ${key}) > 0`;

const ids = async (query: Prisma.Sql, db: Client) => (await db.$queryRaw<{ id: number }[]>(query)).map((r) => r.id);

/** The rows of each kind that hold the address: what an export shows and an erasure removes. */
export interface Holdings {
  submissions: number[];
  mentions: Mention[];
  subscriptions: number[];
  searches: number[];
  watches: number[];
  bookings: number[];
  mails: number[];
  /** Other people's mails whose subject or body names the address. */
  mailMentions: number[];
  owners: number[];
  staff: number[];
}

export async function findHoldings(key: string, db: Client = getPrisma()): Promise<Holdings> {
  const submissions = await ids(Prisma.sql`SELECT id FROM "FormSubmission" WHERE "emailKey" = ${key}`, db);
  const mentioning = await db.$queryRaw<{ id: number; kind: string; createdAt: Date; payload: Json }[]>`
    SELECT id, kind::text AS kind, "createdAt", payload FROM "FormSubmission"
    WHERE "emailKey" <> ${key} AND ${holds("payload::text", key)} ORDER BY id`;
  const mentions = mentioning
    .map(({ payload, ...row }) => ({ ...row, fields: mentionsIn(payload as Parameters<typeof mentionsIn>[0], key) }))
    .filter((m) => m.fields.length > 0);
  const [subscriptions, searches, watches, bookings, owners, staff] = await Promise.all([
    ids(Prisma.sql`SELECT id FROM "NewsletterSubscription" WHERE ${keyed("email")} = ${key}`, db),
    ids(Prisma.sql`SELECT id FROM "StandingSearch" WHERE ${keyed("email")} = ${key} ORDER BY id`, db),
    ids(Prisma.sql`SELECT id FROM "PropertyWatch" WHERE ${keyed("email")} = ${key} ORDER BY id`, db),
    ids(Prisma.sql`SELECT id FROM "AppointmentBooking" WHERE "emailKey" = ${key} ORDER BY id`, db),
    ids(
      Prisma.sql`SELECT id FROM "Owner" WHERE "emailKey" = ${key} OR "usernameKey" = ${key}
        OR ${keyed("email")} = ${key} OR ${keyed("username")} = ${key}`,
      db,
    ),
    ids(Prisma.sql`SELECT id FROM "TeamMember" WHERE ${keyed("email")} = ${key}`, db),
  ]);
  const candidates = await db.$queryRaw<{ id: number; byAddress: boolean | null; texts: string[] }[]>`
    SELECT id, (${keyed('"toAddress"')} = ${key} OR ${keyed('"replyTo"')} = ${key}) AS "byAddress",
           ARRAY[subject, text, html] AS texts
    FROM "OutboxMail"
    WHERE ${keyed('"toAddress"')} = ${key} OR ${keyed('"replyTo"')} = ${key}
       OR ${holds("subject", key)} OR ${holds("text", key)} OR ${holds("html", key)}`;
  const bySubmission = submissions.length
    ? await db.outboxMail.findMany({ where: { submissionId: { in: submissions } }, select: { id: true } })
    : [];
  // Mails to, from or about the person's own forms are theirs; another's mail that names them is only edited.
  const own = new Set([...candidates.filter((m) => m.byAddress).map((m) => m.id), ...bySubmission.map((m) => m.id)]);
  const naming = candidates.filter((m) => !own.has(m.id) && m.texts.some((text) => namesAddress(text, key)));
  const sorted = (list: number[]) => list.sort((a, b) => a - b);
  return {
    submissions,
    mentions,
    subscriptions,
    searches,
    watches,
    bookings,
    mails: sorted([...own]),
    mailMentions: sorted(naming.map((m) => m.id)),
    owners,
    staff,
  };
}

const references = (rows: { reference: string }[]) => rows.map((r) => r.reference);

/** What the rows found hold, as an access request shows it. */
export async function readHoldings(key: string, held: Holdings, db: Client = getPrisma()): Promise<PersonalData> {
  const [submissions, subscriptions, searches, watches, bookings, mails, naming, owners, staff] = await Promise.all([
    db.formSubmission.findMany({
      where: { id: { in: held.submissions } },
      orderBy: { id: "asc" },
      include: {
        property: { select: { reference: true } },
        project: { select: { number: true } },
        uploads: { select: { originalName: true, mimeType: true, sizeBytes: true, createdAt: true } },
        testimonial: { include: { translations: { select: { aboutYou: true, opinion: true } } } },
      },
    }),
    db.newsletterSubscription.findMany({ where: { id: { in: held.subscriptions } }, orderBy: { id: "asc" } }),
    db.standingSearch.findMany({ where: { id: { in: held.searches } }, orderBy: { id: "asc" } }),
    db.propertyWatch.findMany({
      where: { id: { in: held.watches } },
      orderBy: { id: "asc" },
      include: { property: { select: { reference: true } } },
    }),
    db.appointmentBooking.findMany({
      where: { id: { in: held.bookings } },
      orderBy: { id: "asc" },
      include: { slot: { select: { startsAt: true, property: { select: { reference: true } } } } },
    }),
    db.outboxMail.findMany({ where: { id: { in: held.mails } }, orderBy: { id: "asc" } }),
    db.outboxMail.findMany({
      where: { id: { in: held.mailMentions } },
      orderBy: { id: "asc" },
      select: { id: true, kind: true, status: true, createdAt: true, sentAt: true },
    }),
    db.owner.findMany({
      where: { id: { in: held.owners } },
      orderBy: { id: "asc" },
      include: {
        properties: { select: { reference: true }, orderBy: { reference: "asc" } },
        sessions: { select: { createdAt: true, lastSeenAt: true } },
        reports: { select: { month: true }, orderBy: { month: "asc" } },
      },
    }),
    db.teamMember.findMany({ where: { id: { in: held.staff } }, orderBy: { id: "asc" } }),
  ]);
  return {
    address: key,
    formSubmissions: submissions.map((s) => ({
      id: s.id,
      kind: s.kind,
      locale: s.locale,
      email: s.email,
      createdAt: s.createdAt,
      property: s.property?.reference ?? null,
      project: s.project?.number ?? null,
      payload: s.payload as PersonalData["formSubmissions"][number]["payload"],
      uploads: s.uploads,
      testimonial: s.testimonial && {
        name: s.testimonial.name,
        website: s.testimonial.website,
        approved: s.testimonial.approved,
        texts: s.testimonial.translations,
      },
    })),
    mentionedInSubmissions: held.mentions,
    newsletterSubscriptions: subscriptions.map((subscription) => ({
      email: subscription.email,
      locale: subscription.locale,
      createdAt: subscription.createdAt,
      confirmedAt: subscription.confirmedAt,
      unsubscribedAt: subscription.unsubscribedAt,
    })),
    standingSearches: searches.map((search) =>
      Object.fromEntries(
        Object.entries(search).map(([name, value]) => [
          name,
          value instanceof Prisma.Decimal ? value.toString() : value,
        ]),
      ),
    ),
    propertyWatches: watches.map((w) => ({
      property: w.property.reference,
      locale: w.locale,
      createdAt: w.createdAt,
      confirmedAt: w.confirmedAt,
      stoppedAt: w.stoppedAt,
      lastMailedAt: w.lastMailedAt,
    })),
    appointmentBookings: bookings.map((b) => ({
      property: b.slot.property.reference,
      startsAt: b.slot.startsAt,
      firstName: b.firstName,
      lastName: b.lastName,
      email: b.email,
      phone: b.phone,
      locale: b.locale,
      status: b.status,
      createdAt: b.createdAt,
    })),
    mails: mails.map((m) => ({
      id: m.id,
      kind: m.kind,
      to: m.toAddress,
      replyTo: m.replyTo,
      subject: m.subject,
      status: m.status,
      attachments: Array.isArray(m.attachments)
        ? m.attachments.map((a) => String((a as { name?: unknown } | null)?.name ?? ""))
        : [],
      createdAt: m.createdAt,
      sentAt: m.sentAt,
      deadAt: m.deadAt,
    })),
    mentionedInMails: naming,
    ownerAccounts: owners.map((owner) => ({
      id: owner.id,
      username: owner.username,
      email: owner.email,
      firstName: owner.firstName,
      lastName: owner.lastName,
      locale: owner.locale,
      source: owner.source,
      hasPassword: owner.passwordHash !== null,
      disabledAt: owner.disabledAt,
      lastLoginAt: owner.lastLoginAt,
      monthlyReport: owner.monthlyReport,
      createdAt: owner.createdAt,
      properties: references(owner.properties),
      sessions: owner.sessions,
      reportsQueued: owner.reports.map((r) => r.month),
    })),
    staffProfiles: staff.map((member) => ({
      slug: member.slug,
      firstName: member.firstName,
      lastName: member.lastName,
      email: member.email,
      phone: member.phone,
    })),
  };
}
