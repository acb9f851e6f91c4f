import { ACTION_BODY_LIMIT_MB, apiRouteOf } from "../routes/manifest.mjs";
import { PRIVATE } from "./cache-policy.mjs";

// How large a request's body may be, by the route it is sent to (lib/routes/manifest.mjs), and the guard
// server.mjs puts in front of Next: a larger body is refused with 413 before Next or a route reads any of it
// (Next and the proxy would otherwise read it whole, and a route parse it). Plain JavaScript: server.mjs runs on
// Node without Next's compiler.

const MB = 1024 * 1024;

/**
 * The largest body, in bytes, a request may carry. GET and HEAD carry none: a body there means nothing. An API
 * route takes what the manifest says; a path under /api/ that names no route takes none (a unit test holds the
 * manifest to app/api, so no route is left out); any other path's body is a page's server action.
 * @param {string} method
 * @param {string} pathname
 * @returns {number}
 */
export function bodyLimit(method, pathname) {
  if (method === "GET" || method === "HEAD") return 0;
  if (!pathname.startsWith("/api/")) return ACTION_BODY_LIMIT_MB * MB;
  return apiRouteOf(pathname)?.body ?? 0;
}

/**
 * The body limit as a stage of server.mjs (lib/server/stages.mjs): it answers when it refuses the body.
 * @type {import("../server/stages.mjs").AnsweringStage}
 */
export const bodyLimitStage = { name: "body limit", answers: (req, res) => !withinBodyLimit(req, res) };

const REFUSAL = "Request body too large.\n";

/**
 * A client that sends its whole body before it reads the answer (most tools, and browsers posting a
 * form) gets a reset connection, not the 413, when the connection is closed under it: a declared body
 * at most this much over its limit is read to its end, dropped, and then answered.
 */
const DRAINED_BYTES = 16 * MB;

/**
 * Checks the body of `req` against its limit: a declared length over it is answered 413 without Next
 * seeing any of it (read and dropped first when at most DRAINED_BYTES over, else answered at once and
 * the connection closed); a body without one (chunked) is counted as it arrives, and answered 413 the
 * moment it passes, nothing of it kept. Returns false when answered here; Next must then not be called.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @returns {boolean}
 */
export function withinBodyLimit(req, res) {
  const limit = bodyLimit(req.method ?? "GET", (req.url ?? "/").split("?")[0] ?? "/");
  const declared = req.headers["content-length"];
  // Node's parser refuses a body longer than its Content-Length, and a request with both headers.
  const streamed = declared === undefined && req.headers["transfer-encoding"] !== undefined;
  if (!streamed && Number(declared ?? 0) <= limit) return true;
  if (!streamed) {
    if (Number(declared) - limit > DRAINED_BYTES) refuse(req, res, true);
    else req.on("data", () => undefined).once("end", () => refuse(req, res, false));
    return false;
  }
  // Where no body is allowed, a streamed one is refused at once: the route may answer before it comes.
  if (limit === 0) {
    refuse(req, res, true);
    return false;
  }
  let received = 0;
  const push = req.push;
  // Node's HTTP parser hands each piece of the body to push(): counted there, before anyone reads it.
  /** @type {typeof push} */
  req.push = function (chunk, encoding) {
    if (chunk !== null) received += chunk.length;
    if (received <= limit) return push.call(this, chunk, encoding);
    // Dropped from here on, until the connection is closed.
    req.push = () => true;
    refuse(req, res, true);
    return true;
  };
  return true;
}

/**
 * 413, and (`close`) the connection closed once the answer is out, so nothing more of the body is read; a route still waiting for the body (Next, when it passed
 * the limit streaming) then finds it cut off, and its answer goes nowhere. When Next has already answered
 * (a route that did not wait), the connection is closed at once.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {boolean} close
 */
function refuse(req, res, close) {
  if (res.headersSent) {
    req.destroy();
    return;
  }
  res.writeHead(413, {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(REFUSAL),
    "Cache-Control": PRIVATE,
    ...(close ? { Connection: "close" } : {}),
  });
  // Node closes the connection once the answer is written (Connection: close); only then is the body
  // ended for whoever still waits for it, so that the answer goes out first.
  if (close) res.socket?.once("close", () => req.destroy());
  res.end(REFUSAL);
  // Next, still running, answers into nothing rather than failing on an answer already sent.
  const methods = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (res));
  for (const name of ["writeHead", "setHeader", "appendHeader", "removeHeader", "write", "end", "flushHeaders"]) {
    methods[name] = () => res;
  }
}
