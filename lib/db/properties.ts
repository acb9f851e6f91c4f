import "server-only";
import { slugsByLocale, type Locale } from "@/lib/i18n/locales";
import { Prisma, type Property as PropertyRow } from "@/lib/generated/prisma/client";
import type { HistoryEntry, PropertyCard, PropertyDetail, PropertyViager } from "@/lib/types/property";
import { groupColumns } from "./property-columns";
import { cached, tags } from "./cache";
import { getPrisma } from "./infra/prisma";
import { pickTranslation, toManager } from "./records";
import { approximatePosition } from "@/lib/rules/position";
import { streetName } from "@/lib/rules/address";
import { cityName } from "@/lib/rules/city-name";
import type { PriceTerms } from "@/lib/rules/asking-price";

export const cardInclude = (locale: Locale) =>
  ({
    translations: true,
    category: { include: { translations: { where: { locale } } } },
    photos: { orderBy: { position: "asc" }, take: 1 },
  }) satisfies Prisma.PropertyInclude;

export type CardRow = Prisma.PropertyGetPayload<{ include: ReturnType<typeof cardInclude> }>;

const num = (value: Prisma.Decimal | number | null): number | null => (value === null ? null : Number(value));

/** The listing shows its amount (not hidden, not "on request"): only then its drops and price history show. */
const pricePublished = (row: Pick<CardRow, "publishPrice" | "priceOnDemand">) => row.publishPrice && !row.priceOnDemand;

/** What is paid beyond the price; a price not published publishes none of it either. */
export function priceTermsOf(
  row: Pick<
    PropertyRow,
    | "publishPrice"
    | "priceOnDemand"
    | "vatRegime"
    | "contractType"
    | "viagerBouquet"
    | "viagerMonthlyRent"
    | "viagerIndexed"
    | "viagerMaxDurationYears"
    | "chargesRenter"
  >,
): PriceTerms {
  const shown = pricePublished(row);
  return {
    vatRegime: row.vatRegime,
    viager:
      row.contractType === "LIFE_ANNUITY"
        ? {
            bouquet: shown ? num(row.viagerBouquet) : null,
            monthlyRent: shown ? num(row.viagerMonthlyRent) : null,
            indexed: row.viagerIndexed,
            maxDurationYears: row.viagerMaxDurationYears,
          }
        : null,
    chargesRenter: num(row.chargesRenter),
  };
}

/** A row's asking price as the price rule reads it (lib/rules/asking-price.ts): a card's, the portal's figures'. */
export function priceInputOf(
  row: Parameters<typeof priceTermsOf>[0] & Pick<PropertyRow, "price" | "priceUnit" | "marquee">,
  text: { priceUnitText: string | null; marqueeName: string | null } | undefined,
) {
  return {
    price: row.publishPrice ? num(row.price) : null,
    priceOnDemand: row.priceOnDemand,
    priceUnit: row.priceUnit,
    priceUnitText: text?.priceUnitText ?? null,
    marquee: row.marquee,
    marqueeName: text?.marqueeName ?? null,
    priceTerms: priceTermsOf(row),
  };
}

export function toCard(row: CardRow, locale: Locale): PropertyCard {
  const text = pickTranslation(row.translations, locale);
  const photo = row.photos[0];
  return {
    id: row.id,
    reference: row.reference,
    goal: row.goal,
    status: row.status,
    title: text?.title ?? row.reference,
    slug: text?.slug ?? row.reference.toLowerCase(),
    city: cityName(row.city, locale),
    citySlug: row.citySlug,
    zip: row.zip,
    typeName: row.category.translations[0]?.name ?? row.category.name,
    typeWebId: row.category.webId,
    ...priceInputOf(row, text),
    bedrooms: row.bedrooms,
    livingArea: row.livingArea,
    epcLabel: row.epcLabel,
    photo: photo ? { url: photo.url, width: photo.width, height: photo.height } : null,
    publishedAt: row.publishedAt.toISOString(),
    // A price not published is not shown lowered either.
    previousPrice: pricePublished(row) ? num(row.previousPrice) : null,
    priceLoweredAt: pricePublished(row) ? (row.priceLoweredAt?.toISOString() ?? null) : null,
  };
}

