// The site's web server (npm start; npm run dev with --dev): Next's documented custom server, which
// alone sees the connection, so the client's address comes from it and TRUST_PROXY_HOPS instead of a
// header the visitor writes (lib/http/trusted-address.mjs). Options: --dev, -p/--port (or PORT),
// -H/--hostname (default: every interface, as `next start`).
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { format, parseArgs } from "node:util";
import { coreSettings, defaultNodeEnv } from "./lib/config/core.mjs";
import { withinBodyLimit } from "./lib/http/body-limit.mjs";
import { cacheControl, ROUTE_TYPE_HEADER } from "./lib/http/cache-policy.mjs";
import { compressionFor } from "./lib/http/compression.mjs";
import { baseHeaders } from "./lib/http/fixed-headers.mjs";
import { robotsRoute } from "./lib/http/robots-route.mjs";
import { answeredFromKept } from "./lib/http/kept-answers.mjs";
import { hashInlineScripts, keptPages } from "./lib/http/script-hashes.mjs";
import { onTagsExpired } from "./lib/cache/tag-events.mjs";
import { readHops, withClientAddress } from "./lib/http/trusted-address.mjs";
import { HEALTH_PATH } from "./lib/health/health-route.mjs";
import { errorFields, log, withoutAddresses } from "./lib/log.mjs";
import { VIEW_BEACON_PATH } from "./lib/page-views/beacon-route.mjs";
import { processHooks } from "./lib/server/process-hooks.mjs";

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("node:http").ServerResponse} ServerResponse */

const { values } = parseArgs({
  options: {
    dev: { type: "boolean", default: false },
    port: { type: "string", short: "p", default: coreSettings.port },
    hostname: { type: "string", short: "H" },
  },
});
const dev = values.dev;
// Whatever Next and the libraries print on the console becomes an event of the log too (one line each).
for (const [method, level] of /** @type {const} */ ([
  ["error", "error"],
  ["warn", "warn"],
  ["info", "info"],
  ["log", "info"],
])) {
  console[method] = (...args) => {
    const error = args.find((arg) => arg instanceof Error);
    log[level](
      { event: "console", ...(error ? errorFields(error) : {}) },
      withoutAddresses(format(...args.filter((arg) => arg !== error))),
    );
  };
}
const port = Number(values.port);
const hostname = values.hostname;
const hops = hopsOrRefusal(coreSettings.trustProxyHops);
/**
 * TRUST_PROXY_HOPS, read before Next starts; a bad one is refused in one sentence as every other setting is.
 * @param {string | undefined} value
 */
function hopsOrRefusal(value) {
  try {
    return readHops(value);
  } catch (error) {
    const problem = error instanceof Error ? error.message : String(error);
    log.fatal({ event: "settings.refused", problems: [problem] }, `Refusing to start: ${problem}`);
    process.exit(1);
  }
}
defaultNodeEnv(dev);

// With REDIS_URL, this server hears other servers' tag expiries from its start, not from its first page.
if (coreSettings.redisUrl) {
  const { redisStore } = await import("./lib/cache/redis-store.mjs");
  redisStore(coreSettings.redisUrl);
}

/**
 * A request's path as URL parsing normalises it. "//" (an empty first segment) alone names a host and
 * does not parse: it keeps its raw path, rather than throwing in the handler and leaving the request unanswered.
 * @param {string} url
 */
function pathnameOf(url) {
  try {
    return new URL(url, "http://site").pathname;
  } catch {
    return url.split("?")[0] || "/";
  }
}

/**
 * Every answer's Cache-Control comes from the cache policy, applied when its headers are sent.
 * @param {IncomingMessage} req
 * @param {ServerResponse} response
 */
