import { randomUUID } from "node:crypto";
import type { Transporter } from "nodemailer";
import { config } from "@/lib/config";
import type { Database } from "@/lib/db/database";
import type { FileStore } from "@/lib/storage/file-store";
import { alertDeadMails } from "@/lib/db/dead-mail";
import { claimDueMails, markDead, markRetry, markSent, type ClaimedMail } from "@/lib/db/outbox";
import type { MailKind, OutgoingMail, QueuedMail } from "@/lib/types/mail";
import { linkFiller, sealTokens } from "./sealed-tokens";
import { capAlert, deadMailAlert } from "./templates/outbox-alerts";
import { log, withoutAddresses } from "@/lib/log.mjs";

// The mail outbox: a mail is a row written in the same transaction as what caused it, and a worker
// sends it later. The visitor never waits on the mail server, and an outage loses nothing.

/**
 * A mail ready for the outbox, to be written with what caused it: a Message-ID on the site's domain, its
 * kind (a visitor's, counted by the hourly cap, unless marked), and its links' tokens sealed apart.
 */
export function queued(mail: OutgoingMail, kind: MailKind = mail.kind ?? "VISITOR"): QueuedMail {
  const { tokens = [], ...rest } = mail;
  const { sealed, ...bodies } = sealTokens(
    { html: mail.html, text: mail.text, listUnsubscribe: mail.listUnsubscribe ?? null },
    tokens,
  );
  const messageId = `<${randomUUID()}@${new URL(config.siteUrl).hostname}>`;
  return { ...rest, ...bodies, sealedTokens: sealed, kind, messageId };
}

export interface RetryPolicy {
  /** How long temporary failures are retried, from the first failed attempt, before a mail is dead. */
  retryForMs: number;
  /** Delay after the first failure; doubled after each further one. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** How long a claimed mail stays with its worker before another may take it over. */
  leaseMs: number;
}

export const defaultRetryPolicy: RetryPolicy = {
  retryForMs: 24 * 60 * 60_000,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  leaseMs: 2 * 60_000,
};

/** Exponential back-off: base, 2×base, 4×base, … capped. */
export function retryDelay(attempt: number, policy: RetryPolicy): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * A refusal the mail server will repeat (a 5xx answer), or a mail nodemailer cannot address: no retry
 * can help. A 4xx answer, a network error or a timeout is temporary.
 */
export function isPermanent(error: unknown): boolean {
  const e = error as { responseCode?: number; code?: string } | null;
  if (typeof e?.responseCode === "number") return e.responseCode >= 500;
  return e?.code === "EENVELOPE";
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  dead: number;
  /** Visitor mails due but held back by the hourly cap, or by their source's. */
  held: number;
}

/** The attachments a mail names, read from the agency's documents; a plain file name only. */
async function filesOf(mail: ClaimedMail, documents: FileStore) {
  const named = mail.attachments.filter((a) => typeof a.file === "string" && /^[\w.-]+$/.test(a.file));
  return Promise.all(
    named.map(async (a) => {
      const document = await documents.get(a.file);
      // Thrown, so the mail is tried again later, as when the document is put back.
      if (!document) throw new Error(`The document ${a.file} is not in the file store.`);
      return { filename: a.name, content: document.bytes, contentType: document.contentType };
    }),
  );
}

/** RFC 8058: the one-click address, and the header that tells a mail client a POST to it is enough. */
export function oneClickHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

export interface DeliveryOptions {
  limit?: number;
  policy?: RetryPolicy;
  /** Where attached documents are read; without it, mails go without their attachments. */
  documents?: FileStore;
  /** The site's database unless given (tests give theirs). */
  db?: Database;
  /** Visitor mails per hour (VISITOR_MAIL_HOURLY_CAP unless given). */
  hourlyCap?: number;
  /** Visitor mails per hour from one source (VISITOR_MAIL_SOURCE_HOURLY_CAP unless given). */
  sourceHourlyCap?: number;
  /** The clock (tests move theirs). */
  now?: () => Date;
}

/** Sends the mails that are due through `transport`; returns what happened to each. */
export async function deliverDueMails(
  transport: Transporter,
  from: string,
  options: DeliveryOptions = {},
): Promise<DeliveryReport> {
  const { db, documents } = options;
  const policy = options.policy ?? defaultRetryPolicy;
  const now = options.now ?? (() => new Date());
  const hourlyCap = options.hourlyCap ?? config.visitorMailHourlyCap;
  const { mails, held } = await claimDueMails(
    {
      limit: options.limit ?? 20,
      leaseMs: policy.leaseMs,
      now: now(),
      hourlyCap,
      sourceHourlyCap: options.sourceHourlyCap ?? config.visitorMailSourceHourlyCap,
      capAlert: (waiting) => queued(capAlert(hourlyCap, waiting)),
    },
    db,
  );
  const report: DeliveryReport = { sent: 0, retried: 0, dead: 0, held };
  for (const mail of mails) {
    const { opened, fill } = linkFiller(mail.sealedTokens);
    if (!opened) {
      log.warn(
        { event: "mail.links.unreadable", mailId: mail.id },
        "a mail's links were sealed under another NEXTAUTH_SECRET: it goes without their tokens",
      );
    }
    try {
      await transport.sendMail({
        messageId: mail.messageId,
        from,
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: fill(mail.text),
        html: fill(mail.html),
        icalEvent: mail.ics ? { method: "REQUEST", filename: "invite.ics", content: mail.ics } : undefined,
        attachments: documents ? await filesOf(mail, documents) : [],
        headers: mail.listUnsubscribe ? oneClickHeaders(fill(mail.listUnsubscribe)) : undefined,
      });
      await markSent(mail.id, now(), db);
      report.sent++;
    } catch (error) {
      const failedAt = now();
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const firstFailedAt = mail.firstFailedAt ?? failedAt;
      const giveUpAt = firstFailedAt.getTime() + policy.retryForMs;
      if (isPermanent(error) || failedAt.getTime() >= giveUpAt) {
        await markDead(mail.id, { error: message, now: failedAt, firstFailedAt }, db);
        // The id and the server's answer only: never a mail's content.
        log.error(
          { event: "mail.dead", mailId: mail.id, reason: withoutAddresses(message) },
          "a mail is dead: see npm run mail:dead",
        );
        report.dead++;
      } else {
        // The last try falls at the end of the retry period, not after it.
        const retryAt = new Date(Math.min(failedAt.getTime() + retryDelay(mail.attempts, policy), giveUpAt));
        await markRetry(mail.id, { error: message, retryAt, firstFailedAt }, db);
        report.retried++;
      }
    }
  }
  await alertDeadMails((dead) => queued(deadMailAlert(dead)), now(), db);
  if (report.sent + report.retried + report.dead + report.held > 0)
    log.info({ event: "mail.run", ...report }, "mail worker ran");
  return report;
}
