import { createRequire } from "node:module";

// Next's cache handler without REDIS_URL (next.config.ts): Next's own file-system cache, except that what
// anyone can ask for in countless variants stays in its memory cache alone, which cacheMaxMemorySize caps
// (least recently used out first): the pages of searches (app/[locale]/search-results) and the data
// cache's entries (searches, map areas, suggestions, each keyed by its arguments). Every other page is
// still written to .next/server as before, so a restart serves it at once; a search is drawn again.
// Next exports no file-system handler to extend: its own module is taken from next/dist, pinned by the lock.

const require = createRequire(import.meta.url);
const { default: FileSystemCache } = require("next/dist/server/lib/incremental-cache/file-system-cache.js");

/**
 * Whether an entry stays in memory only: a search's page or any cached data.
 * @param {string} key
 * @param {{ kind?: string } | null | undefined} value
 */
export function keptInMemory(key, value) {
  return value?.kind === "FETCH" || /\/search-results\//.test(key);
}

export default class LocalCacheHandler extends FileSystemCache {
  /** @param {ConstructorParameters<typeof FileSystemCache>[0]} ctx */
  constructor(ctx) {
    super(ctx);
    this.memoryOnly = new FileSystemCache({ ...ctx, flushToDisk: false });
  }

  /** @type {FileSystemCache["set"]} */
  set(key, value, ctx) {
    return keptInMemory(key, value) ? this.memoryOnly.set(key, value, ctx) : super.set(key, value, ctx);
  }
}
