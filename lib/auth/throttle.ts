import "server-only";
import { config } from "@/lib/config";
import type { Database } from "@/lib/db/database";
import { clearPoints, consumePoints, givePoint, takePoint, type LimitRule, type Taken } from "@/lib/db/rate-limits";
import { verifyCaptcha } from "@/lib/forms/captcha";
import { limitKey } from "@/lib/forms/rate-limit";

// Password guessing, counted in the site's rate-limit store (shared by every web server). An attempt takes
// its points before any password is verified, each in one atomic step, so parallel requests cannot verify
// more than the limits allow; only an attempt that verified a wrong password keeps them. Three counters:
// - per client address (LOGIN_FAILURES_PER_ADDRESS in 15 minutes, whatever names it tries): then refused;
// - per account and address (5 in 15 minutes): then that address is refused for that account;
// - per account, from anywhere (5 in 15 minutes): past it nobody is refused (or anyone could lock an owner
//   out), but every attempt must carry a solved captcha, checked before the password; and the owner is mailed.

export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const ACCOUNT_FAILURES = 5;

export const loginRules = {
  address: { name: "login-address", points: config.loginFailuresPerAddress, seconds: LOGIN_WINDOW_SECONDS },
  pair: { name: "login-pair", points: ACCOUNT_FAILURES, seconds: LOGIN_WINDOW_SECONDS },
  account: { name: "login-account", points: ACCOUNT_FAILURES, seconds: LOGIN_WINDOW_SECONDS },
  /** The owner hears of failures past the account's bar once a day at most, however long they go on. */
  alert: { name: "login-alert", points: 1, seconds: 24 * 3600 },
} satisfies Record<string, LimitRule>;

/** Who is trying: the account (an unknown name counts as one, without case) and the client. */
export interface Attempt {
  /** The owner's id when the name is an account's, else the name as typed (limitKey compares it as look-ups do). */
  account: number | string;
  /** The client, as the limits count them (lib/http/ip.mjs). */
  client: string;
}

/** An attempt let through to verify its password; `settleAttempt` must follow with the verdict. */
export interface Granted {
  status: "granted";
  attempt: Attempt;
  /** The account has reached its bar: the next attempt on it needs a captcha, and a failure here is mailed. */
  atBar: boolean;
}

export type Gate =
  Granted | { status: "throttled"; minutes: number } | { status: "captcha"; result: "empty" | "invalid" };

const accountName = (account: number | string) =>
  typeof account === "number" ? `owner:${account}` : `name:${account}`;

const keysOf = (attempt: Attempt) => {
  const account = accountName(attempt.account);
  return {
    address: limitKey({ address: attempt.client }),
    pair: limitKey({ email: `${account} from ${attempt.client}` }),
    account: limitKey({ email: account }),
  };
};

type Counter = keyof ReturnType<typeof keysOf>;
const counters: Counter[] = ["address", "pair", "account"];

/** Whole minutes until a window of `msLeft` ends, at least one. */
export const minutesLeft = (msLeft: number) => Math.max(1, Math.ceil(msLeft / 60_000));

async function giveBack(attempt: Attempt, taken: Record<Counter, Taken>, db?: Database): Promise<void> {
  const keys = keysOf(attempt);
  await Promise.all(counters.filter((c) => taken[c].granted).map((c) => givePoint(loginRules[c], keys[c], db)));
}

/**
 * Before a password is verified: takes the attempt's points, and checks (and spends) the captcha when the
 * account is past its bar. Only a granted attempt may verify the password. Every check of an owner's
 * password goes through this pair (the sign-in, a form asking for the current password):
 *   const gate = await enterAttempt({ account: ownerId, client }, formCaptchaField, db);
 *   if (gate.status !== "granted") return gate; // throttled (minutes), or the captcha is needed
 *   const right = await verifyPassword(typed, stored);
 *   const tellOwner = await settleAttempt(gate, right, db);
 */
export async function enterAttempt(attempt: Attempt, captcha: unknown, db?: Database): Promise<Gate> {
  const keys = keysOf(attempt);
  const [address, pair, account] = await Promise.all(counters.map((c) => consumePoints(loginRules[c], keys[c], 1, db)));
  const taken = { address: address!, pair: pair!, account: account! };
  const refused = [taken.address, taken.pair].filter((t) => !t.granted);
  if (refused.length > 0) {
    await giveBack(attempt, taken, db);
    return { status: "throttled", minutes: minutesLeft(Math.max(...refused.map((t) => t.msLeft))) };
  }
  if (!taken.account.granted) {
    const verified = await verifyCaptcha(captcha, db);
    const result = typeof verified === "string" ? verified : (await verified.spend()) ? "ok" : "invalid";
    if (result !== "ok") {
      await giveBack(attempt, taken, db);
      return { status: "captcha", result };
    }
  }
  return { status: "granted", attempt, atBar: taken.account.points >= ACCOUNT_FAILURES };
}

/**
 * After the password was verified. A right one gives its points back and forgets the account's and this
 * address's failures on it, so an owner who types right is never slowed; a wrong one keeps them. Answers
 * whether to tell the owner of the failures (true once a day at most, for an account past its bar).
 */
export async function settleAttempt(granted: Granted, right: boolean, db?: Database): Promise<boolean> {
  const keys = keysOf(granted.attempt);
  if (right) {
    await Promise.all([
      givePoint(loginRules.address, keys.address, db),
      clearPoints(loginRules.pair, keys.pair, db),
      clearPoints(loginRules.account, keys.account, db),
    ]);
    return false;
  }
  if (typeof granted.attempt.account !== "number" || !granted.atBar) return false;
  return takePoint(loginRules.alert, keys.account, 1, db);
}

/** After a new password, the account's failures are forgotten (those of each address on it are not). */
export async function clearAccountFailures(ownerId: number, db?: Database): Promise<void> {
  await clearPoints(loginRules.account, limitKey({ email: accountName(ownerId) }), db);
}

/** Reset links asked for one name (username or e-mail) per hour, so nobody floods an owner's mailbox. */
export const resetRequests: LimitRule = { name: "password-reset", points: 3, seconds: 3600 };
/** And reset links mailed to one owner per hour, whichever of its names was typed. */
export const resetMails: LimitRule = { name: "password-reset-owner", points: 3, seconds: 3600 };
