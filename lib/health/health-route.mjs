// The health endpoints server.mjs answers itself, before Next and the proxy (so they cost microseconds, count
// no view and meet no rate limit). The app (lib/health/register.ts, from the instrumentation hook) hands server.mjs
// its readiness check and its stop as process hooks (lib/server/process-hooks.mjs).

/** `GET /api/health/`: this process lives. `GET /api/health/ready/`: it can serve (the second group). */
export const HEALTH_PATH = /^\/api\/health(\/ready)?\/?$/;
