export interface StoredEntry {
  lastModified: number;
  tags: string[];
  value: unknown;
  cacheControl?: { revalidate: number | false; expire?: number };
}
export function encodeEntry(entry: StoredEntry): string;
export function decodeEntry(text: string): StoredEntry;
export function tagsOf(value: unknown, ctx?: { tags?: string[] }): string[];
