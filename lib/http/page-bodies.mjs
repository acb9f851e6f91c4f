import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import Negotiator from "negotiator";

// A page served from Next's cache is the same bytes on every answer until it is drawn again, yet its inline
// scripts were hashed and its body compressed on each one: about a third of what a cached page cost the
// server (docs/performance.md, "The cost of every request"). Its script hashes and compressed bodies are kept
// here instead, per page body, compressed once at the compression library's default levels (Brotli 4, gzip 6)
// rather than at the fastest ones a page compressed on every answer needs: smaller pages for phones. A page drawn
// for one request (private, or without Next's cache) is never kept.

/** Bytes of pages and their compressed bodies kept, at most: some 150 pages of a list's size. */
export const PAGE_BODIES_LIMIT = 32 * 1024 * 1024;

/** The encodings kept, in the server's order of preference (that of lib/http/compression.mjs's library). */
const KEPT = /** @type {const} */ (["br", "gzip"]);
/** @typedef {(typeof KEPT)[number]} Encoding */

/**
 * @typedef {{ page: Buffer, hashes: string[], bodies: Partial<Record<Encoding, Buffer>>, bytes: number, answers: Set<string> }} Entry
 */

/**
 * A whole answer kept for a request key (lib/http/kept-answers.mjs): its status, its headers as they were sent
 * but those of one answer only, and the page it sent, until `until` (ms).
 * @typedef {{ entryKey: string, entry: Entry, status: number, headers: Array<[string, string | number | string[]]>, until: number }} KeptAnswer
 */

/** How long an answer is kept, at most: a page Next draws again on time (not on a tag) shows at most this late. */
export const ANSWER_MS = 5_000;
/** How many answers are kept, at most (the oldest go first): their pages count in the limit of bytes. */
const ANSWERS_LIMIT = 10_000;
/** Headers that belong to one answer, never kept: each answer gets its own. */
const OWN_HEADERS = new Set([
  "date",
  "x-request-id",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
]);

/** @type {Record<Encoding, (page: Buffer) => Buffer>} */
const compress = {
  br: (page) =>
    brotliCompressSync(page, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: page.length },
    }),
  gzip: (page) => gzipSync(page, { level: 6 }),
};

/**
 * The encoding a request accepts among those kept, as the compression library would choose it; null for
 * one that accepts neither (it gets the page as it is, or deflate from the library).
 * @param {import("node:http").IncomingMessage} req
 * @returns {Encoding | null}
 */
export function keptEncoding(req) {
  if (req.method === "HEAD") return null;
  const chosen = new Negotiator(req).encoding(["br", "gzip", "deflate", "identity"], { preferred: [...KEPT] });
  return KEPT.find((encoding) => encoding === chosen) ?? null;
}

/**
 * Pages kept by their body, the least recently served dropped first beyond `limit` bytes. A page is looked up
 * by its address and length, then compared byte for byte (a few microseconds, where a SHA-1 of it took a
 * twentieth of the answer), so two pages never share what is kept: a page drawn again replaces its entry.
 */
export class PageBodies {
  /** @type {Map<string, Entry>} */
  #entries = new Map();
  /** @type {Map<string, KeptAnswer>} */
  #answers = new Map();
  #generation = 0;
  #bytes = 0;
  #hash;
  #limit;

  /**
   * @param {(page: Buffer) => string[]} hash a page's inline script hashes
   * @param {number} limit
   */
  constructor(hash, limit = PAGE_BODIES_LIMIT) {
    this.#hash = hash;
    this.#limit = limit;
  }

  /**
   * What an answer of the page sends: its inline script hashes, worked out on its first answer, and its body in
   * `encoding`, compressed and kept from its second answer on. Null before, or with no encoding: the compression
   * library then compresses it at its fast level like any page, so a page asked for once (a first search) costs
   * no more than it did.
   * @param {string} url the address it answers
   * @param {Buffer} page
   * @param {Encoding | null} encoding
   * @returns {{ hashes: string[], body: Buffer | null }}
   */
  answer(url, page, encoding) {
    const { entry, again } = this.#entry(url, page);
    if (!encoding || !again) return { hashes: entry.hashes, body: null };
    let body = entry.bodies[encoding];
    if (!body) {
      body = compress[encoding](page);
      entry.bodies[encoding] = body;
      this.#grow(entry, body.length);
    }
    return { hashes: entry.hashes, body };
  }

