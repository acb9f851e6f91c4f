import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { config } from "@/lib/config";
import { getPropertyDetail } from "@/lib/db/properties";
import { findByReference, searchProperties, type SearchResult } from "@/lib/db/search";
import type { Goal } from "@/lib/domain";
import type { Locale } from "@/lib/i18n/locales";
import { alternates } from "@/lib/i18n/metadata";
import { buildPath } from "@/lib/i18n/build-path";
import { propertyPath } from "@/lib/i18n/property-path";
import { listRoutes } from "@/lib/search/list-routes";
import { looksLikeReference, searchQueryString, type SearchParams } from "@/lib/domain/search-params";

export { listRoutes };

export interface ListPageData {
  goal: Goal;
  locale: Locale;
  params: SearchParams;
  result: SearchResult;
}

/** One search of a list page (read by the proxy from the visitor's URL, lib/search/search-rewrite.ts). */
export async function loadListPage(goal: Goal, locale: Locale, params: SearchParams): Promise<ListPageData> {
  return { goal, locale, params, result: await searchProperties(goal, params, locale, config.searchShowsClosed) };
}

export async function listPageMetadata({ goal, locale, params, result }: ListPageData): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "Listing" });
  const filtered = searchQueryString({ ...params, page: 1 }) !== "";
  return {
    title: t("title", {
      heading: t(`heading.${goal}`),
      page: result.page,
      pages: result.pages,
      total: result.total,
      exact: String(result.exact),
    }),
    description: t(`description.${goal}`),
    alternates: alternates(listRoutes[goal], locale),
    // Every combination of filters is crawlable by links, but only the plain list is indexed.
    robots: filtered ? { index: false, follow: true } : undefined,
  };
}

/** A search for a property's reference leads straight to that property. */
export async function redirectToReference({ params, locale }: ListPageData): Promise<void> {
  if (!looksLikeReference(params.q)) return;
  const match = await findByReference(params.q);
  const property = match && (await getPropertyDetail(match.id, locale));
  if (property) redirect(propertyPath(property, locale));
}

/**
 * A page number past the last one is sent to the last page (307, as for a reference: the last page moves
 * as properties come and go), so that page numbers nobody can reach make no page of their own.
 */
export function redirectPastLastPage({ goal, locale, params, result }: ListPageData): void {
  if (result.page < params.page) {
    redirect(`${buildPath(listRoutes[goal], locale)}${searchQueryString({ ...params, page: result.page })}`);
  }
}
