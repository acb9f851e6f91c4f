import "server-only";
import { RateLimiterPrisma, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Database } from "./database";
import { getPrisma } from "./infra/prisma";

// Rate-limit counters, shared by every web server through the site's database. The store is chosen
// here and nowhere else (a Redis store would slot in beside this one). rate-limiter-flexible's Prisma
// store counts with one upsert that increments in the database, so parallel requests never overshoot
// (tests/integration/forms/rate-limits.test.ts sends 50 at once, on both databases).

/** A limit: at most `points` attempts per key in a window of `seconds`, starting with the first. */
export interface LimitRule {
  name: string;
  points: number;
  seconds: number;
}

const limiters = new WeakMap<Database, Map<string, RateLimiterAbstract>>();

function limiterFor(rule: LimitRule, db: Database): RateLimiterAbstract {
  let byRule = limiters.get(db);
  if (!byRule) limiters.set(db, (byRule = new Map()));
  const id = `${rule.name}:${rule.points}:${rule.seconds}`;
  let limiter = byRule.get(id);
  if (!limiter) {
    limiter = new RateLimiterPrisma({
      storeClient: db,
      tableName: "rateLimit",
      keyPrefix: rule.name,
      points: rule.points,
      duration: rule.seconds,
      // Each limiter would sweep the whole table of expired rows every five minutes: one is enough.
      clearExpiredByTimeout: byRule.size === 0,
    });
    byRule.set(id, limiter);
  }
  return limiter;
}

/** An attempt counted: whether it stayed within the rule, the key's points now, and the ms until its window ends. */
export interface Taken {
  granted: boolean;
  points: number;
  msLeft: number;
}

/** Counts `points` for `key` (already keyed with a secret) in one atomic step, and says where that leaves the key. */
export async function consumePoints(
  rule: LimitRule,
  key: string,
  points = 1,
  db: Database = getPrisma(),
): Promise<Taken> {
  try {
    const res = await limiterFor(rule, db).consume(key, points);
    return { granted: true, points: res.consumedPoints, msLeft: Math.max(0, res.msBeforeNext) };
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      return { granted: false, points: error.consumedPoints, msLeft: Math.max(0, error.msBeforeNext) };
    }
    throw error;
  }
}

/** Counts `points` for `key` (already keyed with a secret); false when the rule's limit is passed. */
export async function takePoint(
  rule: LimitRule,
  key: string,
  points = 1,
  db: Database = getPrisma(),
): Promise<boolean> {
  return (await consumePoints(rule, key, points, db)).granted;
}

/** Gives back a point `key` took (an attempt that turned out not to count). */
export async function givePoint(rule: LimitRule, key: string, db: Database = getPrisma()): Promise<void> {
  await limiterFor(rule, db).reward(key, 1);
}

/** Forgets `key`'s points (an owner who signed in starts again with a clean count). */
export async function clearPoints(rule: LimitRule, key: string, db: Database = getPrisma()): Promise<void> {
  await limiterFor(rule, db).delete(key);
}
