import path from "node:path";
import type { Transporter } from "nodemailer";
import type { Locale } from "@/lib/i18n/locales";
import type { Database } from "@/lib/db/database";
import { claimDueMails, markFailed, markSent, type ClaimedMail } from "@/lib/db/outbox";

// The mail outbox: a mail is a row written in the same transaction as what caused it, and a worker
// sends it later. The visitor never waits on the mail server, and an outage loses nothing.

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

/** Exponential back-off: base, 2×base, 4×base, … capped. */
export function retryDelay(attempt: number, policy: RetryPolicy): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1));
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

/** The attachments a mail names, resolved inside the document folder only. */
function filesOf(mail: ClaimedMail, documentDir: string) {
  return mail.attachments
    .filter((a) => typeof a.file === "string" && /^[\w.-]+$/.test(a.file))
    .map((a) => ({ filename: a.name, path: path.join(/*turbopackIgnore: true*/ documentDir, a.file) }));
}

export interface DeliveryOptions {
  limit?: number;
  policy?: RetryPolicy;
  documentDir?: string;
  /** The site's database unless given (tests give theirs). */
  db?: Database;
}

/** Sends the mails that are due through `transport`; returns what happened to each. */
export async function deliverDueMails(
  transport: Transporter,
  from: string,
  options: DeliveryOptions = {},
): Promise<DeliveryReport> {
  const { db, documentDir } = options;
  const policy = options.policy ?? defaultRetryPolicy;
  const report: DeliveryReport = { sent: 0, retried: 0, dead: 0 };
  const mails = await claimDueMails(options.limit ?? 20, policy.leaseMs, db);
  for (const mail of mails) {
    try {
      await transport.sendMail({
        messageId: mail.messageId,
        from,
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        icalEvent: mail.ics ? { method: "REQUEST", filename: "invite.ics", content: mail.ics } : undefined,
        attachments: documentDir ? filesOf(mail, documentDir) : [],
      });
      await markSent(mail.id, db);
      report.sent++;
    } catch (error) {
      const message = error instanceof Error ? error.message.slice(0, 500) : String(error).slice(0, 500);
      const dead = isPermanent(error) || mail.attempts >= policy.maxAttempts;
      await markFailed(mail.id, message, dead ? null : new Date(Date.now() + retryDelay(mail.attempts, policy)), db);
      if (dead) report.dead++;
      else report.retried++;
    }
  }
  return report;
}
