import "server-only";
import { redisStore } from "@/lib/cache/redis-store.mjs";
import { config } from "@/lib/config";
import { databaseAnswers, releaseMigrated } from "@/lib/db/infra/health";
import { runningJob } from "@/lib/jobs/repeat";
import type { Readiness } from "@/lib/server/process-hooks.mjs";

// Whether this server can serve (GET /api/health/ready/, answered by server.mjs): the database answers and
// has this release's migrations, Redis answers when REDIS_URL names one, and the mail worker ran recently when
// SMTP_URL starts one. Each check gets CHECK_TIMEOUT_MS; concurrent asks share one answer, and an answer is
// reused for ANSWER_FOR_MS, so a load balancer asking every second costs at most one round of queries a second.

export const CHECK_TIMEOUT_MS = 2000;
const ANSWER_FOR_MS = 1000;

/** A check: true when fine; false, an error or no answer within the timeout counts as failing. */
export type Check = () => Promise<boolean>;

function within(check: Check, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  return Promise.race([check().catch(() => false), late]).finally(() => clearTimeout(timer));
}

/** Runs the checks side by side; the answer names those that fail, in their order. */
export async function judge(checks: Record<string, Check>, timeoutMs = CHECK_TIMEOUT_MS): Promise<Readiness> {
  const names = Object.keys(checks);
  const results = await Promise.all(names.map((name) => within(checks[name]!, timeoutMs)));
  const failing = names.filter((_, i) => !results[i]);
  return { ready: failing.length === 0, failing };
}

/** Whether a repeating job ran recently enough: within three of its intervals and half a minute. */
export const ranRecently = (idleMs: number, everyMs: number): boolean => idleMs <= 3 * everyMs + 30_000;

// Migrations are never taken back while a server runs: once all are there, the check need not read them again.
let migrated = false;

function siteChecks(): Record<string, Check> {
  const checks: Record<string, Check> = {
    database: databaseAnswers,
    migrations: async () => (migrated ||= await releaseMigrated()),
  };
  const redisUrl = config.redisUrl;
  if (redisUrl) {
    checks.redis = async () => {
      await redisStore(redisUrl).ping();
      return true;
    };
  }
  if (config.smtpUrl) {
    checks["mail worker"] = async () => {
      const worker = runningJob("mail worker");
      return worker !== undefined && ranRecently(worker.idleMs(), worker.everyMs);
    };
  }
  return checks;
}

let last: { at: number; answer: Promise<Readiness> } | null = null;

/** This server's readiness, shared by concurrent asks and reused for a second. */
export function checkReadiness(now = Date.now()): Promise<Readiness> {
  if (!last || now - last.at >= ANSWER_FOR_MS) last = { at: now, answer: judge(siteChecks()) };
  return last.answer;
}