function withCachePolicy(req, response) {
  const res = /** @type {import("./lib/http/script-hashes.mjs").PatchedResponse} */ (/** @type {unknown} */ (response));
  const writeHead = res.writeHead;
  const pathname = pathnameOf(req.url ?? "/");
  res.writeHead = function (status, ...rest) {
    // Headers given to writeHead itself join the ones already set, so the policy sees them too.
    const given = rest.find((arg) => arg && typeof arg === "object" && !Array.isArray(arg));
    if (given) for (const [name, value] of Object.entries(given)) if (value !== undefined) res.setHeader(name, value);
    // A page calling redirect() gets its Location twice on its first render (Next sets it, then appends the
    // rendered entry's headers): an answer names one place to go.
    const location = res.getHeader("location");
    if (Array.isArray(location) && location[0] !== undefined) res.setHeader("Location", location[0]);
    const routeType = res.getHeader(ROUTE_TYPE_HEADER);
    res.removeHeader(ROUTE_TYPE_HEADER);
    const value = cacheControl({
      method: req.method,
      pathname,
      status,
      routeType: typeof routeType === "string" ? routeType : null,
      given: res.getHeader("cache-control")?.toString() ?? null,
      setsCookie: res.hasHeader("set-cookie"),
    });
    if (value) res.setHeader("Cache-Control", value);
    else res.removeHeader("Cache-Control");
    return writeHead.call(this, status, ...rest.filter((arg) => arg !== given));
  };
}

/**
 * Next answers 500 on some paths it cannot decode before the proxy runs (/%FF/page-not-found/). Such a path
 * becomes one naming a control character in the same first segment, which the proxy's rule 0 answers with
 * the not-found page in the path's language or the visitor's.
 * @param {IncomingMessage} req
 */
function withReadablePath(req) {
  const pathname = (req.url ?? "/").split("?")[0] ?? "/";
  if (decodes(pathname)) return;
  const first = pathname.split("/")[1] ?? "";
  req.url = first && decodes(first) ? `/${first}/%00/` : "/%00/";
}

/** @param {string} text */
function decodes(text) {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A property page's view beacon (lib/page-views/beacon-server.ts), answered here without Next: 204 at once, the
 * view counted by the counter the instrumentation hook registered. Any other method is refused.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 */
function answeredViewBeacon(req, res) {
  const match = VIEW_BEACON_PATH.exec((req.url ?? "/").split("?")[0] ?? "/");
  if (!match) return false;
  req.resume();
  if (req.method !== "POST") {
    res.writeHead(405, { Allow: "POST" }).end();
    return true;
  }
  processHooks.countView?.({ method: req.method, headers: req.headers }, Number(match[1]));
  res.writeHead(204).end();
  return true;
}

/** Set once the server is told to stop: readiness answers 503 from then on. */
let stopping = false;
/** Set once it no longer accepts connections: each answer then closes its connection. */
let closing = false;

/**
 * The health endpoints (lib/health/health-route.mjs), answered here without Next: whether this process lives,
 * and whether it can serve (the app's readiness check, or 503 while it starts or stops). JSON, never cached.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 */
function answeredHealth(req, res) {
  const match = HEALTH_PATH.exec((req.url ?? "/").split("?")[0] ?? "/");
  if (!match) return false;
  req.resume();
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { Allow: "GET, HEAD" }).end();
    return true;
  }
  /** @param {number} status @param {object} body */
  const send = (status, body) =>
    res
      .writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" })
      .end(req.method === "HEAD" ? undefined : JSON.stringify(body));
  const check = processHooks.checkReady;
  if (!match[1]) send(200, { status: "live" });
  else if (stopping) send(503, { status: "stopping" });
  else if (!check) send(503, { status: "starting" });
  else
    check().then(
      ({ ready, failing }) => send(ready ? 200 : 503, ready ? { status: "ready" } : { status: "not ready", failing }),
      () => send(503, { status: "not ready", failing: ["check"] }),
    );
  return true;
}

/**
 * Seconds a stopping server keeps serving after readiness turns to 503, so that a load balancer asking every
 * few seconds stops sending visitors before the server closes (SHUTDOWN_DRAIN_SECONDS, default 5; Ctrl-C skips it).
 */
