// The settings that plain JavaScript reads before or beside Next's compiled app: server.mjs, the log
// (lib/log.mjs), Next's cache handler and next.config.ts. lib/config.ts re-exports them with every other setting,
// and these two files are the only ones of the site that read the environment (ESLint refuses process.env in the
// rest; see docs/architecture.md#settings). server.mjs sets NODE_ENV here when none is given, as Next's own commands
// do; what else it hands the app at start is a process hook (lib/server/process-hooks.mjs).

const env = /** @type {Record<string, string | undefined>} */ (process.env);

/**
 * The site's public address from SITE_URL, without a trailing slash. Production refuses to start without it
 * (lib/config.ts); development defaults to `next dev`'s address.
 * @param {Record<string, string | undefined>} from
 * @returns {string}
 */
export function siteUrlOf(from) {
  return (from.SITE_URL ?? "http://localhost:3000").replace(/\/$/, "");
}

/** Each setting is described in docs/operations.md#settings. */
export const coreSettings = {
  siteUrl: siteUrlOf(env),
  redisUrl: env.REDIS_URL || undefined,
  /** server.mjs's port when no -p is given. */
  port: env.PORT ?? "3000",
  /** As written: server.mjs reads it first and refuses a bad one itself (readHops, lib/http/trusted-address.mjs). */
  trustProxyHops: env.TRUST_PROXY_HOPS,
  shutdownDrainMs: Math.max(0, Number(env.SHUTDOWN_DRAIN_SECONDS ?? 5) || 0) * 1000,
  /** LOG_LEVEL and LOG_FORMAT, checked at start by lib/config.ts (the log falls back to info and json meanwhile). */
  log: { level: env.LOG_LEVEL, format: env.LOG_FORMAT },
};

/**
 * Sets NODE_ENV as `next start` and `next dev` do, unless it is given: settings read it (the dev mailbox).
 * @param {boolean} dev
 */
export function defaultNodeEnv(dev) {
  env.NODE_ENV ??= dev ? "development" : "production";
}

/** Whether this process is `next build`, which renders no page that needs the database or the jobs. */
export function nextIsBuilding() {
  return env.NEXT_PHASE === "phase-production-build";
}
