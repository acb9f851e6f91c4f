import { config } from "@/lib/config";
import type { Locale } from "@/lib/i18n/locales";
import { buildPath } from "@/lib/i18n/build-path";

// The pages that answer a mailed link (lib/forms/mailed-link.ts), as absolute addresses with their query.

export const newsletterUrl = (locale: Locale, query: string) =>
  `${config.siteUrl}${buildPath("/newsletter", locale)}?${query}`;

export const manageSearchUrl = (locale: Locale, query: string) =>
  `${config.siteUrl}${buildPath("/keep-me-informed", locale)}?${query}`;
