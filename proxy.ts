import createMiddleware from "next-intl/middleware";
import { NextRequest, NextResponse } from "next/server";
import { listing, type Listing, type ListingKind } from "@/lib/db/listing-state";
import { parseId } from "@/lib/domain/id";
import { actionRequestProblem } from "@/lib/forms/action-request";
import { linkTokenAnswer } from "@/lib/http/link-token";
import { withSiteHeaders } from "@/lib/http/site-headers";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { internalPath, localizedPath, matchRoute, type RouteMatch } from "@/lib/i18n/resolve";
import { propertyPath } from "@/lib/i18n/property-path";
import { localeCookie, routing } from "@/lib/i18n/routing";
import { NOT_FOUND_PAGE, recordOf, records, routes } from "@/lib/routes/manifest.mjs";
import { goalRedirect, toSearchResults } from "@/lib/search/search-rewrite";

// next-intl's middleware negotiates the language (the NEXT_LOCALE cookie, then Accept-Language, then
// the default), keeps the cookie and serves localized paths. The rules below are what it cannot do,
// in the order they apply.
const intl = createMiddleware(routing);

function withUrl(request: NextRequest, change: (url: URL) => void): NextRequest {
  const url = request.nextUrl.clone();
  change(url);
  return new NextRequest(url, request);
}

function rewrite(request: NextRequest, pathname: string, status?: number): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  return NextResponse.rewrite(url, status ? { status } : undefined);
}

/** ?lng= names a language: the same page in it, remembered in next-intl's cookie (spec §2, §4). */
function chooseLanguage(request: NextRequest, lng: Locale): NextResponse {
  const url = request.nextUrl.clone();
  url.searchParams.delete("lng");
  url.pathname = localizedPath(request.nextUrl.pathname, lng);
  const response = NextResponse.redirect(url, 307);
  const { name, ...cookie } = localeCookie;
  response.cookies.set(name, lng, { ...cookie, path: "/" });
  return response;
}

/** The path without its trailing slash, decoded where it can be: two spellings of one address compare equal. */
function samePath(a: string, b: string): boolean {
  const plain = (path: string) => {
    try {
      return decodeURIComponent(path).replace(/\/$/, "");
    } catch {
      return path;
    }
  };
  return plain(a) === plain(b);
}

/**
 * A shown property's address that is not its canonical one (/property/{id}/, another goal, town or
 * title slug) answers ONE permanent redirect to it, whether or not the page is cached.
 */
function canonicalRedirect(request: NextRequest, id: number, shown: Listing, locale: Locale): NextResponse | null {
  if (shown.state !== "shown") return null;
  const target = propertyPath({ id, goal: shown.goal, citySlug: shown.citySlug, slug: shown.slugs[locale] }, locale);
  if (samePath(request.nextUrl.pathname, target)) return null;
  const url = request.nextUrl.clone();
  url.pathname = target;
  return NextResponse.redirect(url, 301);
}

/** The real page an unknown record's address answers with 404, a withdrawn one's with 410 (lib/routes/manifest.mjs). */
function unshownAnswer(
  request: NextRequest,
  locale: Locale,
  kind: ListingKind,
  state: "gone" | "missing",
  id: number | null,
) {
  const pages: { missing: string; gone?: string } = records[kind];
  return state === "gone" && pages.gone
    ? rewrite(request, `/${locale}/${pages.gone}/${id}/`, 410)
    : rewrite(request, `/${locale}/${pages.missing}/`, 404);
}

/** What names a text in its path: a stored page's key in the agency software (its original path), else the slug. */
function textName(kind: ListingKind, match: RouteMatch): string | undefined {
  return records[kind].by === "key" ? routes[match.key].original : match.params.slug;
}

/**
 * Unknown ids and slugs answer 404, unpublished texts too, and withdrawn listings 410, each with a real page;
 * shown ones at their own address.
 */
async function recordAnswer(request: NextRequest, locale: Locale, match: RouteMatch) {
  const kind = recordOf(match.key);
  if (!kind) return null;
  if (kind !== "property" && kind !== "project") {
    const slug = textName(kind, match);
    const found = slug === undefined ? ({ state: "missing" } as const) : await listing(kind, { slug, locale });
    return found.state === "shown" ? null : unshownAnswer(request, locale, kind, found.state, null);
  }
  const id = parseId(match.params.id);
  if (id === null) return unshownAnswer(request, locale, kind, "missing", id);
  if (kind === "property") {
    const found = await listing(kind, id);
    if (found.state === "shown") return canonicalRedirect(request, id, found, locale);
    return unshownAnswer(request, locale, kind, found.state, id);
  }
  // A shown project's page leads an outdated slug to its own address.
  const found = await listing(kind, id);
  return found.state === "shown" ? null : unshownAnswer(request, locale, kind, found.state, id);
}

/**
 * A property path without a language: next-intl picks the language (and keeps it in its cookie) as for
 * any such path, but a shown property is sent straight to its canonical address in it, in one hop.
 */
