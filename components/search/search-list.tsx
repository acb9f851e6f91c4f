import { getTranslations } from "next-intl/server";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { CompareBar } from "@/components/favourites/compare-bar";
import { PropertyCard } from "@/components/property/property-card";
import { config } from "@/lib/config";
import { GOAL_CODE } from "@/lib/domain/goal";
import type { CategoryOption } from "@/lib/db/categories";
import type { TownOption } from "@/lib/db/towns";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { buildPath } from "@/lib/i18n/build-path";
import { listRoutes, type ListPageData } from "@/lib/pages/list";
import { countActiveFilters, searchQueryString, type SearchParams } from "@/lib/domain/search-params";
import { ActiveFilters } from "./active-filters";
import { MapView } from "./map-view";
import { Pager } from "./pager";
import { SearchForm } from "./search-form";

/** The for-sale or for-rent list: the search form, the count, then the results as a list or a map. On a phone the
 * results come first and the form waits behind a "Filters (n)" disclosure, which a tablet or desktop shows
 * open (app/globals.css, .filters). */
export async function SearchList({
  goal,
  locale,
  params,
  result,
  categories,
  towns,
}: ListPageData & { categories: CategoryOption[]; towns: TownOption[] }) {
  const t = await getTranslations("Listing");
  const route = listRoutes[goal];
  const path = buildPath(route, locale);
  const viewHref = (view: SearchParams["view"]) => `${path}${searchQueryString({ ...params, view, page: 1 })}`;
  return (
    <>
      <Breadcrumb route={route} locale={locale} />
      <h1 className="mb-4 text-3xl font-bold text-brand-900">{t(`heading.${goal}`)}</h1>
      <details className="filters">
        <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded border border-brand-700 bg-white px-4 font-semibold text-brand-700 [&::-webkit-details-marker]:hidden">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-none stroke-current stroke-2">
            <path d="M3 5h14M6 10h8M8.5 15h3" strokeLinecap="round" />
          </svg>
          {t("filters", { count: countActiveFilters(params) })}
        </summary>
        <div className="mt-3 tablet:mt-0">
          <SearchForm goal={goal} params={params} action={path} categories={categories} towns={towns} />
        </div>
      </details>
      <div className="mt-4 tablet:mt-6 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="scroll-mt-4 font-semibold" data-search-count>
          {t("count", { total: result.total, exact: String(result.exact) })}
        </p>
        <nav aria-label={t("view")} className="flex gap-1">
          {(["list", "map"] as const).map((view) => (
            <a
              key={view}
              href={viewHref(view)}
              aria-current={params.view === view ? "page" : undefined}
              className={`rounded px-3 py-2 font-medium ${params.view === view ? "bg-brand-900 text-white" : "border border-brand-700 text-brand-700"}`}
            >
              {t(view)}
            </a>
          ))}
        </nav>
      </div>
      <ActiveFilters params={params} path={path} locale={locale} categories={categories} towns={towns} />
      {params.polygon && (
        <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 rounded bg-brand-50 px-4 py-2">
          <span>{t("areaActive")}</span>
          <a
            className="font-medium text-brand-700 underline"
            href={`${path}${searchQueryString({ ...params, polygon: undefined, page: 1 })}`}
          >
            {t("removeArea")}
          </a>
          <a
            className="font-medium text-brand-700 underline"
            href={`${buildPath("/keep-me-informed", locale)}?${new URLSearchParams({ goal: String(GOAL_CODE[goal]), polygon: params.polygon })}`}
          >
            {t("areaAlerts")}
          </a>
        </p>
      )}
      {result.total === 0 && !(params.view === "map" && (params.polygon || params.bbox)) ? (
        <section className="mt-6 rounded-lg bg-brand-50 p-6">
          <h2 className="text-xl font-semibold text-brand-900">{t("empty")}</h2>
          <p className="mt-2">{t("emptyHint")}</p>
          <p className="mt-4 flex flex-wrap gap-4">
            <a className="font-medium text-brand-700 underline" href={buildPath("/keep-me-informed", locale)}>
              {t("register")}
            </a>
          </p>
        </section>
      ) : params.view === "map" ? (
        <>
          {/* An area with nothing in it keeps its map, so that another can be drawn. */}
          {result.total === 0 && (
            <p role="status" className="mt-4 rounded-lg bg-brand-50 px-4 py-3 font-semibold text-brand-900">
              {t("areaEmpty")}
            </p>
          )}
          <section
            aria-label={t("mapLabel")}
            className="mt-4 h-[70vh] min-h-96 overflow-hidden rounded-lg border border-brand-100"
          >
            <ClientMessages namespaces={["Listing"]}>
              <MapView
                goal={goal}
                query={searchQueryString({ ...params, page: 1, view: "list" })}
                tiles={config.mapTiles}
                polygon={params.polygon}
              />
            </ClientMessages>
          </section>
        </>
      ) : (
        <>
          <h2 className="sr-only">{t("results")}</h2>
          <div className="mt-4 grid gap-6 tablet:grid-cols-2 desktop:grid-cols-3">
            {result.cards.map((card, i) => (
              <PropertyCard key={card.id} property={card} priority={i === 0} />
            ))}
          </div>
          <Pager path={path} params={params} page={result.page} pages={result.pages} />
          <CompareBar locale={locale} />
        </>
      )}
    </>
  );
}
