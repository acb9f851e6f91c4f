import { isSlug } from "@/lib/domain/id";
import { isLocale, locales, type Locale } from "./locales";
import { buildPath } from "./build-path";
import { routes, type RouteKey } from "./paths";

// Resolves any path of the site (localized, internal or original) against the path table (spec §2).

export interface RouteMatch {
  key: RouteKey;
  params: Record<string, string>;
  /** The language of the path's prefix, when it had one. */
  locale?: Locale;
}

const keys = Object.keys(routes) as RouteKey[];

/** One leading slash, no trailing one. */
function trimSlashes(path: string): string {
  const p = `/${path}`.replace(/\/{2,}/g, "/");
  return p.length > 1 ? p.replace(/\/$/, "") : p;
}

/** The path without its query, decoded; null when it cannot be decoded (it then matches no route). */
function normalize(path: string): string | null {
  try {
    return trimSlashes(decodeURIComponent(path.split(/[?#]/)[0] ?? "/"));
  } catch {
    return null;
  }
}

function splitLocale(path: string): { locale?: Locale; rest: string } {
  const first = path.split("/")[1];
  if (isLocale(first)) return { locale: first, rest: path.slice(first.length + 1) || "/" };
  return { rest: path };
}

/** One segment of a pattern: a fixed word (compared in lower case) or a named value. */
type Segment = { param: string } | { literal: string };

interface Pattern {
  key: RouteKey;
  segments: Segment[];
}

function paramNames(pattern: string): string[] {
  return [...pattern.matchAll(/\[(\w+)\]/g)].map((m) => m[1]!);
}

function candidates(key: RouteKey, locale?: Locale): string[] {
  const entry = routes[key];
  const localized = locale ? [entry.paths[locale]] : [];
  return [...localized, key, entry.original, ...locales.map((l) => entry.paths[l])];
}

function compile(key: RouteKey, pattern: string): Pattern {
  const segments = trimSlashes(pattern)
    .split("/")
    .map((word): Segment => {
      const param = /^\[(\w+)\]$/.exec(word);
      return param ? { param: param[1]! } : { literal: word.toLowerCase() };
    });
  return { key, segments };
}

/**
 * The patterns a path is tried against, in the order they are tried (the table's keys in turn, each with its
 * candidates: the prefix language's path first), by number of segments, since only those of the path's own
 * length can match. Every request passes here twice (the proxy's route, then its route type), so the table
 * is compiled once per prefix language rather than read pattern by pattern.
 */
const tables = new Map<Locale | undefined, Map<number, Pattern[]>>();

function tableFor(locale: Locale | undefined): Map<number, Pattern[]> {
  let table = tables.get(locale);
  if (table) return table;
  table = new Map();
  for (const key of keys) {
    const needed = paramNames(key);
    for (const candidate of candidates(key, locale)) {
      // A pattern without every value of its key (the original /property/[id]/ for the for-sale page) finds
      // no record there.
      if (!needed.every((name) => paramNames(candidate).includes(name))) continue;
      const pattern = compile(key, candidate);
      const sameLength = table.get(pattern.segments.length) ?? [];
      sameLength.push(pattern);
      table.set(pattern.segments.length, sameLength);
    }
  }
  tables.set(locale, table);
  return table;
}

function matchPattern({ segments }: Pattern, got: string[], lower: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if ("param" in segment) {
      // A value no record can have (empty, a control character, very long) is no match: the page is not found.
      if (!isSlug(got[i])) return null;
      params[segment.param] = got[i]!;
    } else if (segment.literal !== lower[i]) {
      return null;
    }
  }
  return params;
}

/** A bare for-sale or for-rent segment's entry: the first whose original path ends with it. */
const byLastSegment = new Map<string, RouteKey>();
for (const key of keys) {
  const last = trimSlashes(routes[key].original).split("/").pop()?.toLowerCase();
  if (paramNames(key).length === 0 && last && !byLastSegment.has(last)) byLastSegment.set(last, key);
}

/** Finds the route a path stands for, or null. */
export function matchRoute(path: string): RouteMatch | null {
  const normalized = normalize(path);
  if (normalized === null) return null;
  const { locale, rest } = splitLocale(normalized);
  const got = rest.split("/");
  const lower = got.map((segment) => segment.toLowerCase());
  for (const pattern of tableFor(locale).get(got.length) ?? []) {
    const params = matchPattern(pattern, got, lower);
    if (params) return { key: pattern.key, params, locale };
  }
  const last = lower.at(-1);
  const key = last ? byLastSegment.get(last) : undefined;
  return key ? { key, params: {}, locale } : null;
}

/** The internal path of a match (its key with its values), as next-intl's pathnames name it. */
export function internalPath(match: RouteMatch): string {
  const path = match.key.replace(/\[(\w+)\]/g, (_, name: string) => encodeURIComponent(match.params[name] ?? ""));
  return path === "/" ? path : `${path}/`;
}

/** The same page in another language; that language's home when nothing matches (spec §2). */
export function localizedPath(path: string, locale: Locale): string {
  const match = matchRoute(path);
  return match ? buildPath(match.key, locale, match.params) : `/${locale}/`;
}
