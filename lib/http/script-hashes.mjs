import { createHash } from "node:crypto";
import { PUBLIC_PAGE } from "./cache-policy.mjs";
import { pendingAnswer } from "./kept-answers.mjs";
import { keptEncoding, PageBodies } from "./page-bodies.mjs";
import { isReactScript } from "./react-scripts.mjs";

// The inline scripts the framework writes into an HTML answer are named by their SHA-256 in the answer's
// script-src, which allows no other inline script ('unsafe-inline' is never sent in production): pages stay
// cached and shared, where a nonce would make every page render per request. Only scripts of the shapes Next and
// Turbopack write, and React's runtime for Suspense boundaries, are hashed, their data checked to be data (JSON), so a script injected into a page, cached or
// drawn per request, is never allowed by its hash; the site's own inline script (the consent gate) is named in
// the policy itself (lib/http/site-headers.ts). To read its scripts the page is held until its end: cached pages
// are sent whole anyway; a page rendered per request loses its streaming.

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
// What a browser runs: no type, a JavaScript type or a module (JSON-LD and other data blocks are not run).
const RUNS = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i;

/** @param {string} attributes */
function runs(attributes) {
  if (/\ssrc\s*=/i.test(attributes)) return false;
  const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  return !type || RUNS.test((type[1] ?? type[2] ?? type[3] ?? "").trim());
}

/**
 * The scripts Next and Turbopack write inline, each a call handing the client data: the page's server component
 * payload (self.__next_f, use-flight-response.js) and the chunks to load (Turbopack's bootstrap). [prefix, the
 * data's JSON type]; the script is the prefix, the data, then ")" (and ";" at most).
 * @type {Array<[string, "array" | "object"]>}
 */
const FRAMEWORK_CALLS = [
  ["self.__next_f.push(", "array"],
  ["(self.__next_f=self.__next_f||[]).push(", "array"],
  // The bootstrap with a form's state after it, as Next writes it after a server action without JavaScript.
  ["(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push(", "array"],
  ['(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(', "object"],
];

/**
 * Whether an inline script is one the framework wrote: a known call whose argument is JSON of the right type, so
 * it runs nothing but that call, or React's runtime and a call of it (lib/http/react-scripts.mjs).
 * @param {string} text the script as the page holds it (read as Latin-1: JSON's syntax is ASCII)
 */
export function isFrameworkScript(text) {
  // Turbopack ends its call with a semicolon.
  const call = text.endsWith(";") ? text.slice(0, -1) : text;
  for (const [prefix, type] of FRAMEWORK_CALLS) {
    if (!call.startsWith(prefix) || !call.endsWith(")")) continue;
    try {
      const data = JSON.parse(call.slice(prefix.length, -1));
      if (type === "array" ? Array.isArray(data) : data !== null && typeof data === "object" && !Array.isArray(data))
        return true;
    } catch {
      // Not JSON: another prefix may still fit.
    }
  }
  return isReactScript(text);
}

