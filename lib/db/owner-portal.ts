import "server-only";
import { isForSale } from "@/lib/domain/goal";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/locales";
import type { MarketSubject } from "@/lib/types/market";
import { brusselsDay, dailySeries, dateToDay, type DayCount, visitFigures } from "@/lib/rules/calendar";
import type { PortalOwner, PortalPropertyDetail, PortalPropertySummary } from "@/lib/types/portal";
import type { Database } from "./database";
import { propertyActivity } from "./owner-portal-activity";
import { getPrisma } from "./infra/prisma";
import { priceInputOf, priceTermsOf } from "./properties";
import { countWatchers } from "./property-watches";
import { countMatchingSearches } from "./standing-search-alerts";

// The owner portal's data layer. Every function is given the owner who asks (the session's, read by the
// page, route or action) and reads only that owner's rows: a property id from a URL is looked up among
// the owner's properties, so another owner's id finds nothing (the page answers 404). Nothing here is
// cached: each answer is for one owner and one request.

const summaryInclude = {
  translations: { select: { locale: true, title: true, slug: true, priceUnitText: true, marqueeName: true } },
  photos: { orderBy: { position: "asc" }, take: 1, select: { url: true } },
} satisfies Prisma.PropertyInclude;

type SummaryRow = Prisma.PropertyGetPayload<{ include: typeof summaryInclude }>;

const textOf = (row: SummaryRow, locale: Locale) =>
  row.translations.find((t) => t.locale === locale) ?? row.translations[0];

function summaryOf(row: SummaryRow, locale: Locale, days: DayCount[], now: Date): PortalPropertySummary {
  const text = textOf(row, locale);
  const amount = Number(isForSale(row.goal) ? row.price : (row.monthlyRent ?? row.price)) || 0;
  return {
    id: row.id,
    reference: row.reference,
    title: text?.title ?? row.reference,
    status: row.status,
    goal: row.goal,
    price: row.publishPrice && !row.priceOnDemand && amount > 0 ? amount : null,
    priceTerms: priceTermsOf(row),
    photoUrl: row.photos[0]?.url ?? null,
    citySlug: row.citySlug,
    slug: text?.slug ?? row.reference.toLowerCase(),
    figures: visitFigures(days, now),
  };
}

/** What the figures of the property's municipality depend on, read as its public page reads them. */
function marketSubjectOf(row: SummaryRow & { category: { name: string } }, locale: Locale): MarketSubject {
  return {
    goal: row.goal,
    ...priceInputOf(row, textOf(row, locale)),
    zip: row.zip,
    city: row.city,
    categoryName: row.category.name,
    rooms: { facades: row.facades },
    address: { countryId: row.countryId },
    municipalityCode: row.municipalityCode,
  };
}

async function dailyViews(propertyIds: number[], db: Database): Promise<Map<number, DayCount[]>> {
  const rows = await db.propertyPageView.findMany({
    where: { propertyId: { in: propertyIds } },
    orderBy: { day: "asc" },
  });
  const byProperty = new Map<number, DayCount[]>(propertyIds.map((id) => [id, []]));
  for (const r of rows) byProperty.get(r.propertyId)?.push({ day: dateToDay(r.day), views: r.views });
  return byProperty;
}

async function portalOwner(ownerId: number, db: Database): Promise<PortalOwner | null> {
  return db.owner.findUnique({
    where: { id: ownerId },
    select: { id: true, firstName: true, lastName: true, locale: true, monthlyReport: true },
  });
}

/** The owner and every one of their properties with its headline figures; null when the owner is gone. */
export async function ownerOverview(
  ownerId: number,
  locale: Locale,
  now = new Date(),
  db: Database = getPrisma(),
): Promise<{ owner: PortalOwner; properties: PortalPropertySummary[] } | null> {
  const owner = await portalOwner(ownerId, db);
  if (!owner) return null;
  const rows = await db.property.findMany({
    where: { ownerId },
    include: summaryInclude,
    orderBy: { reference: "asc" },
  });
  const views = await dailyViews(
    rows.map((r) => r.id),
    db,
  );
  return { owner, properties: rows.map((r) => summaryOf(r, locale, views.get(r.id) ?? [], now)) };
}

/** One of the owner's properties with everything the portal shows; null when it is not theirs. */
export async function ownerProperty(
  ownerId: number,
  propertyId: number,
  locale: Locale,
  now = new Date(),
  db: Database = getPrisma(),
): Promise<{ owner: PortalOwner; property: PortalPropertyDetail } | null> {
  const owner = await portalOwner(ownerId, db);
  if (!owner) return null;
  const row = await db.property.findFirst({
    where: { id: propertyId, ownerId },
    include: { ...summaryInclude, category: true, manager: true },
  });
  if (!row) return null;
  const days = (await dailyViews([row.id], db)).get(row.id) ?? [];
  const [activity, matchingSearches, watchers] = await Promise.all([
    propertyActivity(row, owner.locale, now, db),
    countMatchingSearches(row, db),
    countWatchers(row.id, db),
  ]);
  const manager = row.manager;
  return {
    owner,
    property: {
      ...summaryOf(row, locale, days, now),
      market: marketSubjectOf(row, locale),
      publishedAt: row.publishedAt.toISOString(),
      series: dailySeries(days, now, 30),
      ...activity,
      matchingSearches,
      watchers,
      manager: manager
        ? {
            name: `${manager.firstName} ${manager.lastName}`,
            phone: manager.phone,
            email: manager.email,
            photoUrl: manager.photoUrl,
          }
        : null,
    },
  };
}

/** Listing views per day of one of the owner's properties, its whole history up to today; null when not theirs. */
export async function ownerVisitHistory(
  ownerId: number,
  propertyId: number,
  now = new Date(),
  db: Database = getPrisma(),
): Promise<{ reference: string; days: DayCount[] } | null> {
  const row = await db.property.findFirst({
    where: { id: propertyId, ownerId },
    select: { id: true, reference: true },
  });
  if (!row) return null;
  const today = brusselsDay(now);
  const days = ((await dailyViews([row.id], db)).get(row.id) ?? []).filter((d) => d.day <= today);
  return { reference: row.reference, days };
}

/** Switches the owner's monthly report on or off; false when the owner is gone. */
export async function setOwnerMonthlyReport(
  ownerId: number,
  enabled: boolean,
  db: Database = getPrisma(),
): Promise<boolean> {
  const { count } = await db.owner.updateMany({ where: { id: ownerId }, data: { monthlyReport: enabled } });
  return count === 1;
}
