import type { Integrations } from "../consent/third-party";
import { TOUR_DOMAINS, VIDEO_PLAYER_ORIGINS } from "../rules/media";
import { FIXED_HEADERS, isHttps, transportSecurity } from "./fixed-headers.mjs";

// The security headers of every response, built from configuration: a configured integration or tile
// server is allowed, anything else is not. Pages are cached, so the policy is the same for every request
// (no nonce); docs/security.md's "Security headers" explains which inline scripts run and why nothing more does.

export interface PolicyInputs {
  siteUrl: string;
  /** The map's tile template (`{z}/{x}/{y}`), absolute or relative to the site. */
  mapTileUrl: string;
  integrations: Integrations;
  /** The CSP hash sources of the site's own inline scripts, the same in every page (the consent gate). */
  siteScripts: string[];
  /** `next dev`: its pages' inline scripts are not hashed (server.mjs), so they run by 'unsafe-inline'. */
  development?: boolean;
}

/** A document is never framed; files under /media/ (plans shown in the lightbox) only by the site. */
export type Framing = "none" | "self";

// Where each integration's real script sends its hits, besides the origin its script comes from.
const GOOGLE_TAG_HITS = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://*.googletagmanager.com",
];
const META_PIXEL_HITS = ["https://www.facebook.com"];

/** The origin a tile template loads from, `{s}` subdomains as a wildcard; null when it is on the site. */
export function tileSource(template: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template.trim());
  if (!match) return null;
  const [, scheme, host] = match as unknown as [string, string, string];
  const labels = host.split(".").map((label) => (label.includes("{") ? "*" : label));
  return `${scheme.toLowerCase()}://${labels.join(".").toLowerCase()}`;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function integrationSources({ googleTag, matomo, metaPixel }: Integrations) {
  const scripts = [googleTag?.script, matomo?.script, metaPixel?.script].map((u) => (u ? originOf(u) : null));
  const hits = [
    ...(googleTag ? GOOGLE_TAG_HITS : []),
    ...(matomo ? [originOf(matomo.tracker)] : []),
    ...(metaPixel ? META_PIXEL_HITS : []),
  ];
  const known = (list: Array<string | null>) => list.filter((s): s is string => !!s);
  return { scripts: known(scripts), hits: known([...scripts, ...hits]) };
}

function directive(name: string, ...sources: string[]): string {
  return [name, ...new Set(sources)].join(" ");
}

/** The Content-Security-Policy of one response. */
export function contentSecurityPolicy(inputs: PolicyInputs, framing: Framing = "none"): string {
  const third = integrationSources(inputs.integrations);
  const tiles = tileSource(inputs.mapTileUrl);
  return [
    directive("default-src", "'self'"),
    // Next's App Router hands every page its data in inline scripts that differ per page: server.mjs adds
    // their hashes to an HTML answer (lib/http/script-hashes.mjs); the site's own are named here. No other
    // inline script runs, nor any event-handler attribute.
    directive(
      "script-src",
      "'self'",
      ...(inputs.development ? ["'unsafe-inline'"] : inputs.siteScripts),
      ...third.scripts,
    ),
    directive("script-src-attr", "'none'"),
    // Leaflet, the lightbox and next/image position things with style attributes.
    directive("style-src", "'self'", "'unsafe-inline'"),
    directive("img-src", "'self'", "data:", "blob:", ...(tiles ? [tiles] : []), ...third.hits),
    directive("font-src", "'self'"),
    directive("connect-src", "'self'", ...third.hits),
    // A property's video may be a file on any web server (lib/rules/media.ts); media cannot run code.
    directive("media-src", "'self'", "https:"),
    directive(
      "frame-src",
      "'self'",
      ...VIDEO_PLAYER_ORIGINS,
      ...TOUR_DOMAINS.flatMap((d) => [`https://${d}`, `https://*.${d}`]),
    ),
    directive("object-src", "'none'"),
    directive("base-uri", "'none'"),
    directive("form-action", "'self'"),
    directive("frame-ancestors", framing === "self" ? "'self'" : "'none'"),
    ...(isHttps(inputs.siteUrl) ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** Every security header of one response, HSTS only when the site is served over https. */
export function securityHeaders(inputs: PolicyInputs, framing: Framing = "none"): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(inputs, framing),
    ...FIXED_HEADERS,
    "X-Frame-Options": framing === "self" ? "SAMEORIGIN" : "DENY",
    ...transportSecurity(inputs.siteUrl),
  };
}
