import fs from "node:fs";
import path from "node:path";
import { redisStore } from "./redis-store.mjs";
import { SharedCache } from "./shared-cache.mjs";

// Next's cache handler (next.config.ts `cacheHandler`, set when REDIS_URL is): pages, route answers and
// data of every web server in one Redis (lib/cache/shared-cache.mjs). Next creates one per request.

let shared;

function buildId(serverDistDir) {
  try {
    return fs.readFileSync(path.join(serverDistDir, "..", "BUILD_ID"), "utf8").trim();
  } catch {
    return "development";
  }
}

export default class RedisCacheHandler {
  constructor(ctx) {
    shared ??= new SharedCache(redisStore(process.env.REDIS_URL), {
      namespace: buildId(ctx.serverDistDir ?? ".next/server"),
    });
  }

  get(key, ctx) {
    return shared.get(key, ctx);
  }

  set(key, value, ctx) {
    return shared.set(key, value, ctx);
  }

  revalidateTag(tags) {
    return shared.revalidateTag(tags);
  }

  resetRequestCache() {}
}
