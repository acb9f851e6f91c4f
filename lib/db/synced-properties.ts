import "server-only";
import type { PriceLowered } from "@/lib/rules/price-drop";
import type { ListingColumns, PropertyText, StoredDocument, StoredPhoto, SyncSource } from "@/lib/types/content-sync";
import type { Client, Transaction } from "./database";
import { getPrisma } from "./infra/prisma";

// The properties a content sync writes, as it hands them over: lib/content-sync/ decides whether a record is
// added, changed or left alone, and what its history says; these functions read and write what they are told.

/** A property as the site holds it under a source id, with its texts, photos and documents in their order. */
export async function storedListing(sourceId: number, tx: Transaction) {
  return tx.property.findUnique({
    where: { sourceId },
    include: {
      translations: true,
      photos: { orderBy: { position: "asc" } },
      documents: { orderBy: { id: "asc" } },
    },
  });
}
export type StoredListing = NonNullable<Awaited<ReturnType<typeof storedListing>>>;

/** The id of the property that goes by a reference, or null. */
export async function referenceHolder(reference: string, tx: Transaction): Promise<number | null> {
  return (await tx.property.findUnique({ where: { reference }, select: { id: true } }))?.id ?? null;
}

export interface NewListing {
  sourceId: number;
  source: SyncSource;
  /** When it went on the website, unless its columns name a date of their own. */
  publishedAt: Date;
  columns: ListingColumns;
  translations: PropertyText[];
  photos: StoredPhoto[];
  documents: StoredDocument[];
}

export async function createListing(listing: NewListing, tx: Transaction) {
  const { sourceId, source, publishedAt, columns, translations, photos, documents } = listing;
  return tx.property.create({
    data: {
      publishedAt,
      ...columns,
      sourceId,
      source,
      translations: { create: translations },
      photos: { create: photos.map((p, position) => ({ position, ...p })) },
      documents: { create: documents },
    },
    select: { id: true, publishedAt: true, status: true },
  });
}

/** What changes of a property: its columns, and each list that is not null replaces the one it has. */
export interface ListingChange {
  columns: ListingColumns & PriceLowered;
  translations: PropertyText[] | null;
  photos: StoredPhoto[] | null;
  documents: StoredDocument[] | null;
}

export async function updateListing(id: number, change: ListingChange, tx: Transaction): Promise<void> {
  await tx.property.update({ where: { id }, data: change.columns });
  if (change.documents) {
    await tx.propertyDocument.deleteMany({ where: { propertyId: id } });
    await tx.propertyDocument.createMany({ data: change.documents.map((d) => ({ propertyId: id, ...d })) });
  }
  for (const t of change.translations ?? []) {
    await tx.propertyTranslation.upsert({
      where: { propertyId_locale: { propertyId: id, locale: t.locale } },
      create: { propertyId: id, ...t },
      update: t,
    });
  }
  if (change.photos) {
    await tx.propertyPhoto.deleteMany({ where: { propertyId: id } });
    await tx.propertyPhoto.createMany({
      data: change.photos.map((p, position) => ({ propertyId: id, position, ...p })),
    });
  }
}

/** The properties of a source under these source ids that are still on the website, with their status. */
export async function withdrawableListings(
  source: SyncSource,
  sourceIds: number[],
  db: Client = getPrisma(),
): Promise<Array<{ id: number; status: string }>> {
  if (!sourceIds.length) return [];
  return db.property.findMany({
    where: { source, sourceId: { in: sourceIds }, status: { not: "WITHDRAWN" } },
    select: { id: true, status: true },
  });
}

/** Takes properties off the website (their pages answer 410); their rows and history stay. */
export async function withdrawListings(ids: number[], tx: Transaction): Promise<void> {
  await tx.property.updateMany({ where: { id: { in: ids } }, data: { status: "WITHDRAWN" } });
}
