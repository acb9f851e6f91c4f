import { apiRouteOf, routeTypes } from "../routes/manifest.mjs";

// The Cache-Control of every answer, decided here and nowhere else: a shaping stage of server.mjs
// (lib/server/stages.mjs) applies it when an answer's headers are sent, from the request's method and path, the answer's status, the route type the
// proxy found (lib/http/site-headers.ts) and what Next said (s-maxage for a page from its cache,
// private/no-store for one drawn per request, as pages that read cookies are). An answer that sets a cookie
// (next-intl's language cookie on a first visit, a session) is private, whatever else it is.
// A CDN keeps a public page at most 30 s and may serve it 30 s more while it asks again, so a change
// reaches every visitor within a minute; the origin keeps its own cache and expires tags at once.

export const PUBLIC_PAGE = "public, max-age=0, s-maxage=30, stale-while-revalidate=30";
export const PRIVATE = "private, no-store";
export const IMMUTABLE = "public, max-age=31536000, immutable";

/** The internal header on which the proxy tells server.mjs the route type; never sent to the client. */
export const ROUTE_TYPE_HEADER = "x-site-route-type";

/**
 * Whether a route type's pages belong to one person, never kept by a shared cache (lib/routes/manifest.mjs).
 * @param {string} routeType
 */
const isPrivateType = (routeType) =>
  /** @type {Record<string, string | undefined>} */ (routeTypes)[routeType] === "private";

/**
 * @param {{ method?: string, pathname: string, status: number, routeType?: string | null, given?: string | null, setsCookie?: boolean }} answer
 * @returns {string | null} the header's value; null leaves the answer without one
 */
export function cacheControl({ method = "GET", pathname, status, routeType, given, setsCookie = false }) {
  // A cookie belongs to the visitor it was given to: no shared cache may hand it to another.
  if (setsCookie) return PRIVATE;
  // The build's hashed files never change under their name.
  if (pathname.startsWith("/_next/static/")) return status === 200 ? IMMUTABLE : PRIVATE;
  // Form answers and server actions.
  if (method !== "GET" && method !== "HEAD") return PRIVATE;
  if (routeType && isPrivateType(routeType)) return PRIVATE;
  const said = (given ?? "").toLowerCase();
  // An API answer is kept by a shared cache only when the manifest calls its route shared (the suggestions, the
  // consent texts) and the answer says for how long; any other (the favourites' current states, an unknown path)
  // is drawn for each asker.
  if (pathname.startsWith("/api/")) {
    return apiRouteOf(pathname)?.cache === "shared" && /\bpublic\b/.test(said)
      ? /** @type {string} */ (given)
      : PRIVATE;
  }
  if (/\b(private|no-store|no-cache)\b/.test(said)) return PRIVATE;
  if (/\bs-maxage=/.test(said)) return PUBLIC_PAGE;
  // A permanent redirect is the same for everyone; a temporary one chose a language for this visitor.
  if (status === 301 || status === 308) return PUBLIC_PAGE;
  if (status >= 300 && status < 400) return PRIVATE;
  // Files of public/ and optimised images keep Next's own answer.
  return given ?? null;
}

/**
 * A request's path as URL parsing normalises it. "//" (an empty first segment) alone names a host and
 * does not parse: it keeps its raw path, rather than throwing and leaving the request unanswered.
 * @param {string} url
 */
export function pathnameOf(url) {
  try {
    return new URL(url, "http://site").pathname;
  } catch {
    return url.split("?")[0] || "/";
  }
}

/**
 * Every answer's Cache-Control from the policy, set as its head goes out; the proxy's route type header removed.
 * @type {import("../server/stages.mjs").ShapingStage}
 */
export const cachePolicy = {
  name: "cache policy",
  head(req, res, status, url) {
    // A page calling redirect() gets its Location twice on its first render (Next sets it, then appends the
    // rendered entry's headers): an answer names one place to go.
    const location = res.getHeader("location");
    if (Array.isArray(location) && location[0] !== undefined) res.setHeader("Location", location[0]);
    const routeType = res.getHeader(ROUTE_TYPE_HEADER);
    res.removeHeader(ROUTE_TYPE_HEADER);
    const value = cacheControl({
      method: req.method,
      pathname: pathnameOf(url),
      status,
      routeType: typeof routeType === "string" ? routeType : null,
      given: res.getHeader("cache-control")?.toString() ?? null,
      setsCookie: res.hasHeader("set-cookie"),
    });
    if (value) res.setHeader("Cache-Control", value);
    else res.removeHeader("Cache-Control");
  },
};
