import "server-only";
import { config } from "@/lib/config";
import { localeCookie } from "@/lib/i18n/routing";
import { GOOGLE_TAG_SCRIPT, matomoUrls, META_PIXEL_SCRIPT, type Integrations } from "./third-party";

/** What the consent dialog needs, read at run time and handed to the browser by the layout. */
export interface ConsentSettings {
  revision: number;
  consentDays: number;
  localeCookieDays: number;
  integrations: Integrations;
}

export function integrations(): Integrations {
  const c = config.consent;
  return {
    googleTag: c.googleTagId ? { id: c.googleTagId, script: c.googleTagScript ?? GOOGLE_TAG_SCRIPT } : undefined,
    matomo: c.matomoUrl ? { siteId: c.matomoSiteId, ...matomoUrls(c.matomoUrl) } : undefined,
    metaPixel: c.metaPixelId ? { id: c.metaPixelId, script: c.metaPixelScript ?? META_PIXEL_SCRIPT } : undefined,
  };
}

export function consentSettings(): ConsentSettings {
  return {
    revision: config.consent.policyVersion,
    consentDays: config.consent.maxAgeDays,
    localeCookieDays: Math.round(localeCookie.maxAge / 86_400),
    integrations: integrations(),
  };
}
