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
 * @typedef {{ page: Buffer, hashes: string[], bodies: Partial<Record<Encoding, Buffer>>, bytes: number }} Entry
 */

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
    const entry = { page, hashes: this.#hash(page), bodies: {}, bytes: 0 };
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
  }
}
