import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/locales";
import type { MailAttachment, MailKind, QueuedMail } from "@/lib/types/mail";
import type { Client, Database, Transaction } from "./database";
import { getPrisma } from "./infra/prisma";

// The mail outbox's rows: a mail is written in the same transaction as what caused it, and a worker
// claims, sends and marks it later. Times come from the caller's clock, so tests can move it. What a
// mail says, its Message-ID and its kind are decided before it gets here (queued() in lib/mail/outbox.ts).

export type MailStatus = "PENDING" | "SENDING" | "SENT" | "DEAD";

/** A mail taken by a worker, as it is sent. */
export interface ClaimedMail {
  id: number;
  messageId: string;
  kind: MailKind;
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  ics: string | null;
  listUnsubscribe: string | null;
  /** The tokens of its links, sealed; the bodies hold placeholders (lib/mail/sealed-tokens.ts). */
  sealedTokens: string | null;
  attachments: MailAttachment[];
  attempts: number;
  firstFailedAt: Date | null;
}

/** A mail as the demo's mailbox shows it. */
export interface StoredMail {
  id: number;
  to: string;
  subject: string;
  locale: Locale;
  status: MailStatus;
  attachmentNames: string[];
  hasInvitation: boolean;
  /** The one-click unsubscribe address sent as List-Unsubscribe, if any. */
  listUnsubscribe: string | null;
  text: string;
  /** The tokens of its links, sealed, until it is sent. */
  sealedTokens: string | null;
}

const attachmentsOf = (json: unknown): MailAttachment[] =>
  Array.isArray(json) ? (json as MailAttachment[]).filter((a) => a && typeof a === "object") : [];

/** Queues mails; call it with the transaction that stores what they are about. */
export async function enqueueMails(mails: QueuedMail[], db: Client = getPrisma()): Promise<void> {
  if (mails.length === 0) return;
  await db.outboxMail.createMany({
    data: mails.map((mail) => ({
      messageId: mail.messageId,
      submissionId: mail.submissionId ?? null,
      kind: mail.kind,
      locale: mail.locale,
      toAddress: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      icsEvent: mail.ics ?? null,
      listUnsubscribe: mail.listUnsubscribe ?? null,
      sealedTokens: mail.sealedTokens,
      source: mail.source ?? null,
      attachments: mail.attachments?.length ? (mail.attachments as unknown as Prisma.InputJsonValue) : undefined,
    })),
  });
}

/** Queues one mail that no stored record is about (a notice to an owner about their account). */
export async function enqueueMail(mail: QueuedMail, db: Database = getPrisma()): Promise<void> {
  await enqueueMails([mail], db);
}

type Row = {
  id: number;
  messageId: string;
  kind: MailKind;
  toAddress: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  icsEvent: string | null;
  listUnsubscribe: string | null;
  sealedTokens: string | null;
  attachments: unknown;
  attempts: number;
  firstFailedAt: Date | null;
};

const claimedOf = (row: Row): ClaimedMail => ({
  id: row.id,
  messageId: row.messageId,
  kind: row.kind,
  to: row.toAddress,
  replyTo: row.replyTo,
  subject: row.subject,
  html: row.html,
  text: row.text,
  ics: row.icsEvent,
  listUnsubscribe: row.listUnsubscribe,
  sealedTokens: row.sealedTokens,
  attachments: attachmentsOf(row.attachments),
  attempts: row.attempts,
  firstFailedAt: row.firstFailedAt,
});

/** Any number, the same on every web server: claims of the outbox are taken one at a time. */
const claimLock = 7_104_220;
const hourMs = 60 * 60_000;

export interface ClaimOptions {
  limit: number;
  leaseMs: number;
  now: Date;
  /** Visitor mails that may be sent in any hour; the others wait, pending, for the window to allow them. */
  hourlyCap: number;
  /** Visitor mails of one source (the client whose form queued them) that may be sent in any hour. */
  sourceHourlyCap: number;
  /** The alert queued when the cap starts holding mails back (not again until every held mail has left). */
  capAlert: (waiting: number) => QueuedMail;
}

export interface Claim {
  mails: ClaimedMail[];
  /** Visitor mails due but held back by the hourly cap, or by their source's. */
  held: number;
}

/**
 * Takes up to `limit` due mails for this worker: the agency's mails and alerts first, then visitor mails
 * while the hourly cap allows and their source's cap too, so one sender cannot use up the hour of every
 * other. A transaction-scoped advisory lock makes the caps' counts and the claim one step across web
 * servers; rows are also locked FOR UPDATE SKIP LOCKED. A mail whose worker died while sending (its lease
 * expired) is due again.
 */
