export default class RedisCacheHandler {
  constructor(ctx: { serverDistDir?: string });
  get(key: string, ctx?: { tags?: string[]; softTags?: string[] }): Promise<{ value: unknown } | null>;
  set(key: string, value: unknown, ctx?: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
