// A cached page, route answer or data value as text for Redis and back: Next's values hold Buffers
// (a page's RSC payload, a route's body) and a Map of segment payloads, which JSON alone would lose.

/** @typedef {{ revalidate: number | false, expire?: number }} CacheControl */
/** @typedef {{ lastModified: number, tags: string[], value: unknown, cacheControl?: CacheControl }} StoredEntry */

/** @param {StoredEntry} entry */
export function encodeEntry(entry) {
  return JSON.stringify(entry, keepBinary);
}

/**
 * JSON.stringify's replacer: `this[name]` is the value before toJSON made a Buffer a plain object.
 * @this {Record<string, unknown>}
 * @param {string} name
 * @param {unknown} value
 */
function keepBinary(name, value) {
  const raw = this[name];
  if (raw instanceof Uint8Array)
    return { $bytes: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString("base64") };
  if (raw instanceof Map) return { $map: [...raw.entries()] };
  return value;
}

/** @param {string} text @returns {StoredEntry} */
export function decodeEntry(text) {
  return JSON.parse(text, (_name, value) => {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      if (typeof value.$bytes === "string") return Buffer.from(value.$bytes, "base64");
      if (Array.isArray(value.$map)) return new Map(value.$map);
    }
    return value;
  });
}

/**
 * The tags a value was stored with: a data value's from Next's context, a page's from its header.
 * @param {unknown} value
 * @param {{ tags?: string[] }} [ctx]
 * @returns {string[]}
 */
export function tagsOf(value, ctx) {
  const headers = /** @type {{ headers?: Record<string, unknown> } | null | undefined} */ (value)?.headers;
  const header = headers?.["x-next-cache-tags"];
  const fromHeader = typeof header === "string" ? header.split(",") : Array.isArray(header) ? header : [];
  return [...new Set([...(ctx?.tags ?? []), ...fromHeader].filter(Boolean))];
}
