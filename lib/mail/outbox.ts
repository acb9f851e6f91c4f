import { randomUUID } from "node:crypto";
import path from "node:path";
import type { Transporter } from "nodemailer";
import type { Locale } from "@/lib/i18n/locales";
import type { OutboxMail, Prisma, PrismaClient } from "@/lib/generated/prisma/client";

// The mail outbox (issue 5): a mail is a row written in the same transaction as what caused it, and a
// worker sends it later. The visitor never waits on the mail server, and an outage loses nothing.

export interface OutgoingMail {
  to: string;
  replyTo?: string | null;
  locale: Locale;
  subject: string;
  html: string;
  text: string;
  /** An iCalendar invitation, attached as invite.ics. */
  ics?: string | null;
  /** Files of the document folder to attach (DOCUMENT_DIR). */
  attachments?: MailAttachment[];
  submissionId?: number | null;
}

export interface MailAttachment {
  /** A plain file name inside the document folder. */
  file: string;
  /** The name the receiver sees. */
  name: string;
}

export interface RetryPolicy {
  /** Attempts before a mail is given up as dead. */
  maxAttempts: number;
  /** Delay after the first failure; doubled after each further one. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** How long a claimed mail stays with its worker before another may take it over. */
  leaseMs: number;
}

export const defaultRetryPolicy: RetryPolicy = {
  maxAttempts: 8,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  leaseMs: 2 * 60_000,
};

type Db = Pick<PrismaClient, "outboxMail" | "$queryRaw"> | Prisma.TransactionClient;

/** Queues mails; call it with the transaction that stores what they are about. */
export async function enqueueMails(db: Db, mails: OutgoingMail[], domain: string): Promise<void> {
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

/** Exponential back-off: base, 2×base, 4×base, … capped. */
export function retryDelay(attempt: number, policy: RetryPolicy): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * Takes up to `limit` mails that are due, for this worker only: rows are locked with
 * FOR UPDATE SKIP LOCKED, so several web servers never take the same mail. A mail whose worker died
 * while sending (its lease expired) is due again.
 */
export async function claimDueMails(db: Pick<PrismaClient, "$queryRaw">, limit: number, policy: RetryPolicy) {
  return db.$queryRaw<OutboxMail[]>`
    UPDATE "OutboxMail" SET status = 'SENDING', attempts = attempts + 1,
           "lockedUntil" = now() + make_interval(secs => ${policy.leaseMs / 1000})
    WHERE id IN (
      SELECT id FROM "OutboxMail"
      WHERE (status = 'PENDING' AND "nextAttemptAt" <= now()) OR (status = 'SENDING' AND "lockedUntil" < now())
      ORDER BY "nextAttemptAt", id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING *`;
}

/** A refusal the mail server will repeat (5xx), or a malformed address: no retry can help. */
function isPermanent(error: unknown): boolean {
  const e = error as { responseCode?: number; code?: string };
  if (typeof e.responseCode === "number") return e.responseCode >= 500;
  return e.code === "EENVELOPE";
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  dead: number;
}

/** Sends the mails that are due through `transport`; returns what happened to each. */
/** The attachments a row names, resolved inside the document folder only. */
function attachmentsOf(mail: OutboxMail, documentDir: string) {
  const list = Array.isArray(mail.attachments) ? (mail.attachments as unknown as MailAttachment[]) : [];
  return list
    .filter((a) => typeof a.file === "string" && /^[\w.-]+$/.test(a.file))
    .map((a) => ({ filename: a.name, path: path.join(/*turbopackIgnore: true*/ documentDir, a.file) }));
}

export async function deliverDueMails(
  db: Pick<PrismaClient, "$queryRaw" | "outboxMail">,
  transport: Transporter,
  from: string,
  options: { limit?: number; policy?: RetryPolicy; documentDir?: string } = {},
): Promise<DeliveryReport> {
  const policy = options.policy ?? defaultRetryPolicy;
  const report: DeliveryReport = { sent: 0, retried: 0, dead: 0 };
  const mails = await claimDueMails(db, options.limit ?? 20, policy);
  for (const mail of mails) {
    try {
      await transport.sendMail({
        messageId: mail.messageId,
        from,
        to: mail.toAddress,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        icalEvent: mail.icsEvent ? { method: "REQUEST", filename: "invite.ics", content: mail.icsEvent } : undefined,
        attachments: options.documentDir ? attachmentsOf(mail, options.documentDir) : [],
      });
      await db.outboxMail.update({
        where: { id: mail.id },
        data: { status: "SENT", sentAt: new Date(), lockedUntil: null, lastError: null },
      });
      report.sent++;
    } catch (error) {
      const message = error instanceof Error ? error.message.slice(0, 500) : String(error).slice(0, 500);
      const dead = isPermanent(error) || mail.attempts >= policy.maxAttempts;
      await db.outboxMail.update({
        where: { id: mail.id },
        data: dead
          ? { status: "DEAD", lockedUntil: null, lastError: message }
          : {
              status: "PENDING",
              lockedUntil: null,
              lastError: message,
              nextAttemptAt: new Date(Date.now() + retryDelay(mail.attempts, policy)),
            },
      });
      if (dead) report.dead++;
      else report.retried++;
    }
  }
  return report;
}
