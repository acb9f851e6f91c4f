import { getLocale, getTranslations } from "next-intl/server";
import type { CategoryOption } from "@/lib/db/categories";
import type { TownOption } from "@/lib/db/towns";
import type { Goal } from "@/lib/domain";
import type { Locale } from "@/lib/i18n/locales";
import { cityName } from "@/lib/rules/city-name";
import { formSteps } from "@/lib/search/normalize";
import { labelText } from "@/lib/property/energy";
import { epcClasses } from "@/lib/rules/energy";
import { hasAdvancedFilters, regions, sorts, type SearchParams } from "@/lib/domain/search-params";
import { LiveSearch } from "./live-search";
import { PlaceInput } from "./place-input";

const field = "min-h-11 w-full rounded border border-slate-400 bg-white px-3 text-base";
const label = "mb-1 block text-sm font-medium text-slate-800";

/** The simple and advanced search of spec §1: a GET form, so it works without JavaScript too. */
export async function SearchForm(props: {
  goal: Goal;
  params: SearchParams;
  action: string;
  categories: CategoryOption[];
  towns: TownOption[];
}) {
  const { goal, params, action, categories, towns } = props;
  const chosenTowns = new Set(params.towns?.split(","));
  const locale = (await getLocale()) as Locale;
  // Each commune by its name in the page's language (Anvers, Antwerpen), in that language's order.
  const townList = towns
    .map((town) => ({ ...town, name: cityName(town.name, locale) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  const t = await getTranslations("Listing");
  const s = await getTranslations("Search");
  const number = (name: keyof SearchParams, text: string, step = 1) => (
    <div>
      <label htmlFor={`s-${name}`} className={label}>
        {text}
      </label>
      <input
        id={`s-${name}`}
        name={name}
        type="number"
        min={0}
        step={step}
        inputMode="numeric"
        defaultValue={(params[name] as number | undefined) ?? ""}
        className={field}
      />
    </div>
  );
  const check = (name: keyof SearchParams, text: string) => (
    <label key={name} className="flex min-h-11 items-center gap-2">
      <input type="checkbox" name={name} value="1" defaultChecked={params[name] === true} className="size-5" />
      {text}
    </label>
  );
  const choice = (name: keyof SearchParams, text: string, options: [string | number, string][], any?: string) => (
    <div>
      <label htmlFor={`s-${name}`} className={label}>
        {text}
      </label>
      <select
        id={`s-${name}`}
        name={name}
        defaultValue={(params[name] as string | number | undefined) ?? ""}
        className={field}
      >
        {any !== undefined && <option value="">{any}</option>}
        {options.map(([value, name]) => (
          <option key={value} value={value}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form
      id="search-form"
      role="search"
      aria-label={t("form")}
      action={action}
      method="get"
      className="rounded-lg border border-brand-100 bg-white p-4"
    >
      <LiveSearch formId="search-form" />
      {params.view === "map" && <input type="hidden" name="view" value="map" />}
      {params.polygon && <input type="hidden" name="polygon" value={params.polygon} />}
      <div className="grid gap-3 tablet:grid-cols-2 desktop:grid-cols-5">
        <div className="desktop:col-span-2">
          <label htmlFor="s-q" className={label}>
            {t("place")}
          </label>
          <PlaceInput id="s-q" placeholder={s("placeholder")} defaultValue={params.q} className={field} />
        </div>
        {choice(
          "type",
          t("type"),
          categories.map((c) => [c.id, c.depth ? `\u00a0\u00a0${c.name}` : c.name]),
          t("anyType"),
        )}
        {number("minPrice", t("minPrice"), formSteps.price[goal])}
        {number("maxPrice", t("maxPrice"), formSteps.price[goal])}
      </div>
      <details open={hasAdvancedFilters(params)} className="mt-3">
        <summary className="cursor-pointer py-2 font-medium text-brand-700">{t("more")}</summary>
        <div className="grid gap-3 pt-2 tablet:grid-cols-2 desktop:grid-cols-4">
          {number("minBedrooms", t("minBedrooms"))}
          {number("minBathrooms", t("minBathrooms"))}
          {number("minLivingArea", t("minLivingArea"), formSteps.minLivingArea)}
          {number("minPlotArea", t("minPlotArea"), formSteps.minPlotArea)}
          {choice(
            "epcMin",
            t("epcMin"),
            epcClasses.map((c) => [c, labelText(c)]),
            t("any"),
          )}
          {choice(
            "epcMax",
            t("epcMax"),
            epcClasses.map((c) => [c, labelText(c)]),
            t("any"),
          )}
          {number("minPricePerM2", t("minPricePerM2"), formSteps.pricePerM2[goal])}
          {number("maxPricePerM2", t("maxPricePerM2"), formSteps.pricePerM2[goal])}
          {choice(
            "region",
            t("region"),
            regions.map((r) => [r, t(`regions.${r}`)]),
            t("anyRegion"),
          )}
          <fieldset className="grid grid-cols-2 gap-x-4 tablet:col-span-2">
            <legend className="sr-only">{t("more")}</legend>
            {check("parking", t("parking"))}
            {check("terrace", t("terrace"))}
            {check("garden", t("garden"))}
            {check("lift", t("lift"))}
            {goal === "rent" && check("furnished", t("furnished"))}
            {check("newBuild", t("newBuild"))}
            {goal === "sale" && check("viager", t("viager"))}
          </fieldset>
        </div>
      </details>
      {towns.length > 0 && (
        // The keyboard's way to a search area: communes from a list, ticked with the space bar.
        <details open={chosenTowns.size > 0} className="mt-1">
          <summary className="cursor-pointer py-2 font-medium text-brand-700">
            {t("towns")}
            {chosenTowns.size > 0 && ` (${chosenTowns.size})`}
          </summary>
          <fieldset className="max-h-64 overflow-y-auto rounded border border-slate-300 p-2">
            <legend className="sr-only">{t("towns")}</legend>
            <p className="mb-1 text-sm text-slate-700">{t("townsHint")}</p>
            <div className="grid gap-x-4 tablet:grid-cols-2 desktop:grid-cols-4">
              {townList.map((town) => (
                <label key={town.slug} className="flex min-h-11 items-center gap-2">
                  <input
                    type="checkbox"
                    name="towns"
                    value={town.slug}
                    defaultChecked={chosenTowns.has(town.slug)}
                    className="size-5"
                  />
                  {town.name} ({town.zip})
                </label>
              ))}
            </div>
          </fieldset>
        </details>
      )}
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
        {choice(
          "sort",
          t("sort"),
          sorts.map((o) => [o, t(`sorts.${o}`)]),
        )}
        <button
          type="submit"
          className="min-h-11 rounded bg-accent-700 px-6 font-semibold text-white hover:bg-brand-900"
        >
          {t("submit")}
        </button>
      </div>
    </form>
  );
}
