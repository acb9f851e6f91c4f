// The site's web server (npm start; npm run dev with --dev): Next's documented custom server, which
// alone sees the connection, so the client's address comes from it and TRUST_PROXY_HOPS instead of a
// header the visitor writes (lib/http/trusted-address.mjs). Options: --dev, -p/--port (or PORT),
// -H/--hostname (default: every interface, as `next start`).
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { format, parseArgs } from "node:util";
import { coreSettings, defaultNodeEnv } from "./lib/config/core.mjs";
import { onTagsExpired } from "./lib/cache/tag-events.mjs";
import { healthStage } from "./lib/health/health-stage.mjs";
import { bodyLimitStage } from "./lib/http/body-limit.mjs";
import { cachePolicy } from "./lib/http/cache-policy.mjs";
import { compressionStage } from "./lib/http/compression.mjs";
import { baseHeaders } from "./lib/http/fixed-headers.mjs";
import { keptAnswersStage } from "./lib/http/kept-answers.mjs";
import { PageBodies } from "./lib/http/page-bodies.mjs";
import { buildFilesStage } from "./lib/http/precompressed.mjs";
import { robotsStage } from "./lib/http/robots-route.mjs";
import { inlineScriptHashes, scriptHashesStage } from "./lib/http/script-hashes.mjs";
import { readHops, withClientAddress } from "./lib/http/trusted-address.mjs";
import { errorFields, log, withoutAddresses } from "./lib/log.mjs";
import { viewBeaconStage } from "./lib/page-views/beacon-stage.mjs";
import { processHooks } from "./lib/server/process-hooks.mjs";
import { answeredBy, shapeAnswer } from "./lib/server/stages.mjs";

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */

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

/** Set once the server is told to stop: readiness answers 503 from then on. */
let stopping = false;
/** Set once it no longer accepts connections: each answer then closes its connection. */
let closing = false;

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
// An idle connection stays open 65 s, beyond the idle timeout of the proxies and load balancers that keep
// connections to the server (60 s for most): one that closes first races the proxy's next request on it, which
// then fails (a 502 behind a balancer, ECONNRESET for a client). Node's default is 5 s. Headers stay bounded,
// a little above it, as servers behind proxies keep them.
const server = createServer({ keepAliveTimeout: 65_000, headersTimeout: 66_000 });
const app = next({ dev, hostname, port, httpServer: server });
const handle = app.getRequestHandler();
await app.prepare();
// Every answer starts with the fixed security headers, so those Next gives before the proxy runs (its
// trailing-slash redirects) and the build's files carry them; the proxy sets the full policy on the rest.
const headers = Object.entries(baseHeaders(coreSettings.siteUrl));
// The pages of this process's answers from Next's cache, their script hashes and compressed bodies: a page kept
// whole is answered without Next until any tag expires, on this server or another (lib/cache/tag-events.mjs).
const pages = new PageBodies(inlineScriptHashes);
onTagsExpired(() => pages.forgetAnswers());
const kept = keptAnswersStage(pages);

// The server's stages (lib/server/stages.mjs). What answers without Next, in order: the first that answers ends
// the request. The first ones answer before the request is named (an id, a client address): they write no log line.
// Development has no kept answers, no script hashes (its pages allow inline scripts) and no build.
/** @type {import("./lib/server/stages.mjs").AnsweringStage[]} */
const answeringUnnamed = [healthStage(() => stopping), robotsStage(coreSettings.siteUrl), bodyLimitStage];
/** @type {import("./lib/server/stages.mjs").AnsweringStage[]} */
const answering = [...(dev ? [] : [kept]), viewBeaconStage, buildFilesStage({ dev })];
// What shapes the answers as they go out, in order: every answer's Cache-Control; then, for Next's, its script
// hashes (the body held whole), the answer kept, and the compression library beneath them all.
/** @type {import("./lib/server/stages.mjs").ShapingStage[]} */
const shaping = [cachePolicy, ...(dev ? [] : [scriptHashesStage(pages), kept]), compressionStage];

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
  const answer = shapeAnswer(req, res, shaping);
  if (answeredBy(answeringUnnamed, req, res)) return;
  // Each answer names its request id, which every log line written for it carries.
  const requestId = randomUUID();
  res.setHeader("X-Request-Id", requestId);
  withClientAddress(
    req,
    hops,
    requestId,
    () => answeredBy(answering, req, res) || answer.toNext(() => handle(req, res)),
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
