import { GOAL_CODE } from "@/lib/domain/goal";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { listCategories } from "@/lib/db/categories";
import { stopDemand } from "@/lib/forms/actions/demand-register";
import type { Locale } from "@/lib/i18n/locales";
import { alternates } from "@/lib/i18n/metadata";
import { one, type QueryParams } from "@/lib/i18n/page-props";
import { provinces } from "@/lib/rules/province";
import { confirmSearch, findSearch } from "@/lib/standing-search/register";
import { contactPersonLabels } from "./contact-person-labels";
import { DemandRegisterForm } from "./demand-register-form";
import { formTexts } from "./form-texts";
import { TokenButton } from "./token-button";

export async function demandRegisterMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "StandingSearch" });
  return { title: t("title"), description: t("description"), alternates: alternates("/keep-me-informed", locale) };
}

/**
 * The demand register (spec §1, §2 /demand-register/). `link` holds the parameters of a mailed link:
 * ?confirm=… confirms a search, ?search=… changes or stops it from any alert.
 */
export async function DemandRegisterPage({ locale, link = {} }: { locale: Locale; link?: QueryParams }) {
  const [t, texts, person, categories] = await Promise.all([
    getTranslations("StandingSearch"),
    formTexts(),
    contactPersonLabels(locale),
    listCategories(locale),
  ]);
  const confirmed = one(link.confirm) ? await confirmSearch(one(link.confirm)) : null;
  const token = one(link.search);
  const search = token ? await findSearch(token) : null;
  const active = search && !search.stoppedAt ? search : null;
  return (
    <>
      <Breadcrumb route="/keep-me-informed" locale={locale} />
      <h1 className="text-3xl font-bold text-brand-900">{t("title")}</h1>
      {confirmed !== null && (
        <p role="status" className="mt-4 rounded border border-brand-700 bg-brand-50 px-4 py-3 font-medium">
          {confirmed ? t("confirmed") : t("unknownLink")}
        </p>
      )}
      {token && !active && (
        <p role="status" className="mt-4 rounded border border-brand-700 bg-brand-50 px-4 py-3 font-medium">
          {t("unknownLink")}
        </p>
      )}
      {active && (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-4 rounded-lg border border-brand-100 bg-white p-4">
          <p className="font-semibold">{t("yourSearch", { email: active.email })}</p>
          <TokenButton
            action={stopDemand}
            token={active.token}
            labels={{ button: t("stop"), done: t("stopped") }}
            tone="secondary"
          />
        </div>
      )}
      <p className="mt-4 max-w-3xl text-slate-700">{t("intro")}</p>
      <div className="mt-6 max-w-3xl">
        <DemandRegisterForm
          locale={locale}
          texts={texts}
          person={person}
          token={active?.token}
          initial={
            active
              ? {
                  goal: String(GOAL_CODE[active.goal]) as "0" | "1",
                  categoryIds: active.categoryIds.map(String),
                  regions: active.regions,
                  places: [...active.zips, ...active.cities].join(", "),
                  minPrice: active.minPrice === undefined ? undefined : String(active.minPrice),
                  maxPrice: active.maxPrice === undefined ? undefined : String(active.maxPrice),
                  minBedrooms: active.minBedrooms === undefined ? undefined : String(active.minBedrooms),
                  maxBedrooms: active.maxBedrooms === undefined ? undefined : String(active.maxBedrooms),
                  minBathrooms: active.minBathrooms === undefined ? undefined : String(active.minBathrooms),
                  minGarages: active.minGarages === undefined ? undefined : String(active.minGarages),
                  needsParking: active.parking === true,
                  needsTerrace: active.terrace === true,
                  needsGarden: active.garden === true,
                  firstName: active.firstName ?? "",
                  lastName: active.lastName ?? "",
                  email: active.email,
                }
              : undefined
          }
          labels={{
            title: t("title"),
            steps: [t("stepSearch"), t("stepZone"), t("stepYou")],
            goal: t("goal"),
            goals: [
              ["0", t("goals.0")],
              ["1", t("goals.1")],
            ],
            types: t("types"),
            categories,
            minPrice: t("minPrice"),
            maxPrice: t("maxPrice"),
            minBedrooms: t("minBedrooms"),
            maxBedrooms: t("maxBedrooms"),
            minBathrooms: t("minBathrooms"),
            minGarages: t("minGarages"),
            extras: t("extras"),
            needs: [
              ["needsParking", t("needsParking")],
              ["needsTerrace", t("needsTerrace")],
              ["needsGarden", t("needsGarden")],
            ],
            zones: t("mapLabel"),
            mapHint: t("mapHint"),
            places: t("places"),
            provinces: Object.fromEntries(provinces.map((p) => [p, t(`provinces.${p}`)])),
            regions: {
              flanders: t("regionNames.flanders"),
              wallonia: t("regionNames.wallonia"),
              brussels: t("regionNames.brussels"),
            },
            save: active ? t("update") : t("save"),
          }}
        />
      </div>
    </>
  );
}
