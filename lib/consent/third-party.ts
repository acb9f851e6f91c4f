// Every third-party address the site can load, in one place (a Content-Security-Policy reads them here).
// The tag and pixel addresses can be overridden (tests point them at a local server).

export const GOOGLE_TAG_SCRIPT = "https://www.googletagmanager.com/gtag/js";
export const META_PIXEL_SCRIPT = "https://connect.facebook.net/en_US/fbevents.js";

/** Matomo's script and tracker under the address of the agency's Matomo. */
export function matomoUrls(base: string): { script: string; tracker: string } {
  const root = base.endsWith("/") ? base : `${base}/`;
  return { script: `${root}matomo.js`, tracker: `${root}matomo.php` };
}

/** What the browser needs to run the configured integrations; absent means not configured (off). */
export interface Integrations {
  googleTag?: { id: string; script: string };
  matomo?: { siteId: string; script: string; tracker: string };
  metaPixel?: { id: string; script: string };
}

/** The origins the configured integrations load from. */
export function integrationOrigins(integrations: Integrations): string[] {
  const urls = [integrations.googleTag?.script, integrations.matomo?.script, integrations.metaPixel?.script];
  return [...new Set(urls.filter((u): u is string => !!u).map((u) => new URL(u).origin))];
}
