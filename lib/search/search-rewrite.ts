import { NextResponse, type NextRequest } from "next/server";
import type { Locale } from "@/lib/i18n/locales";
import type { RouteMatch } from "@/lib/i18n/resolve";
import { buildPath } from "@/lib/i18n/build-path";
import { goalOfListRoute, isGoal, listRoutes } from "./list-routes";
import { looksLikeReference } from "@/lib/domain/search-params";
import { readSearch, searchKey } from "./search-key";

// A list page reading its query would be drawn on every request. The proxy sends each search to an
// internal route whose path names the normalized search instead (app/[locale]/search-results), which is
// drawn once and served from the page cache until the properties change. The visitor's address stays.

/** The internal route's folder; requested directly it is an unknown path (the proxy answers 404). */
export const SEARCH_RESULTS = "search-results";

/** Headers by which Next's proxy says "serve the request" (or another path) rather than answer it. */
const PASS = ["x-middleware-next", "x-middleware-rewrite"];

/** Where a list's search is drawn: the internal path of its normalized query. */
export function searchResultsPath(request: NextRequest, locale: Locale, match: RouteMatch): string | null {
  const goal = goalOfListRoute(match.key);
  if (!goal) return null;
  const params = readSearch(goal, request.nextUrl.searchParams);
  return `/${locale}/${SEARCH_RESULTS}/${goal}/${searchKey(params).join("/")}/`;
}

/**
 * The home's search chooses buy or rent without JavaScript: it asks the for-sale list with goal=rent, and the
 * list of the other goal answers with ONE 307 there, the search unchanged. A reference is left to the list
 * that was asked (it leads straight to the property, whatever its goal), so it too is one hop.
 */
export function goalRedirect(request: NextRequest, locale: Locale, match: RouteMatch): NextResponse | null {
  const goal = request.nextUrl.searchParams.get("goal");
  const listed = goalOfListRoute(match.key);
  if (!listed || goal === null || !isGoal(goal) || goal === listed) return null;
  if (looksLikeReference(request.nextUrl.searchParams.get("q")?.trim())) return null;
  const url = request.nextUrl.clone();
  url.pathname = buildPath(listRoutes[goal], locale);
  url.searchParams.delete("goal");
  return NextResponse.redirect(url, 307);
}

/**
 * next-intl's answer for a list path, sent to the search's cached page. Its redirects (a path in
 * another language's words) stay as they are; its headers (alternate links, the language cookie) are kept.
 */
export function toSearchResults(
  request: NextRequest,
  locale: Locale,
  match: RouteMatch,
  response: NextResponse,
): NextResponse {
  const path = searchResultsPath(request, locale, match);
  if (!path || !PASS.some((name) => response.headers.has(name))) return response;
  const url = request.nextUrl.clone();
  url.pathname = path;
  const rewritten = NextResponse.rewrite(url);
  response.headers.forEach((value, name) => {
    if (!PASS.includes(name) && name !== "set-cookie") rewritten.headers.set(name, value);
  });
  for (const cookie of response.cookies.getAll()) rewritten.cookies.set(cookie);
  return rewritten;
}
