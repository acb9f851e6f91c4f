import "server-only";
import { createHmac, randomBytes } from "node:crypto";
import { config } from "@/lib/config";
import type { Database } from "@/lib/db/database";
import { takePoint, type LimitRule } from "@/lib/db/rate-limits";

// The site's limits, and the keys they count by: an HMAC of the address (IPv6 per /64, see
// lib/http/ip.ts) or e-mail with RATE_LIMIT_SECRET, so the stored counters say nothing to whoever
// reads them, and nobody can compute a key without the secret.

const HOUR = 3600;
const DAY = 24 * HOUR;

export const limits = {
  /** Every form together, per address. */
  forms: { name: "forms", points: config.formRateLimit, seconds: HOUR },
  /** "Send to a friend" mails to one e-mail address. */
  friendRecipient: { name: "friend-to", points: config.friendMailsPerRecipient, seconds: DAY },
  /** "Send to a friend" mails from one sender, counted by address and by e-mail apart. */
  friendSender: { name: "friend-from", points: config.friendMailsPerSender, seconds: DAY },
  /** Visit bookings per address. */
  visitBookings: { name: "visits", points: config.visitBookingLimit, seconds: DAY },
} satisfies Record<string, LimitRule>;

const holder = globalThis as unknown as { __rateLimitSecret?: string };

/** Without RATE_LIMIT_SECRET (the demo, one server) each process keys with its own random secret. */
function secret(): string {
  const configured = config.rateLimitSecret;
  if (configured && configured.length < 32) throw new Error("RATE_LIMIT_SECRET must have at least 32 characters");
  return configured ?? (holder.__rateLimitSecret ??= randomBytes(32).toString("hex"));
}

export type Subject = { address: string } | { email: string };

/** The counter key of an address (already a limit subject) or an e-mail (compared without case). */
export function limitKey(subject: Subject): string {
  const text = "address" in subject ? `address:${subject.address}` : `email:${subject.email.trim().toLowerCase()}`;
  return createHmac("sha256", secret()).update(text).digest("base64url");
}

/** Counts one attempt against each rule for its subject, in order; false at the first one passed. */
export async function withinLimits(checks: Array<[LimitRule, Subject]>, db?: Database): Promise<boolean> {
  for (const [rule, subject] of checks) {
    if (!(await takePoint(rule, limitKey(subject), db))) return false;
  }
  return true;
}
