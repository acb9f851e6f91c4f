import { getTranslations } from "next-intl/server";
import type { CategoryOption } from "@/lib/db/categories";
import type { TownOption } from "@/lib/db/towns";
import type { Locale } from "@/lib/i18n/locales";
import { labelText } from "@/lib/property/energy";
import { colon, formatEuro, formatNumber } from "@/lib/rules";
import { cityName } from "@/lib/rules/city-name";
import { activeFilters, withoutFilters, type FilterKey } from "@/lib/search/active-filters";
import type { SearchParams } from "@/lib/domain/search-params";

type Wording = { [K in FilterKey]: (value: NonNullable<SearchParams[K]>) => string };

/** The active filters above the results, each with a plain link that removes it and keeps the rest. */
export async function ActiveFilters(props: {
  params: SearchParams;
  path: string;
  locale: Locale;
  categories: CategoryOption[];
  towns: TownOption[];
}) {
  const { params, path, locale, categories, towns } = props;
  const filters = activeFilters(params);
  if (filters.length === 0) return null;
  const t = await getTranslations("Listing");
  const labelled = (label: string, value: string) => `${label}${colon(locale)} ${value}`;
  const number = (label: string) => (value: number) => labelled(label, formatNumber(value, locale));
  // One entry per filter of the schema: TypeScript asks for the wording of any filter added to it.
  const wording: Wording = {
    q: (v) => labelled(t("place"), v),
    type: (id) => categories.find((c) => c.id === id)?.name ?? t("type"),
    minPrice: (v) => labelled(t("minPrice"), formatEuro(v, locale)),
    maxPrice: (v) => labelled(t("maxPrice"), formatEuro(v, locale)),
    minBedrooms: number(t("minBedrooms")),
    minBathrooms: number(t("minBathrooms")),
    minLivingArea: number(t("minLivingArea")),
    minPlotArea: number(t("minPlotArea")),
    parking: () => t("parking"),
    terrace: () => t("terrace"),
    garden: () => t("garden"),
    lift: () => t("lift"),
    furnished: () => t("furnished"),
    newBuild: () => t("newBuild"),
    viager: () => t("viager"),
    epcMin: (v) => labelled(t("epcMin"), labelText(v)),
    epcMax: (v) => labelled(t("epcMax"), labelText(v)),
    minPricePerM2: number(t("minPricePerM2")),
    maxPricePerM2: number(t("maxPricePerM2")),
    region: (v) => labelled(t("region"), t(`regions.${v}`)),
    bbox: () => t("bbox"),
    polygon: () => t("polygonFilter"),
    towns: (slugs) =>
      labelled(
        t("towns"),
        slugs
          .split(",")
          .map((slug) => cityName(towns.find((town) => town.slug === slug)?.name ?? slug, locale))
          .join(", "),
      ),
  };
  const say = <K extends FilterKey>(key: K, value: NonNullable<SearchParams[K]>) => wording[key](value);
  return (
    <section aria-labelledby="active-filters" className="mt-4 flex flex-wrap items-center gap-2">
      <h2 id="active-filters" className="text-sm font-semibold text-slate-800">
        {t("activeFilters")}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {filters.map(({ key, value, without }) => {
          const text = say(key, value as never);
          return (
            <li key={key}>
              <a
                href={`${path}${without}`}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-700 bg-white px-3 text-sm text-brand-900 hover:bg-brand-50"
              >
                {/* Read out, not an aria-label: a label would make the link a second field of that name. */}
                <span>
                  <span className="sr-only">{`${t("removeFilter")} `}</span>
                  {text}
                </span>
                <span aria-hidden="true" className="text-base font-bold">
                  ×
                </span>
              </a>
            </li>
          );
        })}
      </ul>
      <a
        className="min-h-11 content-center px-2 text-sm font-medium text-brand-700 underline"
        href={`${path}${withoutFilters(params)}`}
      >
        {t("clear")}
      </a>
    </section>
  );
}
