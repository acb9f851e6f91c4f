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

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = trimSlashes(pattern).split("/");
  const got = path.split("/");
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const g = got[i]!;
    const param = /^\[(\w+)\]$/.exec(w);
    if (param) {
      // A value no record can have (empty, a control character, very long) is no match: the page is not found.
      if (!isSlug(g)) return null;
      params[param[1]!] = g;
    } else if (w.toLowerCase() !== g.toLowerCase()) {
      return null;
    }
  }
  return params;
}

function paramNames(pattern: string): string[] {
  return [...pattern.matchAll(/\[(\w+)\]/g)].map((m) => m[1]!);
}

function candidates(key: RouteKey, locale?: Locale): string[] {
  const entry = routes[key];
  const localized = locale ? [entry.paths[locale]] : [];
  return [...localized, key, entry.original, ...locales.map((l) => entry.paths[l])];
}

/** Finds the route a path stands for, or null. */
export function matchRoute(path: string): RouteMatch | null {
  const normalized = normalize(path);
  if (normalized === null) return null;
  const { locale, rest } = splitLocale(normalized);
  for (const key of keys) {
    for (const pattern of candidates(key, locale)) {
      const params = matchPattern(pattern, rest);
      if (params && paramNames(key).every((name) => params[name])) return { key, params, locale };
    }
  }
  // A bare for-sale or for-rent segment: the first entry whose original path ends with it.
  const last = rest.split("/").pop()?.toLowerCase();
  if (last) {
    const key = keys.find((k) => paramNames(k).length === 0 && routes[k].original.toLowerCase().endsWith(`/${last}/`));
    if (key) return { key, params: {}, locale };
  }
  return null;
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