export async function claimDueMails(options: ClaimOptions, db: Database = getPrisma()): Promise<Claim> {
  const { now, limit } = options;
  const lockedUntil = new Date(now.getTime() + options.leaseMs);
  const hourAgo = new Date(now.getTime() - hourMs);
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 AS locked FROM (SELECT pg_advisory_xact_lock(${claimLock}::bigint)) AS l`;
    const take = (ids: Prisma.Sql) => tx.$queryRaw<Row[]>`
      UPDATE "OutboxMail" SET status = 'SENDING', attempts = attempts + 1, "lockedUntil" = ${lockedUntil}
      WHERE id IN (SELECT id FROM "OutboxMail" WHERE id IN (${ids}) FOR UPDATE SKIP LOCKED)
      RETURNING *`;
    const due = Prisma.sql`((status = 'PENDING' AND "nextAttemptAt" <= ${now}) OR (status = 'SENDING' AND "lockedUntil" < ${now}))`;
    const inTheHour = Prisma.sql`((status = 'SENT' AND "sentAt" > ${hourAgo}) OR (status = 'SENDING' AND "lockedUntil" >= ${now}))`;
    const others = await take(Prisma.sql`
      SELECT id FROM "OutboxMail" WHERE ${due} AND kind <> 'VISITOR' ORDER BY "nextAttemptAt", id LIMIT ${limit}`);
    const [{ used }] = await tx.$queryRaw<[{ used: number }]>`
      SELECT count(*)::int AS used FROM "OutboxMail" WHERE kind = 'VISITOR' AND ${inTheHour}`;
    const budget = Math.max(0, options.hourlyCap - used);
    const room = Math.min(budget, limit - others.length);
    // Each source's due mails in order, numbered after those it already sent this hour: past its cap, they wait.
    const visitors =
      room > 0
        ? await take(Prisma.sql`
      SELECT d.id FROM (
        SELECT id, source, "nextAttemptAt", row_number() OVER (PARTITION BY source ORDER BY "nextAttemptAt", id) AS nth
        FROM "OutboxMail" WHERE ${due} AND kind = 'VISITOR') AS d
      LEFT JOIN (
        SELECT source, count(*)::int AS sent FROM "OutboxMail"
        WHERE kind = 'VISITOR' AND source IS NOT NULL AND ${inTheHour} GROUP BY source) AS s ON s.source = d.source
      WHERE d.source IS NULL OR d.nth + coalesce(s.sent, 0) <= ${options.sourceHourlyCap}
      ORDER BY d."nextAttemptAt", d.id
      LIMIT ${room}`)
        : [];
    // Fewer than there was room for: what is still due waits for its source's hour.
    const held =
      budget <= visitors.length
        ? await holdWaiting(now, options, tx)
        : visitors.length < room
          ? await tx.outboxMail.count({ where: { kind: "VISITOR", status: "PENDING", nextAttemptAt: { lte: now } } })
          : 0;
    const byId = (a: Row, b: Row) => a.id - b.id;
    return { mails: [...others.sort(byId), ...visitors.sort(byId)].map(claimedOf), held };
  });
}

/** Marks the visitor mails the cap holds back; the first hold of a spell queues the agency's alert. */
async function holdWaiting(now: Date, options: ClaimOptions, tx: Transaction): Promise<number> {
  const due = { kind: "VISITOR", status: "PENDING", nextAttemptAt: { lte: now } } as const;
  const waiting = await tx.outboxMail.count({ where: due });
  if (waiting === 0) return 0;
  const spell = await tx.outboxMail.count({
    where: { kind: "VISITOR", status: { in: ["PENDING", "SENDING"] }, heldAt: { not: null } },
  });
  await tx.outboxMail.updateMany({ where: { ...due, heldAt: null }, data: { heldAt: now } });
  if (spell === 0) await enqueueMails([options.capAlert(waiting)], tx);
  return waiting;
}

/** Sent: its stored copy keeps the placeholders and no longer the sealed tokens, so it holds no working link. */
export async function markSent(id: number, now: Date, db: Database = getPrisma()): Promise<void> {
  await db.outboxMail.update({
    where: { id },
    data: { status: "SENT", sentAt: now, lockedUntil: null, lastError: null, sealedTokens: null },
  });
}

/** A temporary failure: tried again at `retryAt`, still within the retry period counted from `firstFailedAt`. */
export async function markRetry(
  id: number,
  failure: { error: string; retryAt: Date; firstFailedAt: Date },
  db: Database = getPrisma(),
): Promise<void> {
  await db.outboxMail.update({
    where: { id },
    data: {
      status: "PENDING",
      lockedUntil: null,
      lastError: failure.error,
      nextAttemptAt: failure.retryAt,
      firstFailedAt: failure.firstFailedAt,
    },
  });
}

/** Given up: listed by `npm run mail:dead` and named in the agency's next alert. */
export async function markDead(
  id: number,
  failure: { error: string; now: Date; firstFailedAt: Date },
  db: Database = getPrisma(),
): Promise<void> {
  await db.outboxMail.update({
    where: { id },
    data: {
      status: "DEAD",
      lockedUntil: null,
      lastError: failure.error,
      deadAt: failure.now,
      firstFailedAt: failure.firstFailedAt,
    },
  });
}

export async function listRecentMails(take: number, db: Database = getPrisma()): Promise<StoredMail[]> {
  const rows = await db.outboxMail.findMany({ orderBy: { id: "desc" }, take });
  return rows.map((row) => ({
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    locale: row.locale,
    status: row.status,
    attachmentNames: attachmentsOf(row.attachments).map((a) => a.name ?? ""),
    hasInvitation: row.icsEvent !== null,
    listUnsubscribe: row.listUnsubscribe,
    text: row.text,
    sealedTokens: row.sealedTokens,
  }));
}
