import "server-only";
import { countUnits } from "@/lib/domain/project";
import { slugsByLocale, type Locale } from "@/lib/i18n/locales";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ProjectCard, ProjectDetail, WithdrawnProject } from "@/lib/types/project";
import { cached, tags } from "./cache";
import { getPrisma } from "./infra/prisma";
import { projectPriceTerms, unitProperties, unitRows, unitStates } from "./project-units";
import { pickTranslation, toManager } from "./records";
import { streetLine, streetName } from "@/lib/rules/address";
import { cityName } from "@/lib/rules/city-name";

const cardInclude = {
  translations: true,
  photos: { orderBy: { position: "asc" }, take: 1 },
  units: { select: { price: true, status: true } },
  properties: unitProperties,
} satisfies Prisma.ProjectInclude;

type CardRow = Prisma.ProjectGetPayload<{ include: typeof cardInclude }>;

function toCard(row: CardRow, locale: Locale): ProjectCard {
  const text = pickTranslation(row.translations, locale);
  const photo = row.photos[0];
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    name: text?.name ?? row.number,
    slug: text?.slug ?? row.number.toLowerCase(),
    city: cityName(row.city, locale),
    zip: row.zip,
    deliveryDate: row.deliveryDate?.toISOString() ?? null,
    photo: photo ? { url: photo.url, width: photo.width, height: photo.height } : null,
    ...countUnits(unitStates(row)),
    priceTerms: projectPriceTerms(row.properties),
    position:
      row.latitude !== null && row.longitude !== null && row.publicAddress
        ? { lat: row.latitude, lng: row.longitude }
        : null,
  };
}

/** Every project, those still being built or planned first, then by delivery date. */
export const listProjects = cached(
  async (locale: Locale): Promise<ProjectCard[]> => {
    const rows = await getPrisma().project.findMany({
      where: { listing: { not: "WITHDRAWN" } },
      include: cardInclude,
      orderBy: [{ deliveryDate: "asc" }, { id: "asc" }],
    });
    const rank = { UNDER_CONSTRUCTION: 0, PLANNED: 1, DELIVERED: 2 } as const;
    return rows.map((row) => toCard(row, locale)).sort((a, b) => rank[a.status] - rank[b.status]);
  },
  "projects",
  // A unit property's price or state shows on its project's card and page.
  () => [tags.projects, tags.properties],
);

export const getProjectDetail = cached(
  async (id: number, locale: Locale): Promise<ProjectDetail | null> => {
    const row = await getPrisma().project.findUnique({
      // A project its source took off the website has no page any more.
      where: { id, listing: { not: "WITHDRAWN" } },
      include: {
        ...cardInclude,
        photos: { orderBy: { position: "asc" } },
        documents: { where: { OR: [{ locale }, { locale: null }] }, orderBy: { id: "asc" } },
        constructions: { orderBy: { date: "desc" }, include: { titles: true } },
        units: { orderBy: [{ floor: "asc" }, { reference: "asc" }], include: { plans: { orderBy: { id: "asc" } } } },
        manager: { include: { translations: { where: { locale } } } },
      },
    });
    if (!row) return null;
    const text = pickTranslation(row.translations, locale);
    const { manager } = row;
    return {
      ...toCard(row, locale),
      description: text?.description ?? "",
      situation: text?.situation ?? null,
      technical: text?.technical ?? null,
      descriptionLocale: text?.locale ?? locale,
      address: row.publicAddress
        ? [streetLine(streetName(row, locale), row.houseNumber), `${row.zip} ${cityName(row.city, locale)}`]
            .filter(Boolean)
            .join(", ")
        : null,
      externalUrl: row.externalUrl,
      photos: row.photos.map((p) => ({ url: p.url, width: p.width, height: p.height })),
      documents: row.documents.map((d) => ({ id: d.id, title: d.title, url: d.url, sizeBytes: d.sizeBytes })),
      constructions: row.constructions.map((c) => ({
        id: c.id,
        date: c.date.toISOString(),
        progress: c.progress,
        title: pickTranslation(c.titles, locale)?.title ?? "",
      })),
      units: unitRows(row, locale),
      manager: manager ? toManager(manager) : null,
      slugs: slugsByLocale(row.translations),
    };
  },
  "project-detail",
  (id) => [tags.projects, tags.project(id), tags.properties],
);

/** A project its source took off the website, as its 410 page names it; null for any other. */
export const getWithdrawnProject = cached(
  async (id: number, locale: Locale): Promise<WithdrawnProject | null> => {
    const row = await getPrisma().project.findUnique({
      where: { id, listing: "WITHDRAWN" },
      select: { id: true, number: true, translations: { select: { locale: true, name: true } } },
    });
    if (!row) return null;
    return { id: row.id, number: row.number, name: pickTranslation(row.translations, locale)?.name ?? row.number };
  },
  "project-withdrawn",
  (id) => [tags.projects, tags.project(id)],
);

/** Every project's slugs, for the sitemap. */
export const listProjectPaths = cached(
  async () => {
    const rows = await getPrisma().project.findMany({
      where: { listing: { not: "WITHDRAWN" } },
      select: { id: true, updatedAt: true, translations: { select: { locale: true, slug: true } } },
      orderBy: { id: "asc" },
    });
    return rows.map((row) => ({
      id: row.id,
      updatedAt: row.updatedAt.toISOString(),
      slugs: slugsByLocale(row.translations),
    }));
  },
  "project-paths",
  () => [tags.projects],
);
