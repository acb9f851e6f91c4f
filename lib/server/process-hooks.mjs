// What server.mjs and Next's compiled app hand each other. They run in one process, but each loads its own copy of
// every module (server.mjs through Node, the app through Next's bundles, the proxy's and the pages' apart), so a
// module's variable is a different one on each side: what must be one per process lives in this one object, kept
// on globalThis under one symbol, which every copy of this module finds. Each hook is named and typed here once.
// Plain JavaScript with JSDoc types, as lib/config/core.mjs: server.mjs reads it without Next's compiler.

/** @typedef {import("node:async_hooks").AsyncLocalStorage<RequestContext>} RequestStore */

/**
 * What the app knows of the request it serves: the client's address, the request's id, and whether it came
 * straight from this machine (a loopback connection that no proxy passed on: no forwarding header of any kind).
 * @typedef {{ address: string | null, requestId: string, local: boolean }} RequestContext
 */

/**
 * What the readiness check answers: the names of what fails, none when the server can serve.
 * @typedef {{ ready: boolean, failing: string[] }} Readiness
 */

/**
 * A view beacon as server.mjs hands it to the counter: its method and Node's headers, names in lower case.
 * @typedef {{ method: string, headers: import("node:http").IncomingHttpHeaders }} BeaconRequest
 */

/**
 * @typedef {object} ProcessHooks
 * @property {() => Promise<Readiness>} [checkReady] The app's (lib/health/register.ts), asked by server.mjs's
 *   readiness endpoint: whether the database, its migrations, Redis and the mail worker are fine. None until the
 *   instrumentation hook has run: the server is starting.
 * @property {() => Promise<void>} [stopWork] The app's (lib/health/register.ts), called by server.mjs once it
 *   stops: the background jobs after their run under way, then the views that wait.
 * @property {(request: BeaconRequest, propertyId: number) => void} [countView] The app's
 *   (lib/page-views/beacon-server.ts), called by server.mjs for each view beacon: counts it when it counts as a view.
 * @property {RequestStore} [requests] server.mjs's (lib/http/trusted-address.mjs), read by the app
 *   (lib/http/client-address.ts) and the log: the request under way. None outside server.mjs's requests.
 * @property {string} [ownOrigin] server.mjs's, set before Next starts, read by the CRM's timer
 *   (lib/content-sync/timer.ts): where this process's jobs reach its own routes. None under another server.
 * @property {import("pino").Logger} [log] The process's one logger (lib/log.mjs), made by whichever side loads first.
 * @property {Map<string, import("../cache/redis-store.mjs").RedisStore>} [redisStores] This process's Redis stores by
 *   URL (lib/cache/redis-store.mjs), one connection shared by Next's cache handler and server.mjs.
 * @property {Set<(tags: string[]) => void>} [tagListeners] Who hears that cache tags expired
 *   (lib/cache/tag-events.mjs): server.mjs's kept answers, the proxy's memory of the records, the pages'.
 */

const KEY = Symbol.for("immo.processHooks");
const holder = /** @type {{ [KEY]?: ProcessHooks }} */ (globalThis);

/** This process's hooks: each side sets what it provides and reads what the other has set (absent until then). */
export const processHooks = (holder[KEY] ??= {});