  /**
   * Keeps the answer just sent for a request key: the page (its entry, made by `answer`) with its status and
   * headers. Not when the answers were forgotten since the request came (`generation`, read then): the page
   * may have been drawn before the data changed; nor when it sets a cookie.
   * @param {string} requestKey
   * @param {{ url: string, page: Buffer, status: number, headers: import("node:http").OutgoingHttpHeaders, generation: number }} answer
   */
  keepAnswer(requestKey, { url, page, status, headers, generation }, now = Date.now()) {
    const entryKey = `${page.length} ${url}`;
    const entry = this.#entries.get(entryKey);
    if (generation !== this.#generation || !entry?.page.equals(page)) return;
    // A cookie is given to one visitor: sent again, it would be someone else's.
    if (Object.keys(headers).some((name) => name.toLowerCase() === "set-cookie")) return;
    /** @type {KeptAnswer["headers"]} */
    const kept = [];
    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined && !OWN_HEADERS.has(name)) kept.push([name, value]);
    }
    this.#forgetAnswer(requestKey);
    this.#answers.set(requestKey, { entryKey, entry, status, headers: kept, until: now + ANSWER_MS });
    entry.answers.add(requestKey);
    for (const [key] of this.#answers) {
      if (this.#answers.size <= ANSWERS_LIMIT) break;
      this.#forgetAnswer(key);
    }
  }

  /**
   * The answer kept for a request key, its body in `encoding`: null when none is, when it is older than
   * ANSWER_MS, or when its page was dropped or drawn again since.
   * @param {string} requestKey
   * @param {Encoding} encoding
   * @returns {{ status: number, headers: KeptAnswer["headers"], body: Buffer } | null}
   */
  keptAnswer(requestKey, encoding, now = Date.now()) {
    const answer = this.#answers.get(requestKey);
    if (!answer) return null;
    if (answer.until <= now || this.#entries.get(answer.entryKey) !== answer.entry) {
      this.#forgetAnswer(requestKey);
      return null;
    }
    const { entry } = answer;
    // The most recently served comes last in the map's order.
    this.#entries.delete(answer.entryKey);
    this.#entries.set(answer.entryKey, entry);
    let body = entry.bodies[encoding];
    if (!body) {
      body = compress[encoding](entry.page);
      entry.bodies[encoding] = body;
      this.#grow(entry, body.length);
    }
    return { status: answer.status, headers: answer.headers, body };
  }

  /** Forgets every answer kept (tags expired: any page may have changed); their pages stay, found by their bytes. */
  forgetAnswers() {
    this.#answers.clear();
    for (const entry of this.#entries.values()) entry.answers.clear();
    this.#generation++;
  }

  /** Answers kept now. */
  get answerCount() {
    return this.#answers.size;
  }

  /** Incremented each time the answers are forgotten. */
  get generation() {
    return this.#generation;
  }

  /** Bytes kept now. */
  get bytes() {
    return this.#bytes;
  }

  /**
   * The page's entry, and whether it was kept already (this is not its first answer).
   * @param {string} url
   * @param {Buffer} page
   */
  #entry(url, page) {
    const key = `${page.length} ${url}`;
    const found = this.#entries.get(key);
    if (found?.page.equals(page)) {
      // The most recently served comes last in the map's order.
      this.#entries.delete(key);
      this.#entries.set(key, found);
      return { entry: found, again: true };
    }
    if (found) this.#drop(key, found);
    /** @type {Entry} */
    const entry = { page, hashes: this.#hash(page), bodies: {}, bytes: 0, answers: new Set() };
    this.#entries.set(key, entry);
    this.#grow(entry, page.length);
    return { entry, again: false };
  }

  /** @param {Entry} entry @param {number} bytes */
  #grow(entry, bytes) {
    entry.bytes += bytes;
    this.#bytes += bytes;
    for (const [key, oldest] of this.#entries) {
      if (this.#bytes <= this.#limit || oldest === entry) break;
      this.#drop(key, oldest);
    }
  }

  /** @param {string} key @param {Entry} entry */
  #drop(key, entry) {
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
    // Its answers go with it: they would hold its bytes beyond the limit.
    for (const requestKey of entry.answers) this.#answers.delete(requestKey);
  }

  /** @param {string} requestKey */
  #forgetAnswer(requestKey) {
    const answer = this.#answers.get(requestKey);
    if (!answer) return;
    this.#answers.delete(requestKey);
    answer.entry.answers.delete(requestKey);
  }
}
