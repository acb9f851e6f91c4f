import fs from "node:fs";
import path from "node:path";
import { coreSettings } from "../config/core.mjs";
import { redisStore } from "./redis-store.mjs";
import { SharedCache } from "./shared-cache.mjs";

// Next's cache handler (next.config.ts `cacheHandler`, set when REDIS_URL is): pages, route answers and
// data of every web server in one Redis (lib/cache/shared-cache.mjs). Next creates one per request.

/** @type {SharedCache | undefined} */
let shared;

/** @param {string} serverDistDir */
function buildId(serverDistDir) {
  try {
    return fs.readFileSync(path.join(serverDistDir, "..", "BUILD_ID"), "utf8").trim();
  } catch {
    return "development";
  }
}

export default class RedisCacheHandler {
  /** @param {{ serverDistDir?: string }} ctx */
  constructor(ctx) {
    // next.config.ts names this handler only when REDIS_URL is set.
    const url = /** @type {string} */ (coreSettings.redisUrl);
    this.shared = shared ??= new SharedCache(redisStore(url), {
      namespace: buildId(ctx.serverDistDir ?? ".next/server"),
    });
  }

  /** @type {SharedCache["get"]} */
  get(key, ctx) {
    return this.shared.get(key, ctx);
  }

  /** @type {SharedCache["set"]} */
  set(key, value, ctx) {
    return this.shared.set(key, value, ctx);
  }

  /** @type {SharedCache["revalidateTag"]} */
  revalidateTag(tags) {
    return this.shared.revalidateTag(tags);
  }

  resetRequestCache() {}
}
