import "server-only";
import { slugsByLocale, type Locale } from "@/lib/i18n/locales";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { PropertyCard, PropertyDetail } from "@/lib/types/property";
import { cached, tags } from "./cache";
import { getPrisma } from "./prisma";

export const cardInclude = (locale: Locale) =>
  ({
    translations: true,
    category: { include: { translations: { where: { locale } } } },
    photos: { orderBy: { position: "asc" }, take: 1 },
  }) satisfies Prisma.PropertyInclude;

export type CardRow = Prisma.PropertyGetPayload<{ include: ReturnType<typeof cardInclude> }>;

const num = (value: Prisma.Decimal | number | null): number | null => (value === null ? null : Number(value));

/** The page's language, else the site's languages in a fixed order. */
function pick<T extends { locale: Locale }>(rows: T[], locale: Locale): T | undefined {
  return (
    rows.find((r) => r.locale === locale) ??
    (["fr", "nl", "en", "de"] as const).map((l) => rows.find((r) => r.locale === l)).find(Boolean)
  );
}

export function toCard(row: CardRow, locale: Locale): PropertyCard {
  const text = pick(row.translations, locale);
  const photo = row.photos[0];
  return {
    id: row.id,
    reference: row.reference,
    goal: row.goal,
    status: row.status,
    title: text?.title ?? row.reference,
    slug: text?.slug ?? row.reference.toLowerCase(),
    city: row.city,
    citySlug: row.citySlug,
    zip: row.zip,
    typeName: row.category.translations[0]?.name ?? row.category.name,
    typeWebId: row.category.webId,
    price: row.publishPrice ? num(row.price) : null,
    priceOnDemand: row.priceOnDemand,
    priceUnit: row.priceUnit,
    priceUnitText: text?.priceUnitText ?? null,
    marquee: row.marquee,
    marqueeName: text?.marqueeName ?? null,
    bedrooms: row.bedrooms,
    livingArea: row.livingArea,
    epcLabel: row.epcLabel,
    photo: photo ? { url: photo.url, width: photo.width, height: photo.height } : null,
    publishedAt: row.publishedAt.toISOString(),
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

export const getPropertyDetail = cached(
  async (id: number, locale: Locale): Promise<PropertyDetail | null> => {
    const row = await getPrisma().property.findUnique({
      where: { id },
      include: { ...cardInclude(locale), photos: { orderBy: { position: "asc" } } },
    });
    if (!row) return null;
    const text = pick(row.translations, locale);
    return {
      ...toCard(row, locale),
      description: text?.description ?? "",
      descriptionLocale: text?.locale ?? locale,
      street: row.street,
      houseNumber: row.houseNumber,
      boxNr: row.boxNr,
      publishAddress: row.publishAddress,
      countryId: row.countryId,
      bathrooms: row.bathrooms,
      toilets: row.toilets,
      plotArea: row.plotArea,
      constructionYear: row.constructionYear,
      epcTotal: row.epcTotal,
      isNewBuild: row.isNewBuild,
      isViager: row.viagerType !== null,
      photos: row.photos.map((p) => ({ url: p.url, width: p.width, height: p.height })),
      slugs: slugsByLocale(row.translations),
    };
  },
  "property-detail",
  (id) => [tags.properties, tags.property(id)],
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
