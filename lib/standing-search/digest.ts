import { GOAL_CODE, goalOf, isForSale } from "@/lib/domain/goal";
import { routing } from "@/lib/i18n/routing";
import { createTranslator } from "next-intl";
import { agency } from "@/lib/agency";
import { config } from "@/lib/config";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { propertyPath } from "@/lib/i18n/property-path";
import { buildPath } from "@/lib/i18n/resolve";
import { enqueueMails } from "@/lib/mail/outbox";
import { renderMail } from "@/lib/mail/template";
import { formatEuro } from "@/lib/rules/price";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import nl from "@/messages/nl.json";
import { matchesSearch, type SearchCriteria } from "./match";

// Standing searches that really send alerts (issue 5). When a property is published or its price
// drops, queueAlerts() notes it for every confirmed search it matches; sendDueDigests() then mails each
// subscriber at most once a day, in their language, with all the properties noted since.

const messages = { en, nl, fr, de };
const DAY_MS = 24 * 60 * 60 * 1000;

type Db = Pick<PrismaClient, "property" | "standingSearch" | "standingSearchAlert" | "$transaction">;

const given = (value: unknown) => (value === null || value === undefined ? undefined : Number(value));

/** A stored search (its needs* columns, numbers or null) as the criteria the search and alerts share. */
function criteriaOf(row: {
  goal: number;
  categoryIds: number[];
  regions: string[];
  zips: string[];
  cities: string[];
  minPrice: unknown;
  maxPrice: unknown;
  minBedrooms: number | null;
  maxBedrooms: number | null;
  minBathrooms: number | null;
  minGarages: number | null;
  needsParking: boolean;
  needsTerrace: boolean;
  needsGarden: boolean;
}): SearchCriteria {
  return {
    goal: goalOf(row.goal),
    categoryIds: row.categoryIds,
    regions: row.regions,
    zips: row.zips,
    cities: row.cities,
    minPrice: given(row.minPrice),
    maxPrice: given(row.maxPrice),
    minBedrooms: given(row.minBedrooms),
    maxBedrooms: given(row.maxBedrooms),
    minBathrooms: given(row.minBathrooms),
    minGarages: given(row.minGarages),
    parking: row.needsParking,
    terrace: row.needsTerrace,
    garden: row.needsGarden,
  };
}

/** Notes, for each confirmed search, the given properties it matches (a lower price is noted again). */
export async function queueAlerts(propertyIds: number[], db: Db): Promise<number> {
  if (propertyIds.length === 0) return 0;
  const properties = await db.property.findMany({
    where: { id: { in: propertyIds }, status: "AVAILABLE" },
    include: { category: true },
  });
  if (properties.length === 0) return 0;
  const searches = await db.standingSearch.findMany({
    where: {
      confirmedAt: { not: null },
      stoppedAt: null,
      goal: { in: [...new Set(properties.map((p) => GOAL_CODE[goalOf(p.goal)]))] },
    },
  });
  let noted = 0;
  for (const property of properties) {
    const price = Number(isForSale(property.goal) ? property.price : (property.monthlyRent ?? property.price)) || 0;
    const candidate = {
      goal: goalOf(property.goal),
      categoryId: property.categoryId,
      categoryParentId: property.category.parentId,
      zip: property.zip,
      citySlug: property.citySlug,
      price: property.publishPrice && !property.priceOnDemand && price > 0 ? price : null,
      bedrooms: property.bedrooms,
      bathrooms: property.bathrooms,
      garages: property.garages,
      parkings: property.parkings,
      hasGarage: property.hasGarage,
      hasParking: property.hasParking,
      hasTerrace: property.hasTerrace,
      hasGarden: property.hasGarden,
    };
    for (const search of searches) {
      if (!matchesSearch(criteriaOf(search), candidate)) continue;
      const key = { searchId_propertyId: { searchId: search.id, propertyId: property.id } };
      const earlier = await db.standingSearchAlert.findUnique({ where: key });
      if (earlier && (earlier.sentAt === null || Number(earlier.price) <= price)) continue;
      await db.standingSearchAlert.upsert({
        where: key,
        create: { searchId: search.id, propertyId: property.id, price },
        update: { price, sentAt: null },
      });
      noted++;
    }
  }
  return noted;
}

/** Mails every subscriber whose alerts wait and who had no alert in the last 24 hours. */
export async function sendDueDigests(db: Db, now = new Date()): Promise<number> {
  const due = await db.standingSearch.findMany({
    where: {
      stoppedAt: null,
      confirmedAt: { not: null },
      alerts: { some: { sentAt: null } },
      OR: [{ lastAlertAt: null }, { lastAlertAt: { lte: new Date(now.getTime() - DAY_MS) } }],
    },
    include: {
      alerts: {
        where: { sentAt: null },
        include: { property: { include: { translations: true } } },
        orderBy: { createdAt: "asc" },
      },
    },
  });
  for (const search of due) {
    const locale: Locale = isLocale(search.locale) ? search.locale : routing.defaultLocale;
    const t = createTranslator({ locale, messages: messages[locale], namespace: "StandingSearch" });
    const m = createTranslator({ locale, messages: messages[locale], namespace: "Mail" });
    const shown = search.alerts.filter((a) => a.property.status === "AVAILABLE");
    const rows: Array<[string, string]> = shown.map((alert) => {
      const p = alert.property;
      const text = p.translations.find((tr) => tr.locale === locale) ?? p.translations[0];
      const path = propertyPath(
        { id: p.id, goal: p.goal, citySlug: p.citySlug, slug: text?.slug ?? p.reference.toLowerCase() },
        locale,
      );
      const price = Number(alert.price) > 0 ? formatEuro(Number(alert.price), locale) : "";
      return [
        `${text?.title ?? p.reference} (${p.zip} ${p.city})`,
        [price, `${config.siteUrl}${path}`].filter(Boolean).join("\n"),
      ];
    });
    const manage = `${config.siteUrl}${buildPath("/keep-me-informed", locale)}?search=${search.token}`;
    const { html, text } = renderMail({
      greeting: search.firstName ? m("greeting", { name: search.firstName }) : undefined,
      paragraphs: [t("digestIntro", { count: rows.length })],
      rows,
      link: { href: manage, label: t("manageLink") },
      signature: m("signature", { agency: agency.name }),
      footer: m("footer", { site: new URL(config.siteUrl).host }),
    });
    await db.$transaction(async (tx) => {
      if (rows.length > 0) {
        await enqueueMails(
          tx,
          [{ to: search.email, locale, subject: t("digestSubject", { count: rows.length }), html, text }],
          new URL(config.siteUrl).hostname,
        );
      }
      await tx.standingSearchAlert.updateMany({
        where: { searchId: search.id, sentAt: null },
        data: { sentAt: now },
      });
      if (rows.length > 0) await tx.standingSearch.update({ where: { id: search.id }, data: { lastAlertAt: now } });
    });
  }
  return due.length;
}
