import { config } from "@/lib/config";
import type { Locale } from "@/lib/i18n/locales";
import { buildPath } from "@/lib/i18n/build-path";

// The pages that answer a mailed link (lib/domain/mailed-link.ts), as absolute addresses with their query.

export const newsletterUrl = (locale: Locale, query: string) =>
  `${config.siteUrl}${buildPath("/newsletter", locale)}?${query}`;

export const manageSearchUrl = (locale: Locale, query: string) =>
  `${config.siteUrl}${buildPath("/keep-me-informed", locale)}?${query}`;

export const watchesUrl = (locale: Locale, query: string) =>
  `${config.siteUrl}${buildPath("/watches", locale)}?${query}`;

/** A watch's one-click unsubscribe (RFC 8058): a POST stops the watch, a GET leads to the page that asks first. */
export const oneClickUrl = (token: string) => `${config.siteUrl}/api/watches/unsubscribe/?token=${token}`;
