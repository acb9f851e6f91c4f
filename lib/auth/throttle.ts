import "server-only";
import { config } from "@/lib/config";
import type { Database } from "@/lib/db/database";
import { clearPoints, pointsTaken, takePoint, type LimitRule } from "@/lib/db/rate-limits";
import { limitKey, type Subject } from "@/lib/forms/rate-limit";

// Failed sign-ins, counted in the site's rate-limit store (shared by every web server): after 5 for one
// account, or for one address, within 15 minutes, further tries are refused until the window ends, whether
// or not the account exists. A successful sign-in is never counted nor slowed.

export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const ACCOUNT_FAILURES = 5;

export const loginRules = {
  account: { name: "login-account", points: ACCOUNT_FAILURES, seconds: LOGIN_WINDOW_SECONDS },
  address: { name: "login-address", points: config.loginFailuresPerAddress, seconds: LOGIN_WINDOW_SECONDS },
} satisfies Record<string, LimitRule>;

/** What failures are counted by: the account (an unknown name counts as one, without case) and the client. */
export interface Attempt {
  /** The owner's id when the name is an account's, else the name as typed (trimmed). */
  account: number | string;
  /** The client, as the limits count them (lib/http/ip.ts). */
  client: string;
}

const accountSubject = (account: number | string): Subject =>
  typeof account === "number" ? { email: `owner:${account}` } : { email: `name:${account}` };

const checks = (attempt: Attempt): Array<[LimitRule, string]> => [
  [loginRules.account, limitKey(accountSubject(attempt.account))],
  [loginRules.address, limitKey({ address: attempt.client })],
];

/** Whole minutes until a window of `msLeft` ends, at least one. */
export const minutesLeft = (msLeft: number) => Math.max(1, Math.ceil(msLeft / 60_000));

/** The minutes to wait when this attempt is refused, or null when it may be tried. */
export async function refusedFor(attempt: Attempt, db?: Database): Promise<number | null> {
  let wait = 0;
  for (const [rule, key] of checks(attempt)) {
    const { points, msLeft } = await pointsTaken(rule, key, db);
    if (points >= rule.points) wait = Math.max(wait, msLeft);
  }
  return wait > 0 ? minutesLeft(wait) : null;
}

/** Counts a failed attempt against its account and its client. */
export async function countFailure(attempt: Attempt, db?: Database): Promise<void> {
  for (const [rule, key] of checks(attempt)) await takePoint(rule, key, db);
}

/** After a successful sign-in, the account's failures are forgotten (the address's are not). */
export async function clearAccountFailures(ownerId: number, db?: Database): Promise<void> {
  await clearPoints(loginRules.account, limitKey(accountSubject(ownerId)), db);
}

/** Reset links asked for one name (username or e-mail) per hour, so nobody floods an owner's mailbox. */
export const resetRequests: LimitRule = { name: "password-reset", points: 3, seconds: 3600 };
/** And reset links mailed to one owner per hour, whichever of its names was typed. */
export const resetMails: LimitRule = { name: "password-reset-owner", points: 3, seconds: 3600 };
