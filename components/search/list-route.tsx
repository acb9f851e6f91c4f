import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { redirect } from "next/navigation";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { PropertyCard } from "@/components/property/property-card";
import { config } from "@/lib/config";
import { listCategories } from "@/lib/db/categories";
import { getPropertyDetail } from "@/lib/db/properties";
import { findByReference, searchProperties } from "@/lib/db/search";
import { alternates } from "@/lib/i18n/metadata";
import type { QueryPageProps } from "@/lib/i18n/page-props";
import { propertyPath } from "@/lib/i18n/property-path";
import { buildPath } from "@/lib/i18n/resolve";
import { parseSearchParams, searchQueryString, type SearchParams } from "@/lib/search/params";
import type { Goal } from "@/lib/domain/goal";
import { MapView } from "./map-view";
import { Pager } from "./pager";
import { SearchForm } from "./search-form";

type Props = QueryPageProps;

const looksLikeReference = (q: string | undefined) => Boolean(q && /^[a-z]{2,6}-?\d{1,7}$/i.test(q));

/** The for-sale or for-rent list with its search (spec §1, §2). Results are cached per search. */
export function listRoute(goal: Goal) {
  const route = goal === "sale" ? "/for-sale" : "/for-rent";

  async function load(props: Props) {
    const [{ locale }, raw] = await Promise.all([props.params, props.searchParams]);
    const params = parseSearchParams(raw);
    return { locale, params, result: await searchProperties(goal, params, locale, config.searchShowsClosed) };
  }

  return {
    async generateMetadata(props: Props): Promise<Metadata> {
      const { locale, params, result } = await load(props);
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
        alternates: alternates(route, locale),
        // Every combination of filters is crawlable by links, but only the plain list is indexed.
        robots: filtered ? { index: false, follow: true } : undefined,
      };
    },
    async Page(props: Props) {
      const { locale, params, result } = await load(props);
      setRequestLocale(locale);
      if (looksLikeReference(params.q)) {
        const match = await findByReference(params.q!);
        const property = match && (await getPropertyDetail(match.id, locale));
        if (property) redirect(propertyPath(property, locale));
      }
      const [t, categories] = await Promise.all([getTranslations("Listing"), listCategories(locale)]);
      const path = buildPath(route, locale);
      const viewHref = (view: SearchParams["view"]) => `${path}${searchQueryString({ ...params, view, page: 1 })}`;
      return (
        <>
          <Breadcrumb route={route} locale={locale} />
          <h1 className="mb-4 text-3xl font-bold text-brand-900">{t(`heading.${goal}`)}</h1>
          <SearchForm goal={goal} params={params} action={path} categories={categories} />
          <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="font-semibold">
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
          {result.total === 0 ? (
            <section className="mt-6 rounded-lg bg-brand-50 p-6">
              <h2 className="text-xl font-semibold text-brand-900">{t("empty")}</h2>
              <p className="mt-2">{t("emptyHint")}</p>
              <p className="mt-4 flex flex-wrap gap-4">
                <a className="font-medium text-brand-700 underline" href={path}>
                  {t("clear")}
                </a>
                <a className="font-medium text-brand-700 underline" href={buildPath("/keep-me-informed", locale)}>
                  {t("register")}
                </a>
              </p>
            </section>
          ) : params.view === "map" ? (
            <MapView
              goal={goal}
              query={searchQueryString({ ...params, page: 1, view: "list" })}
              tiles={config.mapTiles}
              labels={{
                region: t("mapLabel"),
                searchArea: t("searchArea"),
                cluster: t("mapCluster", { count: "{count}" }),
                noTiles: t("mapNoTiles"),
              }}
            />
          ) : (
            <>
              <h2 className="sr-only">{t("results")}</h2>
              <div className="mt-4 grid gap-6 tablet:grid-cols-2 desktop:grid-cols-3">
                {result.cards.map((card, i) => (
                  <PropertyCard key={card.id} property={card} priority={i === 0} />
                ))}
              </div>
              <Pager path={path} params={params} page={result.page} pages={result.pages} />
            </>
          )}
        </>
      );
    },
  };
}
