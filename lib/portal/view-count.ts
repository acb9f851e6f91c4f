import { createHmac } from "node:crypto";
import { isbot } from "isbot";

// Which view beacons (lib/portal/view-beacon.ts) count as a view of a property, and the visitor key that
// makes a person count once a day without a cookie: an HMAC of address, user agent and property under a
// salt that is itself an HMAC of a secret and the day. The salt is never stored, so yesterday's keys
// cannot be recomputed from the database, and the key reveals neither address nor browser.

export interface ViewRequest {
  method: string;
  /** The client's address from clientAddress(); null when it cannot be told. */
  address: string | null;
  headers: Pick<Headers, "get">;
}

/**
 * Whether this beacon is a person's browser showing the page: posted by the site's own page (a browser
 * says so in Sec-Fetch-Site; another site's page cannot), not by a bot, a page still being prerendered
 * or a request without an address.
 */
export function countsAsView(request: ViewRequest): boolean {
  if (request.method !== "POST" || !request.address) return false;
  const h = request.headers;
  const site = h.get("sec-fetch-site");
  if (site && site !== "same-origin") return false;
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

/** The visitor's key for one property on one day. */
export function visitorKey(secret: string, day: string, address: string, userAgent: string, propertyId: number) {
  return createHmac("sha256", daySalt(secret, day))
    .update(`${address}\n${userAgent}\n${propertyId}`)
    .digest("base64url")
    .slice(0, 32);
}
