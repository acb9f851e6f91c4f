import createMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { listingState } from "@/lib/db/listing-state";
import { parseId } from "@/lib/domain/id";
import { mailedLinkParams } from "@/lib/forms/mailed-link";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { buildPath, matchRoute, pickLocale } from "@/lib/i18n/resolve";
import { localeCookie as cookie, routing } from "@/lib/i18n/routing";

// Language handling (spec §2, §4): ?lng= first, then the path's prefix, the cookie, Accept-Language,
// the default. Pages stay static: everything that depends on the request is decided here.
const intl = createMiddleware(routing);

function detectLocale(request: NextRequest): Locale {
  const fromCookie = request.cookies.get(cookie.name)?.value;
  if (isLocale(fromCookie)) return fromCookie;
  return pickLocale(request.headers.get("accept-language")) ?? routing.defaultLocale;
}

function remember(response: NextResponse, request: NextRequest, locale: Locale): NextResponse {
  if (request.cookies.get(cookie.name)?.value !== locale) {
    response.cookies.set(cookie.name, locale, {
      path: "/",
      sameSite: "lax",
      maxAge: cookie.maxAge,
    });
  }
  return response;
}

/** Where a path should live in `locale`: its localized path, or the same path under that prefix. */
function targetFor(pathname: string, locale: Locale): string {
  const match = matchRoute(pathname);
  if (match) return buildPath(match.key, locale, match.params);
  const rest = pathname.replace(/^\/(en|nl|fr|de)(?=\/|$)/, "");
  return `/${locale}${rest.endsWith("/") ? rest : `${rest}/`}`.replace(/\/{2,}/g, "/");
}

const propertyRoutes = new Set(["/for-sale/[city]/[slug]/[id]", "/for-rent/[city]/[slug]/[id]", "/property/[id]"]);

/** A withdrawn property answers 410 and an unknown one 404, each with a real page (spec §4, §8). */
async function propertyStatePage(request: NextRequest, locale: Locale, id: string): Promise<NextResponse | null> {
  const propertyId = parseId(id);
  const state = propertyId === null ? "missing" : await listingState(propertyId);
  if (state === "shown") return null;
  const url = request.nextUrl.clone();
  url.pathname = state === "gone" ? `/${locale}/property-gone/${id}/` : `/${locale}/property-not-found/`;
  return NextResponse.rewrite(url, { status: state === "gone" ? 410 : 404 });
}

export default async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const prefix = pathname.split("/")[1];
  const lng = request.nextUrl.searchParams.get("lng");

  if (isLocale(lng) || !isLocale(prefix)) {
    const locale = isLocale(lng) ? lng : detectLocale(request);
    const url = request.nextUrl.clone();
    url.searchParams.delete("lng");
    url.pathname = targetFor(pathname, locale);
    if (url.pathname !== pathname || isLocale(lng)) {
      return remember(NextResponse.redirect(url, 307), request, locale);
    }
  }
  const match = matchRoute(pathname);
  if (!match) {
    // Next 16 leaves the body of a notFound() 404 to client-side rendering; this page is real HTML.
    // A path that cannot be decoded matches no route, so it gets here instead of Next's bare 500.
    const url = request.nextUrl.clone();
    url.pathname = `/${prefix}/page-not-found/`;
    return remember(NextResponse.rewrite(url, { status: 404 }), request, prefix as Locale);
  }
  // A visit from a mailed link is drawn per request on the page's ./link/ route; the page stays static.
  if (mailedLinkParams[match.key]?.some((name) => request.nextUrl.searchParams.has(name))) {
    const url = request.nextUrl.clone();
    url.pathname = `/${prefix}${match.key}/link/`;
    return remember(NextResponse.rewrite(url), request, prefix as Locale);
  }
  if (propertyRoutes.has(match.key)) {
    const statePage = await propertyStatePage(request, prefix as Locale, match.params.id ?? "");
    if (statePage) return remember(statePage, request, prefix as Locale);
  }
  return remember(intl(request), request, prefix as Locale);
}

export const config = {
  // Everything but Next's own files, API routes and files with an extension (images, robots.txt, …).
  matcher: ["/((?!api|_next|_vercel|.*\\..*).*)"],
};
