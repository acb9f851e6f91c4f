import "server-only";
import { createHmac } from "node:crypto";
import { config, sharedSecret } from "@/lib/config";
import type { Database } from "@/lib/db/database";
import { takePoint, type LimitRule } from "@/lib/db/rate-limits";
import { clientAddress } from "@/lib/http/client-address";
import { limitSubject } from "@/lib/http/ip.mjs";
import { log } from "@/lib/log.mjs";
import { normaliseIdentifier } from "@/lib/rules/identifier";

// The site's limits, and the keys they count by: an HMAC of the address (IPv6 per /64, see
// lib/http/ip.mjs) or e-mail with RATE_LIMIT_SECRET, so the stored counters say nothing to whoever
// reads them, and nobody can compute a key without the secret.

const HOUR = 3600;
const DAY = 24 * HOUR;

export const limits = {
  /** Every form together, per address. */
  forms: { name: "forms", points: config.formRateLimit, seconds: HOUR },
  /** "Send to a friend" mails to one e-mail address. */
  friendRecipient: { name: "friend-to", points: config.friendMailsPerRecipient, seconds: DAY },
  /** Mails to one e-mail address that has confirmed nothing (confirmations of a watch, the newsletter, a search). */
  unconfirmedRecipient: { name: "unconfirmed-to", points: config.unconfirmedMailsPerRecipient, seconds: DAY },
  /** "Send to a friend" mails from one sender, counted by address and by e-mail apart. */
  friendSender: { name: "friend-from", points: config.friendMailsPerSender, seconds: DAY },
  /** Visit bookings per address. */
  visitBookings: { name: "visits", points: config.visitBookingLimit, seconds: DAY },
  /** Consent choices recorded per address (the dialog sends one per choice). */
  consentRecords: { name: "consent", points: config.consentRateLimit, seconds: HOUR },
  /** Captcha challenges handed out per address (one per form shown). */
  captchaChallenges: { name: "captcha", points: config.captchaRateLimit, seconds: HOUR },
  /** Uploaded files per address, and their bytes as stored; and the bytes the whole site accepts. */
  uploadFiles: { name: "upload-files", points: config.uploadQuota.filesPerAddress, seconds: DAY },
  uploadBytes: { name: "upload-bytes", points: config.uploadQuota.bytesPerAddress, seconds: DAY },
  siteUploadBytes: { name: "site-upload-bytes", points: config.uploadQuota.bytesSiteWide, seconds: DAY },
} satisfies Record<string, LimitRule>;

/** Who a limit counts: an address, an e-mail, or the whole site. */
export type Subject = { address: string } | { email: string } | "site";

/** A rule, who it counts, and how many points this attempt takes (one when not said). */
export type Check = [LimitRule, Subject, number?];

/** The counter key of an address (already a limit subject) or an e-mail (compared as look-ups compare it). */
export function limitKey(subject: Subject): string {
  const text =
    subject === "site"
      ? "site"
      : "address" in subject
        ? `address:${subject.address}`
        : `email:${normaliseIdentifier(subject.email)}`;
  return createHmac("sha256", sharedSecret("RATE_LIMIT_SECRET")).update(text).digest("base64url");
}

/** Counts an attempt against each rule for its subject, in order; false at the first one passed. */
export async function withinLimits(checks: Check[], db?: Database): Promise<boolean> {
  for (const [rule, subject, points = 1] of checks) {
    const key = limitKey(subject);
    if (await takePoint(rule, key, points, db)) continue;
    // Who was refused only as the counter's key: the operator can tell one source from many, not who it is.
    const who = subject === "site" ? "site" : "address" in subject ? "address" : "email";
    log.warn({ event: "limit.refused", rule: rule.name, subject: who, key }, `limit ${rule.name} reached`);
    return false;
  }
  return true;
}

/** A day's allowance of files, in bytes as stored: per client (files and bytes), then for the whole site. */
export function uploadChecks(client: string, sizes: number[]): Check[] {
  const bytes = sizes.reduce((sum, size) => sum + size, 0);
  return [
    [limits.uploadFiles, { address: client }, sizes.length],
    [limits.uploadBytes, { address: client }, bytes],
    [limits.siteUploadBytes, "site", bytes],
  ];
}

/**
 * For route handlers: whether this request's client may take one more point of `rule` — "noAddress"
 * when the client cannot be told (then no limit could hold), "limited" past the rule.
 */
export async function clientWithin(rule: LimitRule): Promise<"ok" | "noAddress" | "limited"> {
  const address = clientAddress();
  if (!address) return "noAddress";
  return (await withinLimits([[rule, { address: limitSubject(address) }]])) ? "ok" : "limited";
}

/** The answer of a route handler refused by `clientWithin`. */
export function refusal(outcome: "noAddress" | "limited"): Response {
  return outcome === "limited"
    ? Response.json({ error: "too many requests" }, { status: 429, headers: { "retry-after": "3600" } })
    : Response.json({ error: "the client's address could not be told" }, { status: 400 });
}
