export function keptInMemory(key: string, value: { kind?: string } | null | undefined): boolean;
export default class LocalCacheHandler {
  constructor(ctx: Record<string, unknown>);
  get(key: string, ctx: Record<string, unknown>): Promise<{ value: unknown; lastModified: number } | null>;
  set(key: string, value: unknown, ctx: Record<string, unknown>): Promise<void>;
}
