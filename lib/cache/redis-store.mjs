import { createClient } from "redis";
import { announceTagsExpired } from "./tag-events.mjs";
import { log } from "../log.mjs";
import { processHooks } from "../server/process-hooks.mjs";

// The shared cache's store in Redis (REDIS_URL): entries as strings with a time to live, tag expiry
// times in one hash, and a channel on which every server hears which tags expired (the proxy's memory
// of which properties exist follows it). Commands fail at once while Redis is away (no offline
// queue, a short timeout), so a request is rendered instead of waiting; the client reconnects alone.
// Run that Redis with `maxmemory <size>` and `maxmemory-policy allkeys-lru` (or volatile-lru): every distinct
// search is an entry, and the least recently used must make room (tests/unit/cache/redis-eviction.test.ts).

const TIMEOUT_MS = 1000;
const PREFIX = "next-cache";

/**
 * @template T
 * @param {Promise<T>} promise
 * @param {string} what
 * @returns {Promise<T>}
 */
function within(promise, what) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  /** @type {Promise<never>} */
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The Redis database a URL names (its path, default 0): channels are shared by all of them.
 * @param {string} url
 */
export function databaseOf(url) {
  const db = Number(new URL(url).pathname.slice(1) || 0);
  return Number.isInteger(db) && db >= 0 ? db : 0;
}

/**
 * @param {string} url
 * @param {(error: unknown) => void} onProblem
 */
function connect(url, onProblem) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) },
  });
  client.on("error", onProblem);
  client.connect().catch(onProblem);
  return client;
}

/** @typedef {import("./shared-cache.mjs").CacheStore & { ping(): Promise<void>, close(): Promise<void> }} RedisStore */

/**
 * @param {string} url
 * @returns {RedisStore}
 */
function createStore(url) {
  const tagsKey = `${PREFIX}:tags`;
  const channel = `${PREFIX}:${databaseOf(url)}:tags-expired`;
  let lastLogged = -Infinity;
  /** @param {unknown} error */
  const problem = (error) => {
    if (Date.now() - lastLogged < 60_000) return;
    lastLogged = Date.now();
    log.error(
      { event: "redis.unreachable", host: new URL(url).host, reason: messageOf(error) },
      "Redis does not answer",
    );
  };
  const client = connect(url, problem);
  const subscriber = connect(url, problem);
  let readyBefore = false;
  subscriber.on("ready", () => {
    // Messages sent while this server was not listening are lost: forget everything once.
    if (readyBefore) announceTagsExpired(["*"]);
    readyBefore = true;
  });
  subscriber
    .subscribe(channel, (message) => {
      try {
        const tags = JSON.parse(message);
        if (Array.isArray(tags)) announceTagsExpired(tags.filter((tag) => typeof tag === "string"));
      } catch {
        announceTagsExpired(["*"]);
      }
    })
    .catch(problem);

  const ready = () => {
    if (!client.isReady) throw new Error("Redis is not connected");
    return client;
  };
  return {
    async read(key) {
      return within(ready().get(`${PREFIX}:entry:${key}`), "reading an entry");
    },
    async write(key, text, ttlSeconds) {
      await within(
        ready().set(`${PREFIX}:entry:${key}`, text, { expiration: { type: "EX", value: ttlSeconds } }),
        "writing an entry",
      );
    },
    async tagTimes(tags) {
      const times = await within(ready().hmGet(tagsKey, tags), "reading tag times");
      return times.map((time) => (time === null ? null : Number(time)));
    },
    async expireTags(tags, at) {
      const times = Object.fromEntries(tags.map((tag) => [tag, String(at)]));
      await within(ready().multi().hSet(tagsKey, times).publish(channel, JSON.stringify(tags)).exec(), "expiring tags");
    },
    async startTagTimes(at) {
      await within(ready().hSetNX(tagsKey, "$since", String(at)), "recording the tag times' start");
    },
    async ping() {
      await within(ready().ping(), "answering a ping");
    },
    async close() {
      await Promise.allSettled([client.close(), subscriber.close()]);
    },
  };
}

/** @param {unknown} error */
function messageOf(error) {
  return /** @type {{ message?: unknown } | null | undefined} */ (error)?.message ?? error;
}

/**
 * This process's store for a Redis URL, shared by the cache handler and the server (one connection, a process hook:
 * lib/server/process-hooks.mjs).
 * @param {string} url
 */
export function redisStore(url) {
  const stores = (processHooks.redisStores ??= new Map());
  let store = stores.get(url);
  if (!store) {
    store = createStore(url);
    stores.set(url, store);
  }
  return store;
}
