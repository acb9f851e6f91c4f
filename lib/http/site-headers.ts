import { createHash } from "node:crypto";
import { consentGateScript } from "@/components/consent/consent-gate";
import { config } from "@/lib/config";
import { integrations } from "@/lib/consent/settings";
import { matchRoute } from "@/lib/i18n/resolve";
import { routes } from "@/lib/i18n/paths";
import { ROUTE_TYPE_HEADER } from "./cache-policy.mjs";
import { securityHeaders, type Framing } from "./security-headers";

// The site's headers from its configuration, built once per process (the configuration is read at start).
const built = new Map<Framing, Array<[string, string]>>();

function headersFor(framing: Framing): Array<[string, string]> {
  let headers = built.get(framing);
  if (!headers) {
    const inputs = {
      siteUrl: config.siteUrl,
      mapTileUrl: config.mapTiles.url,
      integrations: integrations(),
      // The layout writes it into every page as this very text (app/[locale]/layout.tsx).
      siteScripts: [`'sha256-${createHash("sha256").update(consentGateScript()).digest("base64")}'`],
      development: config.development,
    };
    headers = Object.entries(securityHeaders(inputs, framing));
    built.set(framing, headers);
  }
  return headers;
}

/** Sets the security headers on a response for this path; files under /media/ may be framed by the site. */
export function withSecurityHeaders<R extends Response>(response: R, pathname: string): R {
  for (const [name, value] of headersFor(pathname.startsWith("/media/") ? "self" : "none")) {
    response.headers.set(name, value);
  }
  return response;
}

/**
 * The security headers, and the route type the cache policy reads (lib/http/cache-policy.mjs): server.mjs
 * decides Cache-Control when the answer is sent, because Next sets its own after the proxy has run.
 * Workaround: Next overwrites a Cache-Control given before it answers (vercel/next.js#22319).
 */
export function withSiteHeaders<R extends Response>(response: R, pathname: string): R {
  const match = matchRoute(pathname);
  if (match) response.headers.set(ROUTE_TYPE_HEADER, routes[match.key].type);
  return withSecurityHeaders(response, pathname);
}
