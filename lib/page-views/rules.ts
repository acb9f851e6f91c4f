import { createHmac } from "node:crypto";
import { isbot } from "isbot";
import { limitSubject } from "@/lib/http/ip.mjs";

// Which view beacons (lib/page-views/beacon-server.ts) count as a view of a property, and the visitor key that
// makes a visitor count once a day without a cookie: an HMAC of address and property under a salt that is
// itself an HMAC of a secret and the day. The salt is never stored, so yesterday's keys cannot be
// recomputed from the database, and the key does not reveal the address. The user agent is not part of
// it: anyone can write a new one for every beacon, as anyone holding an IPv6 /64 can take a new address.

export interface ViewRequest {
  method: string;
  /** The client's address from clientAddress(); null when it cannot be told. */
  address: string | null;
  headers: Pick<Headers, "get">;
}

/**
 * Whether this beacon is a person's browser showing the page: posted by the site's own page (every
 * browser the site supports says so in Sec-Fetch-Site, which a page's scripts cannot write; a beacon
 * without it comes from a script or a tool), not by a bot, a page still being prerendered or a request
 * without an address.
 */
export function countsAsView(request: ViewRequest): boolean {
  if (request.method !== "POST" || !request.address) return false;
  const h = request.headers;
  if (h.get("sec-fetch-site") !== "same-origin") return false;
  if (h.get("next-router-prefetch") || /prefetch|prerender/i.test(`${h.get("purpose")} ${h.get("sec-purpose")}`)) {
    return false;
  }
  const agent = h.get("user-agent");
  return Boolean(agent) && !isbot(agent);
}

/** The day's salt: derived, never stored (kept in memory for the day it is, as the last one asked for). */
let lastSalt: { secret: string; day: string; salt: Buffer } | null = null;
export function daySalt(secret: string, day: string): Buffer {
  if (lastSalt?.secret !== secret || lastSalt.day !== day) {
    lastSalt = { secret, day, salt: createHmac("sha256", secret).update(`page-views:${day}`).digest() };
  }
  return lastSalt.salt;
}

/** The visitor's key for one property on one day: one per IPv4 address or IPv6 /64 (limitSubject). */
export function visitorKey(secret: string, day: string, address: string, propertyId: number) {
  return createHmac("sha256", daySalt(secret, day))
    .update(`${limitSubject(address)}\n${propertyId}`)
    .digest("base64url")
    .slice(0, 32);
}
