import "server-only";
import { GOAL_CODE, goalOf, isForSale } from "@/lib/domain";
import type { Prisma } from "@/lib/generated/prisma/client";
import { matchesSearch, type CandidateProperty } from "@/lib/rules/standing-search";
import type { QueuedMail } from "@/lib/types/mail";
import type { Database } from "./database";
import { storeLinks } from "./mailed-links";
import { enqueueMails } from "./outbox";
import { getPrisma } from "./infra/prisma";
import { priceTermsOf } from "./properties";
import type { PriceTerms } from "@/lib/rules/asking-price";
import { reshapeSearch } from "./standing-searches";

// The alerts of the standing searches: a property published or cheaper is noted for every confirmed
// search it matches, and each subscriber's waiting alerts leave together, at most once a day.

const DAY_MS = 24 * 60 * 60 * 1000;

type CandidateRow = Prisma.PropertyGetPayload<{ include: { category: true } }>;

const askingPrice = (property: CandidateRow): number =>
  Number(isForSale(property.goal) ? property.price : (property.monthlyRent ?? property.price)) || 0;

/** A property as the matching rule sees it; the price is null when not published. */
export function candidateOf(property: CandidateRow): CandidateProperty {
  const price = askingPrice(property);
  return {
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
    epcLabel: property.epcLabel,
    pricePerM2: property.pricePerM2,
    latitude: property.latitude,
    longitude: property.longitude,
  };
}

/** How many confirmed, running standing searches this property answers today (the owner portal). */
export async function countMatchingSearches(property: CandidateRow, db: Database = getPrisma()): Promise<number> {
  const rows = await db.standingSearch.findMany({
    where: { confirmedAt: { not: null }, stoppedAt: null, goal: GOAL_CODE[goalOf(property.goal)] },
  });
  const candidate = candidateOf(property);
  return rows.filter((row) => matchesSearch(reshapeSearch(row), candidate)).length;
}

/** Notes, for each confirmed search, the given properties it matches (a lower price is noted again). */
export async function queueAlerts(propertyIds: number[], db: Database = getPrisma()): Promise<number> {
  if (propertyIds.length === 0) return 0;
  const properties = await db.property.findMany({
    where: { id: { in: propertyIds }, status: "AVAILABLE" },
    include: { category: true },
  });
  if (properties.length === 0) return 0;
  const rows = await db.standingSearch.findMany({
    where: {
      confirmedAt: { not: null },
      stoppedAt: null,
      goal: { in: [...new Set(properties.map((p) => GOAL_CODE[goalOf(p.goal)]))] },
    },
  });
  const searches = rows.map(reshapeSearch);
  let noted = 0;
  for (const property of properties) {
    const price = askingPrice(property);
    const candidate = candidateOf(property);
    for (const search of searches) {
      if (!matchesSearch(search, candidate)) continue;
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

export interface DigestItem {
  propertyId: number;
  goal: number;
  reference: string;
  zip: string;
  city: string;
  citySlug: string;
  /** Still on the market: a property sold or withdrawn meanwhile is left out of the mail. */
  available: boolean;
  /** The price the alert was noted at (0 when not published). */
  price: number;
  /** What is paid beyond the price, as the property's pages say it. */
  priceTerms: PriceTerms;
  texts: Array<{ locale: string; slug: string; title: string }>;
}

export interface DueDigest {
  searchId: number;
  email: string;
  locale: string;
  firstName: string | null;
  items: DigestItem[];
}

/** The searches whose alerts wait and that had no alert in the 24 hours before `now`. */
export async function dueDigests(now: Date, db: Database = getPrisma()): Promise<DueDigest[]> {
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
  return due.map((search) => ({
    searchId: search.id,
    email: search.email,
    locale: search.locale,
    firstName: search.firstName,
    items: search.alerts.map(({ property: p, price }) => ({
      propertyId: p.id,
      goal: p.goal,
      reference: p.reference,
      zip: p.zip,
      city: p.city,
      citySlug: p.citySlug,
      available: p.status === "AVAILABLE",
      price: Number(price),
      priceTerms: priceTermsOf(p),
      texts: p.translations.map((t) => ({ locale: t.locale, slug: t.slug, title: t.title })),
    })),
  }));
}

/**
 * Queues a search's digest mail (none when nothing is left to say) with the hash of its change-or-stop
 * link, and marks its alerts sent, together.
 */
export async function recordDigest(
  searchId: number,
  mail: QueuedMail | null,
  manageToken: string,
  now: Date,
  db: Database = getPrisma(),
): Promise<void> {
  await db.$transaction(async (tx) => {
    if (mail) await enqueueMails([mail], tx);
    if (mail) await storeLinks({ searchId }, { MANAGE_SEARCH: manageToken }, now, tx);
    await tx.standingSearchAlert.updateMany({ where: { searchId, sentAt: null }, data: { sentAt: now } });
    if (mail) await tx.standingSearch.update({ where: { id: searchId }, data: { lastAlertAt: now } });
  });
}