async function negotiatedPropertyAnswer(request: NextRequest, match: RouteMatch, negotiated: NextResponse) {
  const location = negotiated.headers.get("location");
  const locale = location ? new URL(location, request.url).pathname.split("/")[1] : undefined;
  const id = parseId(match.params.id);
  if (recordOf(match.key) !== "property" || !isLocale(locale) || id === null) return negotiated;
  const redirect = canonicalRedirect(request, id, await listing("property", id), locale);
  if (!redirect) return negotiated;
  for (const cookie of negotiated.cookies.getAll()) redirect.cookies.set(cookie);
  return redirect;
}

/**
 * Whether a path can name anything: one Next cannot decode (/%FF/) would end in its own 500, and one
 * with a control character (/en/blog/%00.png) names nothing a page or a file can have.
 */
function isReadable(pathname: string): boolean {
  try {
    return !/\p{Cc}/u.test(decodeURIComponent(pathname));
  } catch {
    return false;
  }
}

/** Paths the proxy leaves to Next (its files, the API, files with an extension), once they decode. */
const leftToNext = /^\/(?:api|_next|_vercel)(?:\/|$)|\.[^/]*$/;

async function route(request: NextRequest): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  // 0. A path that cannot be decoded, or holds a control character, names nothing: the not-found page, in
  // the path's language or the visitor's. Any other path reaching here only because it holds a "%" is
  // Next's, as the matcher says.
  // Workaround: Next answers such a path 500 in production (vercel/next.js#92527).
  if (!isReadable(pathname)) {
    const prefix = pathname.split("/")[1];
    const cookie = request.cookies.get(localeCookie.name)?.value;
    const locale = isLocale(prefix) ? prefix : isLocale(cookie) ? cookie : routing.defaultLocale;
    return rewrite(request, `/${locale}/${NOT_FOUND_PAGE}/`, 404);
  }
  if (leftToNext.test(pathname)) return NextResponse.next();
  // A server action request Next could not read would end in its own 500: refused here instead (one too
  // large never reaches here: server.mjs answers it 413).
  // Workaround: vercel/next.js#86945.
  const refused = await actionRequestProblem(request);
  if (refused) return new NextResponse(null, { status: refused });

  // 1. ?lng= chooses the language; next-intl reads no query parameter. An unknown value is dropped.
  const lng = request.nextUrl.searchParams.get("lng");
  if (isLocale(lng)) return chooseLanguage(request, lng);
  if (lng !== null) request = withUrl(request, (url) => url.searchParams.delete("lng"));

  const prefix = request.nextUrl.pathname.split("/")[1];
  const match = matchRoute(request.nextUrl.pathname);
  // 2. A path without a language, such as the spec's original paths (/Disclaimer/, /contact-demand/):
  // next-intl gets the internal path, picks the language and redirects once to the localized path.
  if (!isLocale(prefix)) {
    if (!match) return intl(request);
    const negotiated = intl(withUrl(request, (url) => (url.pathname = internalPath(match))));
    return negotiatedPropertyAnswer(request, match, negotiated);
  }
  // 3. A path that matches no route: the prerendered not-found page, since Next 16 leaves the body of a
  // notFound() 404 to the browser. A path that cannot be decoded matches nothing and lands here too.
  // Workaround: vercel/next.js#62228 (and #95613, closed without a fix).
  if (!match) return rewrite(request, `/${prefix}/${NOT_FOUND_PAGE}/`, 404);
  // 4. A mailed link's token is traded for a cookie and left out of the address (analytics read it); the
  // visit is drawn per request, mailed links on the page's ./link/ route, so the page itself stays static.
  const link = linkTokenAnswer(request, prefix, match.key);
  if (link) return link;
  // 5. Any other record's address whose id is not a number names nothing: the not-found page, as in rule 3.
  const { id } = match.params;
  if (id !== undefined && !recordOf(match.key) && parseId(id) === null) {
    return rewrite(request, `/${prefix}/${NOT_FOUND_PAGE}/`, 404);
  }
  // 6. Unknown and withdrawn properties and projects, and unknown or unpublished articles, team members and
  // stored pages, get their status before Next serves the cached page; a shown property asked for under
  // another address is sent to its own.
  // Workaround: a page cannot answer 410 (vercel/next.js#78706 proposes gone(); no issue found) nor draw its 404.
  // 7. A list asked for the other goal's results (the home's buy/rent choice) sends them there, in one hop.
  // 8. A list's search is served from the cached page of its normalized query; the address stays.
  return (
    (await recordAnswer(request, prefix, match)) ??
    goalRedirect(request, prefix, match) ??
    toSearchResults(request, prefix, match, intl(request))
  );
}

// Every answer carries the security headers (pages, redirects, 404/410, API routes and /_next/image), and
// its route type for the cache policy.
export default async function proxy(request: NextRequest): Promise<NextResponse> {
  return withSiteHeaders(await route(request), request.nextUrl.pathname);
}

export const config = {
  // Everything but the build's hashed scripts and styles (server.mjs gives them their headers), and
  // every path holding a "%", which may not decode (rule 0).
  matcher: ["/((?!_next/static/).*)", "/(.*%.*)"],
};
