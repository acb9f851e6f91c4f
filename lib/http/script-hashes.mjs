import { createHash } from "node:crypto";
import { keptEncoding } from "./page-bodies.mjs";
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

/** @param {unknown} type */
const isHtml = (type) => /^\s*text\/html\b/i.test(String(type ?? ""));

/**
 * The script hashes as a stage of server.mjs (lib/server/stages.mjs): an HTML answer of Next's is held until its
 * end, then sent with the page's inline scripts hashed into its Content-Security-Policy, a page from Next's cache
 * with the hashes and the compressed body `pages` keeps for it (lib/http/page-bodies.mjs). Any other answer passes
 * as it comes.
 * @param {import("./page-bodies.mjs").PageBodies} pages
 * @returns {import("../server/stages.mjs").ShapingStage}
 */
export function scriptHashesStage(pages) {
  return {
    name: "script hashes",
    holds: (_req, res) => isHtml(res.getHeader("content-type")),
    whole(req, res, page) {
      // A page from Next's cache (it says whether it was found there) is kept with its hashes and compressed bodies.
      const url = res.getHeader("x-nextjs-cache") !== undefined ? req.url : undefined;
      const coding = url === undefined ? null : keptEncoding(req);
      const { hashes, body } =
        url === undefined ? { hashes: inlineScriptHashes(page), body: null } : pages.answer(url, page, coding);
      const policy = res.getHeader("content-security-policy");
      if (typeof policy === "string") res.setHeader("Content-Security-Policy", withScriptHashes(policy, hashes));
      if (!body || !coding) return page;
      // Sent as compressed here, the compression library lets it through as it is, naming it in Vary.
      res.setHeader("Content-Encoding", coding);
      return body;
    },
  };
}
