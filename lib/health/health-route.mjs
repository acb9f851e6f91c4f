// The health endpoints server.mjs answers itself, before Next and the proxy (so they cost microseconds, count
// no view and meet no rate limit), and the two hooks on globalThis by which the app (lib/health/readiness.ts,
// registered by the instrumentation hook) hands server.mjs its readiness check and its stop.

/** `GET /api/health/`: this process lives. `GET /api/health/ready/`: it can serve (the second group). */
export const HEALTH_PATH = /^\/api\/health(\/ready)?\/?$/;

/** globalThis[CHECK_READY](): whether the database, its migrations, Redis and the mail worker are fine. */
export const CHECK_READY = Symbol.for("immo.checkReady");

/** globalThis[STOP_WORK](): stops the background jobs after their run under way and writes the views that wait. */
export const STOP_WORK = Symbol.for("immo.stopWork");

/**
 * What the readiness check answers: the names of what fails, none when the server can serve.
 * @typedef {{ ready: boolean, failing: string[] }} Readiness
 */

/**
 * globalThis as server.mjs reads it: the hooks are there once the instrumentation hook has run.
 * @typedef {{
 *   [CHECK_READY]?: () => Promise<Readiness>,
 *   [STOP_WORK]?: () => Promise<void>,
 * }} HealthHooks
 */