/** The newest published offers of either goal, for the home page. */
export const getLatestProperties = cached(
  async (locale: Locale, limit: number): Promise<PropertyCard[]> => {
    const rows = await getPrisma().property.findMany({
      where: { status: { in: ["AVAILABLE", "UNDER_OPTION"] } },
      orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
      take: limit,
      include: cardInclude(locale),
    });
    return rows.map((row) => toCard(row, locale));
  },
  "latest-properties",
  () => [tags.properties],
);

const detailInclude = (locale: Locale) =>
  ({
    ...cardInclude(locale),
    photos: { orderBy: { position: "asc" } },
    documents: { where: { OR: [{ locale }, { locale: null }] }, orderBy: { id: "asc" } },
    manager: { include: { translations: { where: { locale } } } },
    history: { orderBy: [{ at: "asc" }, { id: "asc" }] },
  }) satisfies Prisma.PropertyInclude;

type DetailRow = Prisma.PropertyGetPayload<{ include: ReturnType<typeof detailInclude> }>;

type Plain<T> = {
  [K in keyof T]: T[K] extends Prisma.Decimal | null
    ? Exclude<T[K], Prisma.Decimal> | number
    : T[K] extends Date | null
      ? Exclude<T[K], Date> | string
      : T[K];
};

/** Some columns of a row, decimals as numbers and dates as ISO strings (cached values are JSON). */
function plain<K extends keyof PropertyRow>(row: PropertyRow, keys: readonly K[]): Plain<Pick<PropertyRow, K>> {
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const value: unknown = row[key];
    out[key] = value instanceof Date ? value.toISOString() : Prisma.Decimal.isDecimal(value) ? Number(value) : value;
  }
  return out as Plain<Pick<PropertyRow, K>>;
}

function viagerOf(row: PropertyRow): PropertyViager | null {
  if (row.viagerType === null) return null;
  return {
    type: row.viagerType,
    head1Age: row.viagerHead1Age,
    head1Sex: row.viagerHead1Sex,
    head2Age: row.viagerHead2Age,
    head2Sex: row.viagerHead2Sex,
    bouquet: num(row.viagerBouquet),
    monthlyRent: num(row.viagerMonthlyRent),
    survivorRent: num(row.viagerSurvivorRent),
    indexed: row.viagerIndexed,
    maxDurationYears: row.viagerMaxDurationYears,
  };
}

/** The detail row in the groups a page shows; what is not published never leaves the data layer. */
function toDetail(row: DetailRow, locale: Locale): PropertyDetail {
  const text = pickTranslation(row.translations, locale);
  const prices = plain(row, groupColumns.prices);
  if (!row.publishPrice) prices.monthlyRent = null;
  const located = row.latitude !== null && row.longitude !== null;
  return {
    ...toCard(row, locale),
    // A price not published leaves its history with its status changes only.
    history: row.history
      .filter((h) => h.field === "status" || pricePublished(row))
      .map((h) => ({
        at: h.at.toISOString(),
        field: h.field as HistoryEntry["field"],
        before: h.before,
        after: h.after,
      })),
    description: text?.description ?? "",
    descriptionLocale: text?.locale ?? locale,
    address: {
      ...plain(row, groupColumns.address),
      street: streetName(row, locale),
      ...(row.publishAddress ? {} : { street: null, houseNumber: null, boxNr: null }),
    },
    prices,
    surfaces: plain(row, groupColumns.surfaces),
    rooms: plain(row, groupColumns.rooms),
    construction: plain(row, groupColumns.construction),
    equipment: plain(row, groupColumns.equipment),
    situation: plain(row, groupColumns.situation),
    mobiscore: plain(row, groupColumns.mobiscore),
    energy: plain(row, groupColumns.energy),
    legal: plain(row, groupColumns.legal),
    viager: viagerOf(row),
    media: plain(row, groupColumns.media),
    position: !located
      ? null
      : row.publishAddress
        ? { lat: row.latitude!, lng: row.longitude!, exact: true }
        : { ...approximatePosition(row.id, row.latitude!, row.longitude!), exact: false },
    categoryId: row.category.id,
    categoryName: row.category.name,
    categoryParentId: row.category.parentId,
    municipalityCode: row.municipalityCode,
    photos: row.photos.map((p) => ({ url: p.url, width: p.width, height: p.height })),
    documents: row.documents.map((d) => ({
      id: d.id,
      title: d.title,
      url: d.requestOnly ? "" : d.url,
      sizeBytes: d.sizeBytes,
      requestOnly: d.requestOnly,
    })),
    manager: row.manager ? toManager(row.manager) : null,
    slugs: slugsByLocale(row.translations),
  };
}

