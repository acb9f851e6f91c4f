import type { CacheStore } from "./shared-cache.mjs";
export function databaseOf(url: string): number;
export function redisStore(url: string): CacheStore & { close(): Promise<void> };
