// Who hears that cache tags expired, on this server: the data layer's own expiry (lib/cache/expire.ts) and, with REDIS_URL,
// every other server's (lib/cache/redis-store.mjs). The proxy and the pages are separate bundles in one
// process, as is server.mjs, so the listeners are a process hook (lib/server/process-hooks.mjs). "*" means anything
// may have changed (a missed message).

import { errorFields, log } from "../log.mjs";
import { processHooks } from "../server/process-hooks.mjs";

const listeners = (processHooks.tagListeners ??= new Set());

/**
 * Calls `listener` with the tags each time some expire; returns a function that stops it.
 * @param {(tags: string[]) => void} listener
 * @returns {() => void}
 */
export function onTagsExpired(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** @param {string[]} tags */
export function announceTagsExpired(tags) {
  for (const listener of listeners) {
    try {
      listener(tags);
    } catch (error) {
      log.error({ event: "cache.listener.failed", ...errorFields(error) }, "a listener of expired tags failed");
    }
  }
}
