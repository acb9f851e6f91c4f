import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { listCategories, type CategoryOption } from "@/lib/db/categories";
import { GOAL_CODE } from "@/lib/domain";
import type { DemandRegisterValues } from "@/lib/forms/schemas";
import type { Locale } from "@/lib/i18n/locales";
import { alternates } from "@/lib/i18n/metadata";
import { one, type QueryParams } from "@/lib/i18n/page-props";
import { confirmSearch, findSearch } from "@/lib/standing-search/register";

// The demand register (spec §1, §2 /demand-register/), drawn for its own address and for a mailed link.

export async function demandRegisterMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "StandingSearch" });
  return { title: t("title"), description: t("description"), alternates: alternates("/keep-me-informed", locale) };
}

/** What the register page shows: the types to choose from and, opened from a link, what the link did. */
export interface DemandRegisterView {
  categories: CategoryOption[];
  /** ?confirm=…: whether the search is now confirmed; null without that link. */
  confirmed: boolean | null;
  /** ?search=… named no running search. */
  unknownSearch: boolean;
  /** ?search=… named a running search: it can be changed or stopped. */
  active: { token: string; email: string; values: Partial<DemandRegisterValues> } | null;
}

const text = (value: number | undefined) => (value === undefined ? undefined : String(value));

/** `link` holds a mailed link's query: ?confirm=… confirms a search, ?search=… changes or stops it. */
export async function loadDemandRegister(locale: Locale, link: QueryParams = {}): Promise<DemandRegisterView> {
  const confirm = one(link.confirm);
  const token = one(link.search);
  const [categories, confirmed, search] = await Promise.all([
    listCategories(locale),
    confirm ? confirmSearch(confirm) : null,
    token ? findSearch(token) : null,
  ]);
  const running = search && !search.stoppedAt ? search : null;
  return {
    categories,
    confirmed,
    unknownSearch: Boolean(token) && !running,
    active: running && {
      token: running.token,
      email: running.email,
      values: {
        goal: `${GOAL_CODE[running.goal]}` as const,
        categoryIds: running.categoryIds.map(String),
        regions: running.regions,
        places: [...running.zips, ...running.cities].join(", "),
        minPrice: text(running.minPrice),
        maxPrice: text(running.maxPrice),
        minBedrooms: text(running.minBedrooms),
        maxBedrooms: text(running.maxBedrooms),
        minBathrooms: text(running.minBathrooms),
        minGarages: text(running.minGarages),
        needsParking: running.parking === true,
        needsTerrace: running.terrace === true,
        needsGarden: running.garden === true,
        firstName: running.firstName ?? "",
        lastName: running.lastName ?? "",
        email: running.email,
      },
    },
  };
}
