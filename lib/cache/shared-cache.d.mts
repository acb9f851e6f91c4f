export interface CacheStore {
  read(key: string): Promise<string | null>;
  write(key: string, text: string, ttlSeconds: number): Promise<void>;
  /** When each tag last expired (ms), null for a tag that never did. */
  tagTimes(tags: string[]): Promise<Array<number | null>>;
  expireTags(tags: string[], at: number): Promise<void>;
  /** Records, unless already recorded, that the tag times are complete from this time (ms) on. */
  startTagTimes(at: number): Promise<void>;
}
export interface CachedValue {
  lastModified: number;
  value: unknown;
  cacheControl?: { revalidate: number | false; expire?: number };
}
export function ttlSeconds(cacheControl?: { revalidate?: number | false; expire?: number } | null): number;
export class SharedCache {
  constructor(store: CacheStore, options?: { namespace?: string; now?: () => number; log?: Pick<Console, "error"> });
  get(name: string, ctx?: { tags?: string[]; softTags?: string[] }): Promise<CachedValue | null>;
  set(
    name: string,
    value: unknown,
    ctx?: { tags?: string[]; cacheControl?: { revalidate: number | false; expire?: number } },
  ): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
}