export const getPropertyDetail = cached(
  async (id: number, locale: Locale): Promise<PropertyDetail | null> => {
    const row = await getPrisma().property.findUnique({ where: { id }, include: detailInclude(locale) });
    return row ? toDetail(row, locale) : null;
  },
  "property-detail",
  (id) => [tags.properties, tags.property(id)],
);

/**
 * Up to six offers like this one (spec §1): same goal, same kind of property, a price within 25 %
 * when both have one, on the market, nearest first. Withdrawn and closed properties are never suggested.
 */
export const getSimilarProperties = cached(
  async (id: number, locale: Locale): Promise<PropertyCard[]> => {
    const db = getPrisma();
    const self = await db.property.findUnique({
      where: { id },
      select: { goal: true, price: true, latitude: true, longitude: true, zip: true, category: true },
    });
    if (!self) return [];
    const price = self.price === null ? null : Number(self.price);
    const family = self.category.parentId ?? self.category.id;
    const lat = self.latitude ?? 50.5;
    const lng = self.longitude ?? 4.5;
    // Equirectangular distance is enough to order neighbours; the band keeps the price comparable.
    const rows = await db.$queryRaw<{ id: number }[]>`
      SELECT p.id FROM "Property" p JOIN "Category" c ON c.id = p."categoryId"
      WHERE p.goal = ${self.goal} AND p."listingRank" = 0 AND p.id <> ${id}
        AND (c.id = ${family} OR c."parentId" = ${family})
        AND (${price}::numeric IS NULL OR p.price IS NULL OR p.price BETWEEN ${price}::numeric * 0.75 AND ${price}::numeric * 1.25)
      ORDER BY power(coalesce(p.latitude, 50.5) - ${lat}, 2)
             + power((coalesce(p.longitude, 4.5) - ${lng}) * 0.64, 2), p.id
      LIMIT 6`;
    const found = await db.property.findMany({
      where: { id: { in: rows.map((r) => r.id) } },
      include: cardInclude(locale),
    });
    const order = new Map(rows.map((r, i) => [r.id, i]));
    return found.sort((a, b) => order.get(a.id)! - order.get(b.id)!).map((row) => toCard(row, locale));
  },
  "similar-properties",
  () => [tags.properties],
);

/** Every published property's canonical slugs, for the sitemap. */
export const listPropertyPaths = cached(
  async () => {
    const rows = await getPrisma().property.findMany({
      where: { status: { not: "WITHDRAWN" } },
      select: {
        id: true,
        goal: true,
        citySlug: true,
        updatedAt: true,
        translations: { select: { locale: true, slug: true } },
      },
      orderBy: { id: "asc" },
    });
    return rows.map((row) => ({
      id: row.id,
      goal: row.goal,
      citySlug: row.citySlug,
      updatedAt: row.updatedAt.toISOString(),
      slugs: slugsByLocale(row.translations),
    }));
  },
  "property-paths",
  () => [tags.properties],
);
