import type { Goal } from "@/lib/domain/goal";
import type { QueryParams } from "@/lib/i18n/page-props";
import { normalizeSearch } from "./normalize";
import { parseSearchParams, searchQueryString, type SearchParams } from "@/lib/domain/search-params";

// Each distinct search is one cached page: the proxy turns a list's query into the path segments of an
// internal route (lib/search/search-rewrite.ts), and that route reads the search back from them. Both go
// through parseSearchParams and normalizeSearch, so unknown parameters, nonsense values and values the form
// cannot ask for never make a page of their own.

/** The key of the plain list: no filter, newest first, page 1, as a list. */
const PLAIN = "all";
/** Each segment is a file name in Next's page cache, which most file systems cap at 255 bytes. */
const SEGMENT_LENGTH = 200;

/** A URL's query as Next hands it to a page: a repeated parameter becomes a list. */
export function queryParamsOf(search: URLSearchParams): QueryParams {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of search) {
    const seen = out[name];
    out[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return out;
}

/** The path segments naming a search: its canonical query string, base64url-encoded, in short pieces. */
export function searchKey(params: SearchParams): string[] {
  const query = searchQueryString(params).slice(1);
  if (!query) return [PLAIN];
  const encoded = Buffer.from(query, "utf8").toString("base64url");
  const segments: string[] = [];
  for (let i = 0; i < encoded.length; i += SEGMENT_LENGTH) segments.push(encoded.slice(i, i + SEGMENT_LENGTH));
  return segments;
}

/** A URL's search as the form could have asked it, for one goal's list. */
export function readSearch(goal: Goal, search: URLSearchParams): SearchParams {
  return normalizeSearch(goal, parseSearchParams(queryParamsOf(search)));
}

/** The search a key names, or null when the key is not the one searchKey gives for it (no second address). */
export function searchFromKey(goal: Goal, segments: readonly string[]): SearchParams | null {
  const joined = segments.join("");
  const query = joined === PLAIN ? "" : Buffer.from(joined, "base64url").toString("utf8");
  const params = readSearch(goal, new URLSearchParams(query));
  const key = searchKey(params);
  return key.length === segments.length && key.every((segment, i) => segment === segments[i]) ? params : null;
}
