import type { Metadata } from "next";
import { config } from "@/lib/config";
import { locales, type Locale } from "./locales";
import type { RouteKey } from "./paths";
import { buildPath } from "./build-path";
import { routing } from "./routing";

type Params = Record<string, string | number>;

/** Canonical URL and hreflang alternates of a page, from the path table. */
export function alternates(
  key: RouteKey,
  locale: Locale,
  params: Params | ((l: Locale) => Params) = {},
): Metadata["alternates"] {
  const paramsOf = typeof params === "function" ? params : () => params;
  const url = (l: Locale) => `${config.siteUrl}${buildPath(key, l, paramsOf(l))}`;
  return {
    canonical: url(locale),
    languages: { ...Object.fromEntries(locales.map((l) => [l, url(l)])), "x-default": url(routing.defaultLocale) },
  };
}
