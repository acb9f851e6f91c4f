import { defineRouting } from "next-intl/routing";
import { isLocale, locales } from "./locales";
import { pathnames } from "./paths";

const configured = process.env.DEFAULT_LOCALE;

export const localeCookie = {
  name: "NEXT_LOCALE",
  maxAge: Number(process.env.LOCALE_COOKIE_MAX_AGE) || 60 * 60 * 24 * 365,
  sameSite: "lax",
} as const;

export const routing = defineRouting({
  locales,
  defaultLocale: isLocale(configured) ? configured : "fr",
  localePrefix: "always",
  pathnames,
  localeCookie,
});