const drainMs = coreSettings.shutdownDrainMs;
/** How long the requests under way then get to finish before their connections are cut. */
const FINISH_MS = 25_000;

// Where jobs of this process reach its own routes (the CRM's timed sync asks /api/staff/sync/ here, since
// only a route lets Next expire the cache tags of what changed).
const ownHost = !hostname || hostname === "0.0.0.0" || hostname === "::" ? "127.0.0.1" : hostname;
processHooks.ownOrigin = `http://${ownHost.includes(":") ? `[${ownHost}]` : ownHost}:${port}`;
const { default: next } = await import("next");
const server = createServer();
const app = next({ dev, hostname, port, httpServer: server });
const handle = app.getRequestHandler();
await app.prepare();
// Every answer starts with the fixed security headers, so those Next gives before the proxy runs (its
// trailing-slash redirects) and the build's files carry them; the proxy sets the full policy on the rest.
const headers = Object.entries(baseHeaders(coreSettings.siteUrl));
const compressed = compressionFor({ dev });
const answeredRobots = robotsRoute(coreSettings.siteUrl);
// A page kept whole is answered without Next until any tag expires, on this server or another (lib/cache/tag-events.mjs).
onTagsExpired(() => keptPages.forgetAnswers());
/**
 * Next's answer, a page's inline scripts hashed into its policy (seen before compression, installed after it).
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 */
function render(req, res) {
  if (!dev) hashInlineScripts(res);
  return handle(req, res);
}
/** The answers being given: when the server stops taking connections, each closes its own once given. */
const underWay = new Set();
server.on("request", (req, res) => {
  for (const [name, value] of headers) res.setHeader(name, value);
  if (closing) res.setHeader("Connection", "close");
  underWay.add(res);
  res.once("close", () => {
    underWay.delete(res);
    // One whose headers were out before the stop keeps its connection open: closed as soon as it is idle.
    if (closing) setImmediate(() => server.closeIdleConnections());
  });
  withReadablePath(req);
  withCachePolicy(req, res);
  if (answeredHealth(req, res) || answeredRobots(req, res)) return;
  if (!withinBodyLimit(req, res)) return;
  // Each answer names its request id, which every log line written for it carries.
  const requestId = randomUUID();
  res.setHeader("X-Request-Id", requestId);
  if (!dev && answeredFromKept(req, res, keptPages)) return;
  withClientAddress(
    req,
    hops,
    requestId,
    () => answeredViewBeacon(req, res) || compressed(req, res, () => render(req, res)),
  );
});
// Stopped (a deploy, Ctrl-C): readiness says so at once; after the drain no new connections, the requests under
// way answered, the background jobs' runs finished and the views still waiting written, then out. A second
// signal, of either kind, stops the process at once (exit 128 + its number, as the shell reports one).
const SIGNAL_EXIT = { SIGTERM: 143, SIGINT: 130 };
for (const signal of /** @type {const} */ (["SIGTERM", "SIGINT"])) {
  process.on(signal, async () => {
    if (stopping) {
      log.warn({ event: "server.stopped", signal }, `Stopped at once (${signal} while stopping)`);
      process.exit(SIGNAL_EXIT[signal]);
    }
    stopping = true;
    if (signal === "SIGTERM" && drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    closing = true;
    for (const res of underWay) if (!res.headersSent) res.setHeader("Connection", "close");
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), FINISH_MS).unref();
    await closed;
    await processHooks.stopWork?.();
    process.exit(0);
  });
}
server.listen(port, hostname, () => {
  const trust = hops === 0 ? "the connection's address" : `${hops} trusted proxy hop(s)`;
  const url = `http://${hostname ?? "localhost"}:${port}`;
  log.info(
    { event: "server.ready", url, mode: dev ? "development" : "production", clientAddresses: trust },
    `Ready on ${url}`,
  );
});
