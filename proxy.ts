import createMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
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

export default function proxy(request: NextRequest) {
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
  if (!matchRoute(pathname)) {
    // Next 16 leaves the body of a notFound() 404 to client-side rendering; this page is real HTML.
    // A path that cannot be decoded matches no route, so it gets here instead of Next's bare 500.
    const url = request.nextUrl.clone();
    url.pathname = `/${prefix}/page-not-found/`;
    return remember(NextResponse.rewrite(url, { status: 404 }), request, prefix as Locale);
  }
  return remember(intl(request), request, prefix as Locale);
}

export const config = {
  // Everything but Next's own files, API routes and files with an extension (images, robots.txt, …).
  matcher: ["/((?!api|_next|_vercel|.*\\..*).*)"],
};
