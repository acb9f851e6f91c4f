import { defineRouting } from "next-intl/routing";
import { config } from "@/lib/config";
import { LOCALE_COOKIE } from "@/lib/consent/neutral-cookies.mjs";
import { isHttps } from "@/lib/http/fixed-headers.mjs";
import { locales } from "./locales";
import { pathnames } from "./paths";

/** next-intl's middleware sets it when a visitor's language differs from what the browser asks for. */
export const localeCookie = {
  name: LOCALE_COOKIE,
  maxAge: config.localeCookieMaxAgeSeconds,
  sameSite: "lax",
  // Sent only over https when the site is served so.
  secure: isHttps(config.siteUrl),
} as const;

export const routing = defineRouting({
  locales,
  defaultLocale: config.defaultLocale,
  localePrefix: "always",
  pathnames,
  localeCookie,
  // Every page names its other languages in its HTML (hreflang links, the sitemap too); the same list in a
  // Link header was worked out again on every request, cached page or not.
  alternateLinks: false,
});