/**
 * The CSP hash sources of the framework's scripts a browser would run inline in `html` (its UTF-8 bytes), each once, in
 * order. The page is read as Latin-1, one character per byte, which is several times faster than decoding its
 * UTF-8 and finds the same tags, all of whose syntax is ASCII; each script's own bytes are then hashed as sent.
 * @param {Buffer} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  /** @type {Set<string>} */
  const hashes = new Set();
  for (const match of html.toString("latin1").matchAll(INLINE_SCRIPT)) {
    const [tag, attributes = "", body = ""] = match;
    if (!runs(attributes) || !isFrameworkScript(body)) continue;
    const start = match.index + tag.indexOf(">") + 1;
    const bytes = html.subarray(start, start + body.length);
    // The HTML parser reads CR LF and a lone CR as LF before a script's text is hashed.
    const text = body.includes("\r") ? bytes.toString("utf8").replace(/\r\n?/g, "\n") : bytes;
    hashes.add(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The policy with `hashes` added to its script-src, if it has one.
 * @param {string} policy
 * @param {string[]} hashes
 */
export function withScriptHashes(policy, hashes) {
  if (!hashes.length) return policy;
  return policy
    .split(";")
    .map((directive) => {
      const sources = directive.trim().split(/\s+/);
      if (sources[0] !== "script-src") return directive;
      return ` ${[...sources, ...hashes].join(" ")}`;
    })
    .join(";")
    .trim();
}

/**
 * A response whose writeHead, write and end are replaced (here and in server.mjs): Node's overloads,
 * seen as the plain functions they are at run time.
 * @typedef {Omit<import("node:http").ServerResponse, "writeHead" | "write" | "end"> & {
 *   writeHead(this: PatchedResponse, status: number, ...rest: unknown[]): PatchedResponse,
 *   write(this: PatchedResponse, chunk: unknown, encoding?: unknown, callback?: unknown): boolean,
 *   end(this: PatchedResponse, chunk?: unknown, encoding?: unknown, callback?: unknown): PatchedResponse,
 * }} PatchedResponse
 */

/**
 * The headers object among writeHead's arguments, if any.
 * @param {unknown[]} args
 * @returns {Record<string, unknown> | undefined}
 */
const headersAmong = (args) =>
  /** @type {Record<string, unknown> | undefined} */ (
    args.find((arg) => arg && typeof arg === "object" && !Array.isArray(arg))
  );

/**
 * Adds the hashes to the policy, where it stands: in the headers given to writeHead, or set before.
 * @param {PatchedResponse} res
 * @param {unknown[]} head
 * @param {string[]} hashes
 */
function hashInto(res, head, hashes) {
  const given = headersAmong(head);
  const name = given && Object.keys(given).find((key) => key.toLowerCase() === "content-security-policy");
  if (name) given[name] = withScriptHashes(String(given[name]), hashes);
  const policy = res.getHeader("content-security-policy");
  if (typeof policy === "string") res.setHeader("Content-Security-Policy", withScriptHashes(policy, hashes));
}

/** @param {unknown} type */
const isHtml = (type) => /^\s*text\/html\b/i.test(String(type ?? ""));

/**
 * Holds an HTML answer's head and body until its end, then sends them with the page's inline scripts
 * hashed into its Content-Security-Policy, a page from Next's cache compressed as kept (lib/http/page-bodies.mjs).
 * Any other answer passes as it comes. Install it last, just
 * before the page is rendered, so that it sees the body before compression does.
 * @param {import("node:http").ServerResponse} response
 */
export function hashInlineScripts(response) {
  const res = /** @type {PatchedResponse} */ (/** @type {unknown} */ (response));
  const { writeHead, write, end } = res;
  /** @type {[status: number, ...rest: unknown[]] | null} */
  let head = null;
  /** @type {Buffer[]} */
  const body = [];
  const held = () => head !== null;

  res.writeHead = function (status, ...rest) {
    if (held() || this.headersSent) return this;
    const given = headersAmong(rest);
    const type = given?.["content-type"] ?? given?.["Content-Type"] ?? this.getHeader("content-type");
    if (!isHtml(type)) {
      res.writeHead = writeHead;
      return writeHead.call(this, status, ...rest);
    }
    head = [status, ...rest];
    return this;
  };
  res.write = function (chunk, encoding, callback) {
    if (!held() && !this.headersSent) this.writeHead(this.statusCode);
    if (!held()) return write.call(this, chunk, encoding, callback);
    const charset = /** @type {BufferEncoding} */ (typeof encoding === "string" ? encoding : "utf8");
    // Next writes its pages' bytes as Uint8Arrays: held as they are (Buffer.from would copy each of them).
    if (chunk instanceof Uint8Array) body.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    else if (chunk) body.push(Buffer.from(/** @type {string} */ (chunk), charset));
    const done = typeof encoding === "function" ? encoding : callback;
    if (typeof done === "function") process.nextTick(done);
    return true;
  };
  res.end = function (chunk, encoding, callback) {
    if (typeof chunk === "function") return this.end(undefined, undefined, chunk);
    if (typeof encoding === "function") return this.end(chunk, undefined, encoding);
    if (!held() && !this.headersSent) this.writeHead(this.statusCode);
    if (!held()) return end.call(this, chunk, encoding, callback);
    if (chunk) this.write(chunk, encoding);
    const page = Buffer.concat(body);
    const kept = /** @type {[status: number, ...rest: unknown[]]} */ (head);
    // A page from Next's cache (it says whether it was found there) is kept with its hashes and compressed bodies.
    const fromCache = this.getHeader("x-nextjs-cache") !== undefined && this.req.url !== undefined;
    const coding = fromCache ? keptEncoding(this.req) : null;
    const { hashes, body: compressed } = fromCache
      ? keptPages.answer(/** @type {string} */ (this.req.url), page, coding)
      : { hashes: inlineScriptHashes(page), body: null };
    hashInto(this, kept, hashes);
    // Sent as compressed here, the compression library lets it through as it is, naming it in Vary.
    const sent = compressed ?? page;
    if (compressed && coding) this.setHeader("Content-Encoding", coding);
    if (this.getHeader("content-length") !== undefined) this.setHeader("Content-Length", sent.length);
    Object.assign(res, { writeHead, write, end });
    writeHead.apply(this, kept);
    // A public page Next found fresh in its cache is kept whole for the same request (lib/http/kept-answers.mjs).
    const waiting = fromCache ? pendingAnswer(this.req) : undefined;
    if (
      waiting &&
      this.getHeader("x-nextjs-cache") === "HIT" &&
      KEPT_STATUSES.has(this.statusCode) &&
      this.getHeader("cache-control") === PUBLIC_PAGE
    ) {
      const url = /** @type {string} */ (this.req.url);
      const answer = { url, page, status: this.statusCode, headers: this.getHeaders(), generation: waiting.generation };
      keptPages.keepAnswer(waiting.key, answer);
    }
    return end.call(this, sent, callback);
  };
}

/** The statuses of pages kept whole: a page, the not-found page, a withdrawn listing's page. */
const KEPT_STATUSES = new Set([200, 404, 410]);

/** The pages of this process's answers from Next's cache. */
export const keptPages = new PageBodies(inlineScriptHashes);
