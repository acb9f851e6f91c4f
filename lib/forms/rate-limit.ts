import "server-only";
import { createHash } from "node:crypto";
import { config } from "@/lib/config";
import type { Database } from "@/lib/db/database";
import { countSubmissionsSince } from "@/lib/db/submissions";

/** The visitor's address: the first of X-Forwarded-For, else X-Real-IP. */
export function clientAddressOf(forwardedFor: string | null, realIp: string | null): string | null {
  return forwardedFor?.split(",")[0]?.trim() || realIp?.trim() || null;
}

/** The visitor's address, hashed: enough to count their submissions, useless to anyone who reads it. */
export function clientKeyOf(forwardedFor: string | null, realIp: string | null): string | null {
  const address = clientAddressOf(forwardedFor, realIp);
  if (!address) return null;
  return createHash("sha256").update(`${config.siteUrl}|${address}`).digest("hex").slice(0, 32);
}

/** Whether this address has sent as many submissions in the last hour as the site accepts. */
export async function isRateLimited(
  clientKey: string | null,
  db?: Database,
  limit = config.formRateLimit,
): Promise<boolean> {
  if (!clientKey) return false;
  return (await countSubmissionsSince(clientKey, new Date(Date.now() - 60 * 60_000), db)) >= limit;
}
