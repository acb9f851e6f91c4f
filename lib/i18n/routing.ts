import { defineRouting } from "next-intl/routing";
import { isLocale, locales } from "./locales";
import { pathnames } from "./paths";

// The language settings (docs/operations.md: DEFAULT_LOCALE, LOCALE_COOKIE_MAX_AGE). Read here rather than in
// lib/config.ts because links in client components use this routing too.
const configured = process.env.DEFAULT_LOCALE;
const cookieMaxAge = Number.parseInt(process.env.LOCALE_COOKIE_MAX_AGE ?? "", 10);

/** next-intl's middleware sets it when a visitor's language differs from what the browser asks for. */
export const localeCookie = {
  name: "NEXT_LOCALE",
  maxAge: cookieMaxAge > 0 ? cookieMaxAge : 60 * 60 * 24 * 365,
  sameSite: "lax",
  // Sent only over https when the site is served so (read on the server, where the proxy sets it).
  secure: /^https:\/\//i.test(process.env.SITE_URL ?? ""),
} as const;

export const routing = defineRouting({
  locales,
  defaultLocale: isLocale(configured) ? configured : "fr",
  localePrefix: "always",
  pathnames,
  localeCookie,
  // Every page names its other languages in its HTML (hreflang links, the sitemap too); the same list in a
  // Link header was worked out again on every request, cached page or not.
  alternateLinks: false,
});
