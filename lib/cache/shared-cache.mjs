import { log as siteLog } from "../log.mjs";
import { decodeEntry, encodeEntry, tagsOf } from "./cache-entry.mjs";

/** @typedef {import("./cache-entry.mjs").CacheControl} CacheControl */
/**
 * What keeps entries and tag times (lib/cache/redis-store.mjs).
 * @typedef {object} CacheStore
 * @property {(key: string) => Promise<string | null>} read
 * @property {(key: string, text: string, ttlSeconds: number) => Promise<void>} write
 * @property {(tags: string[]) => Promise<Array<number | null>>} tagTimes when each tag last expired (ms), null for a tag that never did
 * @property {(tags: string[], at: number) => Promise<void>} expireTags
 * @property {(at: number) => Promise<void>} startTagTimes records, unless already recorded, that the tag times are complete from this time (ms) on
 */
/** @typedef {{ lastModified: number, value: unknown, cacheControl?: CacheControl }} CachedValue */

// Next's cache (pages, route answers, data) kept in a store every web server shares (Redis). A tag's
// expiry is a time, shared too: an entry stored before its tag expired is a miss on every server, so
// none needs telling which entries to drop. An entry's time is when it was asked for, before it was
// rendered: a page that was rendering while its data changed is stored as already expired.
// A store that fails is a miss (the page renders) and is logged; it never fails a request.
// Tags expire at once, whatever `expire` Next is given: the site only ever asks for that.
// Redis bounds the store (maxmemory with an LRU policy): entries have a time to live, and losing the tag
// times to eviction turns every older entry into a miss rather than a stale page.

const DAY = 24 * 60 * 60;
const MAX_TTL_SECONDS = 30 * DAY;
const MIN_TTL_SECONDS = 60;
const LOG_EVERY_MS = 60_000;
const MAX_PENDING = 10_000;
/** A field kept with the tag times: since when they are complete. Its absence means they were lost. */
const SINCE = "$since";

/**
 * How long the store keeps an entry: its expiry when Next gives one, else a month (then it renders again).
 * @param {{ revalidate?: number | false, expire?: number } | null} [cacheControl]
 */
export function ttlSeconds(cacheControl) {
  const expire = cacheControl?.expire;
  if (typeof expire !== "number" || !Number.isFinite(expire)) return MAX_TTL_SECONDS;
  return Math.min(MAX_TTL_SECONDS, Math.max(MIN_TTL_SECONDS, Math.ceil(expire)));
}

export class SharedCache {
  /**
   * @param {CacheStore} store
   * @param {{ namespace?: string, now?: () => number, log?: { error(fields: object, message: string): void } }} [options] namespace:
   *   entries of another build are not this build's (a rolling deploy)
   */
  constructor(store, { namespace = "", now = Date.now, log = siteLog } = {}) {
    this.store = store;
    this.namespace = namespace;
    this.now = now;
    this.log = log;
    /** @type {Map<string, number>} */
    this.askedAt = new Map();
    this.lastLogged = -Infinity;
  }

  /** @param {string} name */
  key(name) {
    return `${this.namespace}:${name}`;
  }

  /** @param {unknown} error */
  unavailable(error) {
    const now = this.now();
    if (now - this.lastLogged < LOG_EVERY_MS) return;
    this.lastLogged = now;
    this.log.error(
      { event: "cache.unavailable", reason: messageOf(error) },
      "the shared cache is unavailable; pages are rendered without it",
    );
  }

  /**
   * @param {string} name
   * @param {{ tags?: string[], softTags?: string[] }} [ctx]
   * @returns {Promise<CachedValue | null>}
   */
  async get(name, ctx) {
    if (this.askedAt.size >= MAX_PENDING) this.askedAt.clear();
    this.askedAt.set(name, this.now());
    /** @type {import("./cache-entry.mjs").StoredEntry} */
    let entry;
    try {
      const text = await this.store.read(this.key(name));
      if (text === null) return null;
      entry = decodeEntry(text);
    } catch (error) {
      this.unavailable(error);
      return null;
    }
    const tags = [...new Set([...(entry.tags ?? []), ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])])];
    try {
      let [since, ...times] = await this.store.tagTimes([SINCE, ...tags]);
      if (since === null || since === undefined) {
        // The tag times are gone (evicted by Redis's maxmemory policy, or flushed): an entry stored before
        // now may have outlived a tag's expiry, so it is drawn again.
        since = this.askedAt.get(name) ?? this.now();
        await this.store.startTagTimes(since);
      }
      if (entry.lastModified < since) return null;
      if (times.some((time) => time !== null && time >= entry.lastModified)) return null;
    } catch (error) {
      this.unavailable(error);
      return null;
    }
    return {
      lastModified: entry.lastModified,
      value: entry.value,
      ...(entry.cacheControl ? { cacheControl: entry.cacheControl } : {}),
    };
  }

  /**
   * @param {string} name
   * @param {unknown} value
   * @param {{ tags?: string[], cacheControl?: CacheControl }} [ctx]
   */
  async set(name, value, ctx) {
    const lastModified = this.askedAt.get(name) ?? this.now();
    this.askedAt.delete(name);
    const entry = { lastModified, tags: tagsOf(value, ctx), value, cacheControl: ctx?.cacheControl };
    try {
      await this.store.write(this.key(name), encodeEntry(entry), ttlSeconds(ctx?.cacheControl));
      await this.store.startTagTimes(lastModified);
    } catch (error) {
      this.unavailable(error);
    }
  }

  /** @param {string | string[]} tags */
  async revalidateTag(tags) {
    const list = (typeof tags === "string" ? [tags] : tags).filter(Boolean);
    if (list.length === 0) return;
    try {
      await this.store.expireTags(list, this.now());
    } catch (error) {
      // This server's own cache follows regardless (Next keeps its expired tags in memory too).
      this.log.error(
        { event: "cache.expiry.failed", tags: list, reason: messageOf(error) },
        "tags could not be expired in the shared cache: other servers may show the old pages until they expire again",
      );
    }
  }
}

/** @param {unknown} error */
function messageOf(error) {
  return /** @type {{ message?: unknown } | null | undefined} */ (error)?.message ?? error;
}
