import "server-only";
import { randomUUID } from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/locales";
import type { MailAttachment, OutgoingMail } from "@/lib/mail/outbox";
import type { Database, Transaction } from "./database";
import { getPrisma } from "./prisma";

// The mail outbox's rows: a mail is written in the same transaction as what caused it, and a worker
// claims, sends and marks it later.

export type MailStatus = "PENDING" | "SENDING" | "SENT" | "DEAD";

/** A mail taken by a worker, as it is sent. */
export interface ClaimedMail {
  id: number;
  messageId: string;
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  ics: string | null;
  attachments: MailAttachment[];
  attempts: number;
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
  text: string;
}

const attachmentsOf = (json: unknown): MailAttachment[] =>
  Array.isArray(json) ? (json as MailAttachment[]).filter((a) => a && typeof a === "object") : [];

/** Queues mails; call it with the transaction that stores what they are about. */
export async function enqueueMails(db: Database | Transaction, mails: OutgoingMail[], domain: string): Promise<void> {
  if (mails.length === 0) return;
  await db.outboxMail.createMany({
    data: mails.map((mail) => ({
      // The Message-ID is the idempotency key: a retried mail keeps it, so a receiver can drop a copy.
      messageId: `<${randomUUID()}@${domain}>`,
      submissionId: mail.submissionId ?? null,
      locale: mail.locale,
      toAddress: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      icsEvent: mail.ics ?? null,
      attachments: mail.attachments?.length ? (mail.attachments as unknown as Prisma.InputJsonValue) : undefined,
    })),
  });
}

/**
 * Takes up to `limit` mails that are due, for this worker only: rows are locked with
 * FOR UPDATE SKIP LOCKED, so several web servers never take the same mail. A mail whose worker died
 * while sending (its lease expired) is due again.
 */
export async function claimDueMails(
  limit: number,
  leaseMs: number,
  db: Database = getPrisma(),
): Promise<ClaimedMail[]> {
  const rows = await db.$queryRaw<
    Array<{
      id: number;
      messageId: string;
      toAddress: string;
      replyTo: string | null;
      subject: string;
      html: string;
      text: string;
      icsEvent: string | null;
      attachments: unknown;
      attempts: number;
    }>
  >`
    UPDATE "OutboxMail" SET status = 'SENDING', attempts = attempts + 1,
           "lockedUntil" = now() + make_interval(secs => ${leaseMs / 1000})
    WHERE id IN (
      SELECT id FROM "OutboxMail"
      WHERE (status = 'PENDING' AND "nextAttemptAt" <= now()) OR (status = 'SENDING' AND "lockedUntil" < now())
      ORDER BY "nextAttemptAt", id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING *`;
  return rows.map((row) => ({
    id: row.id,
    messageId: row.messageId,
    to: row.toAddress,
    replyTo: row.replyTo,
    subject: row.subject,
    html: row.html,
    text: row.text,
    ics: row.icsEvent,
    attachments: attachmentsOf(row.attachments),
    attempts: row.attempts,
  }));
}

export async function markSent(id: number, db: Database = getPrisma()): Promise<void> {
  await db.outboxMail.update({
    where: { id },
    data: { status: "SENT", sentAt: new Date(), lockedUntil: null, lastError: null },
  });
}

/** A failed attempt: tried again at `retryAt`, or given up (DEAD) when there is none. */
export async function markFailed(id: number, error: string, retryAt: Date | null, db: Database = getPrisma()) {
  await db.outboxMail.update({
    where: { id },
    data: retryAt
      ? { status: "PENDING", lockedUntil: null, lastError: error, nextAttemptAt: retryAt }
      : { status: "DEAD", lockedUntil: null, lastError: error },
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
    text: row.text,
  }));
}
