import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { listCategories, type CategoryOption } from "@/lib/db/categories";
import { GOAL_CODE } from "@/lib/domain";
import type { DemandRegisterValues } from "@/lib/forms/schemas";
import type { Locale } from "@/lib/i18n/locales";
import { alternates } from "@/lib/i18n/metadata";
import type { QueryParams } from "@/lib/i18n/page-props";
import { searchByLink } from "@/lib/db/standing-searches";
import type { LinkView } from "@/lib/domain/mailed-link";
import { loadMailedLink } from "./mailed-link";

// The demand register (spec §1, §2 /demand-register/), drawn for its own address and for a mailed link.

export async function demandRegisterMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "StandingSearch" });
  return { title: t("title"), description: t("description"), alternates: alternates("/keep-me-informed", locale) };
}

/** What the register page shows: the types to choose from and, opened from a mailed link, that link. */
export interface DemandRegisterView {
  categories: CategoryOption[];
  /** ?confirm=… or ?search=…: the link and its button; null without one. */
  link: LinkView | null;
  /** ?search=… named a running search: the form changes it. */
  active: { token: string; values: Partial<DemandRegisterValues> } | null;
}

const text = (value: number | undefined) => (value === undefined ? undefined : String(value));

/** `query` holds a mailed link's: ?confirm=… asks to confirm a search, ?search=… to change or stop it. */
export async function loadDemandRegister(locale: Locale, query: QueryParams = {}): Promise<DemandRegisterView> {
  const [categories, link] = await Promise.all([listCategories(locale), loadMailedLink("/keep-me-informed", query)]);
  const running = link?.purpose === "MANAGE_SEARCH" && link.state === "open" ? await searchByLink(link.token) : null;
  return {
    categories,
    link,
    active: running &&
      link && {
        token: link.token,
        values: {
          goal: `${GOAL_CODE[running.goal]}` as const,
          categoryIds: running.categoryIds.map(String),
          regions: running.regions,
          places: [...running.zips, ...running.cities].join(", "),
          area: running.area ?? "",
          minPrice: text(running.minPrice),
          maxPrice: text(running.maxPrice),
          minBedrooms: text(running.minBedrooms),
          maxBedrooms: text(running.maxBedrooms),
          minBathrooms: text(running.minBathrooms),
          minGarages: text(running.minGarages),
          needsParking: running.parking === true,
          needsTerrace: running.terrace === true,
          needsGarden: running.garden === true,
          epcMin: running.epcMin ?? "",
          epcMax: running.epcMax ?? "",
          minPricePerM2: text(running.minPricePerM2),
          maxPricePerM2: text(running.maxPricePerM2),
          firstName: running.firstName ?? "",
          lastName: running.lastName ?? "",
          email: running.email,
        },
      },
  };
}
