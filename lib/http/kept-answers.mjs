import {
  CONSENT_CATEGORY_COOKIE,
  CONSENT_COOKIE,
  LOCALE_COOKIE,
  TRACKER_COOKIES,
} from "../consent/neutral-cookies.mjs";
import { PUBLIC_PAGE } from "./cache-policy.mjs";
import { keptEncoding } from "./page-bodies.mjs";

// A page from Next's cache answered again by server.mjs without Next or the proxy: a whole answer (status,
// headers, the page's kept bodies) is kept for its request's key and sent again for the same key, for a few
// seconds (ANSWER_MS) or until any cache tag expires. Even a proxy that does nothing halves what Next's hello page
// answers per second, so a cached page through the proxy cannot answer half as fast as that page
// (docs/performance.md, "Against the framework"). The key holds everything of the request the proxy and the page
// read: the address, the language cookie as Next parses it, Accept-Language and whether it is a navigation
// (next-intl sets its cookie from them, on navigations only). An answer that sets a cookie is never kept. A request
// naming anything else the answer could depend on (another cookie, such as a session or draft mode; Next's router
// headers, which ask for the page's data rather than its HTML) is left to Next, and so is any answer that is not
// a public page found in Next's cache.

/** Next's own request headers: data of a page for its router, a server action, a middleware's subrequest. */
const NEXT_HEADERS = /^(rsc|next-|x-middleware|x-nextjs|x-invoke)/;
/** Cookies no page answer reads: the language (part of the key), the visitor's consent, the analytics' and pixels'. */
const NEUTRAL_COOKIE = new RegExp(
  [
    new RegExp(`^${LOCALE_COOKIE}$`),
    new RegExp(`^${CONSENT_COOKIE}$`),
    CONSENT_CATEGORY_COOKIE,
    ...Object.values(TRACKER_COOKIES).map((cookie) => cookie.pattern),
  ]
    .map((pattern) => `(?:${pattern.source})`)
    .join("|"),
);
const MAX_KEY_LENGTH = 1024;

/**
 * The request's cookies by name as Next and next-intl read them (@edge-runtime/cookies: pairs split at "; *",
 * names kept as written, spaces and all, values URL-decoded); null when Next would read them otherwise than
 * this map says: a value that does not decode (Next drops it) or a name given twice (Next keeps the last).
 * @param {string | undefined} header
 * @returns {Map<string, string> | null}
 */
export function requestCookies(header) {
  const cookies = new Map();
  for (const pair of (header ?? "").split(/; */)) {
    if (!pair) continue;
    const at = pair.indexOf("=");
    const name = at < 0 ? pair : pair.slice(0, at);
    if (cookies.has(name)) return null;
    try {
      cookies.set(name, at < 0 ? "true" : decodeURIComponent(pair.slice(at + 1)));
    } catch {
      return null;
    }
  }
  return cookies;
}

/**
 * What a request's answer depends on, when it may be answered from what is kept; null when it may not.
 * @param {import("node:http").IncomingMessage} req
 * @returns {string | null}
 */
export function answerKey(req) {
  if (req.method !== "GET") return null;
  const { headers } = req;
  for (const name in headers) if (NEXT_HEADERS.test(name)) return null;
  if (headers.range !== undefined || headers.authorization !== undefined) return null;
  const cookies = requestCookies(headers.cookie);
  if (cookies === null) return null;
  for (const name of cookies.keys()) if (!NEUTRAL_COOKIE.test(name)) return null;
  // next-intl sets its cookie on navigations only (a document, or a request that does not say): one key for
  // those, one for every other destination.
  const dest = headers["sec-fetch-dest"];
  const navigation = dest === undefined || dest === "document";
  const locale = cookies.has(LOCALE_COOKIE) ? `=${cookies.get(LOCALE_COOKIE)}` : "";
  const key = [req.url, locale, headers["accept-language"] ?? "", navigation ? "document" : "other"].join("\n");
  // Keys are kept in memory: a visitor's address and languages are far shorter.
  return key.length <= MAX_KEY_LENGTH ? key : null;
}

/** @typedef {import("./page-bodies.mjs").PageBodies} PageBodies */

/** The requests on their way through Next whose answer may be kept: their key and the answers' generation then. */
const pending = /** @type {WeakMap<import("node:http").IncomingMessage, { key: string, generation: number }>} */ (
  new WeakMap()
);

/**
 * Sends the answer kept for this request, if there is one: true when it did. Otherwise the request goes on to
 * Next, and its answer may be kept (`pendingAnswer`).
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {PageBodies} pages
 */
export function answeredFromKept(req, res, pages) {
  const key = answerKey(req);
  const encoding = key === null ? null : keptEncoding(req);
  // A request that accepts neither Brotli nor gzip (no current browser) gets its answer from Next.
  if (key === null || encoding === null) return false;
  const kept = pages.keptAnswer(key, encoding);
  if (!kept) {
    pending.set(req, { key, generation: pages.generation });
    return false;
  }
  for (const [name, value] of kept.headers) res.setHeader(name, value);
  res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", kept.body.length);
  res.writeHead(kept.status).end(kept.body);
  return true;
}

/**
 * The key and generation of a request whose answer may be kept, if it is one.
 * @param {import("node:http").IncomingMessage} req
 */
export function pendingAnswer(req) {
  return pending.get(req);
}

/** The statuses of pages kept whole: a page, the not-found page, a withdrawn listing's page. */
const KEPT_STATUSES = new Set([200, 404, 410]);

/**
 * Kept answers as a stage of server.mjs (lib/server/stages.mjs), listed with the stages that answer and with those
 * that shape Next's answers: it answers a request from what `pages` keeps, and keeps the answer of a public page
 * Next found fresh in its cache once it has gone out (its body held, its script hashes worked out and its
 * compressed bodies kept by lib/http/script-hashes.mjs's stage before).
 * @param {PageBodies} pages
 * @returns {import("../server/stages.mjs").AnsweringStage & import("../server/stages.mjs").ShapingStage}
 */
export function keptAnswersStage(pages) {
  return {
    name: "kept answers",
    answers: (req, res) => answeredFromKept(req, res, pages),
    sent(req, res, page) {
      const waiting = pending.get(req);
      const { url } = req;
      if (
        !waiting ||
        url === undefined ||
        res.getHeader("x-nextjs-cache") !== "HIT" ||
        !KEPT_STATUSES.has(res.statusCode) ||
        res.getHeader("cache-control") !== PUBLIC_PAGE
      )
        return;
      const answer = { url, page, status: res.statusCode, headers: res.getHeaders(), generation: waiting.generation };
      pages.keepAnswer(waiting.key, answer);
    },
  };
}
