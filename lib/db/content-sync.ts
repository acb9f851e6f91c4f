import "server-only";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import type {
  CategoryChoice,
  MappedOwner,
  MappedProject,
  MappedProperty,
  MappedUser,
} from "@/lib/content-sync/mapping";
import type { ProjectFacts } from "@/lib/content-sync/consistency";
import type { ListingStreet } from "@/lib/content-sync/street-check";
import type { Unlinked, WriteOutcome } from "@/lib/content-sync/outcome";
import { categories as siteCategories } from "@/lib/domain/categories";
import { locales } from "@/lib/i18n/locales";
import type { WatchMailer } from "@/lib/types/watch";
import { statedRent, type MentionSource } from "@/lib/rules/advert-mentions";
import { ownerKeys } from "@/lib/rules/identifier";
import { listingKind, type ManagedListing } from "@/lib/rules/listing-kind";
import type { StoredDocument, StoredPhoto, StoredPlan, SyncSource } from "@/lib/types/content-sync";
import { passwordOwnerSelect } from "./owner-passwords";
import { priceAndStatusChange, recordHistory } from "./property-history";
import { tags } from "./cache-tags";

/** The site's own database, for a sync the site runs itself (the commands open theirs). */
export { getPrisma as siteDatabase } from "./infra/prisma";

// The content sync's reads and writes (lib/content-sync/ decides what to write). Each record is written
// in a transaction of its own, so a failure leaves it as it was and the others written. Nothing here
// touches what visitors and owners made: only listings, their texts and photos, projects and staff.

type Tx = Prisma.TransactionClient;

/**
 * The categories listings are filed under. A database without any (a fresh one) gets the site's tree
 * (lib/domain/categories.ts) written first, or, in a dry run that writes nothing, read as if it were there.
 */
export async function categoryChoices(
  prisma: PrismaClient,
  { dryRun }: { dryRun: boolean },
): Promise<CategoryChoice[]> {
  if ((await prisma.category.count()) === 0) {
    if (dryRun) {
      return siteCategories.map((c) => ({
        id: c.id,
        parentId: c.parentId,
        webId: c.webId,
        names: [c.name, ...Object.values(c.names)],
      }));
    }
    await prisma.$transaction([
      prisma.category.createMany({
        data: siteCategories.map((c) => ({ id: c.id, parentId: c.parentId, name: c.name, webId: c.webId })),
      }),
      prisma.categoryTranslation.createMany({
        data: siteCategories.flatMap((c) =>
          locales.map((locale) => ({ categoryId: c.id, locale, name: c.names[locale] })),
        ),
      }),
    ]);
  }
  const rows = await prisma.category.findMany({ include: { translations: true } });
  return rows.map((c) => ({
    id: c.id,
    parentId: c.parentId,
    webId: c.webId,
    names: [c.name, ...c.translations.map((t) => t.name)],
  }));
}

/**
 * Takes the source's lease for `seconds`, or answers who holds it: one sync of a source at a time,
 * whichever process runs it. The holder calls this again as it goes to keep the lease.
 */
export async function claimSyncLease(
  prisma: PrismaClient,
  source: SyncSource,
  holder: string,
  now: Date,
  seconds = 120,
): Promise<{ claimed: true } | { claimed: false; holder: string; startedAt: Date }> {
  const expiresAt = new Date(now.getTime() + seconds * 1000);
  const rows = await prisma.$queryRaw<Array<{ holder: string }>>`
    INSERT INTO "ContentSyncLease" (source, holder, "startedAt", "expiresAt")
    VALUES (${source}, ${holder}, ${now}, ${expiresAt})
    ON CONFLICT (source) DO UPDATE
      SET holder = EXCLUDED.holder, "expiresAt" = EXCLUDED."expiresAt",
          "startedAt" = CASE WHEN "ContentSyncLease".holder = EXCLUDED.holder
                             THEN "ContentSyncLease"."startedAt" ELSE EXCLUDED."startedAt" END
      WHERE "ContentSyncLease".holder = EXCLUDED.holder OR "ContentSyncLease"."expiresAt" < ${now}
    RETURNING holder`;
  if (rows.length) return { claimed: true };
  const lease = await prisma.contentSyncLease.findUnique({ where: { source } });
  return { claimed: false, holder: lease?.holder ?? "another process", startedAt: lease?.startedAt ?? now };
}

export async function releaseSyncLease(prisma: PrismaClient, source: SyncSource, holder: string): Promise<void> {
  await prisma.contentSyncLease.deleteMany({ where: { source, holder } });
}

/** The start of the last finished sync of a source: a CRM sync asks for what changed since then. */
export async function lastSyncStart(prisma: PrismaClient, source: SyncSource): Promise<Date | undefined> {
  const run = await prisma.contentSyncRun.findFirst({ where: { source }, orderBy: { startedAt: "desc" } });
  return run?.startedAt;
}

export async function recordSyncRun(
  prisma: PrismaClient,
  run: { source: SyncSource; full: boolean; startedAt: Date; summary: Prisma.InputJsonValue },
): Promise<void> {
  await prisma.contentSyncRun.create({ data: run });
}

/** The source ids a source holds of one kind, for a files source to tell what it no longer lists. */
export async function sourceIds(prisma: PrismaClient, source: SyncSource, kind: "property" | "project") {
  const where = { source, sourceId: { not: null } };
  const rows =
    kind === "property"
      ? await prisma.property.findMany({
          where: { ...where, status: { not: "WITHDRAWN" } },
          select: { sourceId: true },
        })
      : await prisma.project.findMany({
          where: { ...where, listing: { not: "WITHDRAWN" } },
          select: { sourceId: true },
        });
  return rows.map((row) => row.sourceId!);
}

/**
 * The projects the site already has under these source ids, as the consistency checks read them: for a
 * unit property whose project this sync did not read (a CRM sync of what changed).
 */
export async function knownProjects(prisma: PrismaClient, sourceIds: number[]): Promise<Map<number, ProjectFacts>> {
  if (!sourceIds.length) return new Map();
  const rows = await prisma.project.findMany({
    where: { sourceId: { in: sourceIds } },
    select: {
      sourceId: true,
      number: true,
      deliveryDate: true,
      zip: true,
      city: true,
      street: true,
      houseNumber: true,
      units: {
        select: {
          reference: true,
          listing: true,
          floor: true,
          surface: true,
          bedrooms: true,
          price: true,
          status: true,
        },
      },
    },
  });
  return new Map(
    rows.map(({ sourceId, units, ...project }) => [
      sourceId!,
      {
        ...project,
        name: `${project.number} (on the site)`,
        units: units.length ? units.map((u) => ({ ...u, price: Number(u.price) })) : null,
      },
    ]),
  );
}

/**
 * The listings of these source ids that are on the website (not withdrawn), as the legal-mention rules and the
 * street-name check read them: what the record and the site's own fields hold once the sync has written them.
 */
export async function publishedListings(
  prisma: PrismaClient,
  sourceIds: number[],
): Promise<Array<MentionSource & ListingStreet & { sourceId: number }>> {
  if (!sourceIds.length) return [];
  const rows = await prisma.property.findMany({
    where: { sourceId: { in: sourceIds }, status: { not: "WITHDRAWN" } },
    orderBy: { reference: "asc" },
    select: {
      sourceId: true,
      goal: true,
      zip: true,
      countryId: true,
      category: { select: { webId: true } },
      publishAddress: true,
      street: true,
      streetNl: true,
      streetFr: true,
      epcTotal: true,
      epcLabelText: true,
      epcUniqueCode: true,
      co2Emission: true,
      hasPermit: true,
      planningDesignation: true,
      hasSummons: true,
      hasPreemptiveRights: true,
      hasAllotmentPermit: true,
      floodPScore: true,
      floodGScore: true,
      price: true,
      monthlyRent: true,
      publishPrice: true,
      priceOnDemand: true,
      chargesRenter: true,
      livingArea: true,
      contractType: true,
      referenceRent: true,
    },
  });
  const amount = (value: Prisma.Decimal | null) => (value === null ? null : Number(value));
  return rows.map(
    ({
      sourceId,
      category,
      price,
      monthlyRent,
      publishPrice,
      priceOnDemand,
      chargesRenter,
      referenceRent,
      ...row
    }) => ({
      ...row,
      sourceId: sourceId!,
      typeWebId: category.webId,
      rent: statedRent({
        pricePublished: publishPrice && !priceOnDemand,
        monthlyRent: amount(monthlyRent),
        price: amount(price),
      }),
      chargesRenter: amount(chargesRenter),
      referenceRent: amount(referenceRent),
    }),
  );
}

/**
 * The listings of these source ids that are on the website and name a manager, with what the manager
 * handles, as the manager check reads them once the team files are written.
 */
export async function managedListings(
  prisma: PrismaClient,
  ids: { properties: number[]; projects: number[] },
): Promise<Array<ManagedListing & { sourceId: number; of: "property" | "project" }>> {
  const manager = {
    select: { firstName: true, lastName: true, fileKey: true, handlesSales: true, handlesRentals: true },
  } as const;
  const properties = ids.properties.length
    ? await prisma.property.findMany({
        where: { sourceId: { in: ids.properties }, status: { not: "WITHDRAWN" }, managerId: { not: null } },
        orderBy: { reference: "asc" },
        select: { sourceId: true, goal: true, viagerType: true, projectId: true, manager },
      })
    : [];
  const projects = ids.projects.length
    ? await prisma.project.findMany({
        where: { sourceId: { in: ids.projects }, listing: { not: "WITHDRAWN" }, managerId: { not: null } },
        orderBy: { number: "asc" },
        select: { sourceId: true, manager },
      })
    : [];
  return [
    ...projects.map((p) => ({
      of: "project" as const,
      sourceId: p.sourceId!,
      kind: "sale" as const,
      manager: p.manager!,
    })),
    ...properties.map((p) => ({
      of: "property" as const,
      sourceId: p.sourceId!,
      kind: listingKind({ goal: p.goal, viager: p.viagerType !== null, inProject: p.projectId !== null }),
      manager: p.manager!,
    })),
  ];
}

/** The photos stored earlier under these source ids (one query for a record's photos), not downloaded again. */
export async function knownPhotos(prisma: PrismaClient, source: SyncSource, sourceIds: number[]) {
  if (!sourceIds.length) return new Map<number, { url: string; width: number; height: number }>();
  const links = await prisma.syncedPhotoSource.findMany({ where: { source, sourceId: { in: sourceIds } } });
  const photos = await prisma.syncedPhoto.findMany({ where: { hash: { in: links.map((link) => link.hash) } } });
  const byHash = new Map(photos.map((photo) => [photo.hash, photo]));
  return new Map(
    links.flatMap((link) => {
      const photo = byHash.get(link.hash);
      return photo ? [[link.sourceId, photo] as const] : [];
    }),
  );
}

export async function photoByHash(prisma: PrismaClient, hash: string) {
  return prisma.syncedPhoto.findUnique({ where: { hash } });
}

export async function rememberPhoto(
  prisma: PrismaClient,
  photo: { hash: string; url: string; width: number; height: number },
  from?: { source: SyncSource; sourceId: number },
): Promise<void> {
  await prisma.syncedPhoto.upsert({ where: { hash: photo.hash }, create: photo, update: {} });
  if (from) {
    await prisma.syncedPhotoSource.upsert({
      where: { source_sourceId: from },
      create: { ...from, hash: photo.hash },
      update: { hash: photo.hash },
    });
  }
}

function plain(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === "object" && "toNumber" in value) return (value as { toNumber(): number }).toNumber();
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return JSON.stringify(value);
  return value;
}

function differing(current: object, wanted: object): string[] {
  const had = current as Record<string, unknown>;
  return Object.entries(wanted)
    .filter(([key, value]) => plain(had[key]) !== plain(value))
    .map(([key]) => key);
}

/**
 * What of a listing differs from what the source says: its columns, its texts, its photos, and the lists a
 * file's `Site:` block names (documents, units, constructions), each compared as the site shows them
 * (null: not named, kept).
 */
function changesOf<L extends string>(
  current: { translations: Array<{ locale: string }>; photos: Array<{ url: string; width: number; height: number }> },
  columns: object,
  translations: Array<{ locale: string }>,
  photos: StoredPhoto[] | null,
  lists: Partial<Record<L, { had: unknown[]; wanted: unknown[] | null }>> = {},
) {
  const had = new Map(current.translations.map((t) => [t.locale, t]));
  const columnsChanged = differing(current, columns).length > 0;
  const textsChanged = translations.some((t) => {
    const text = had.get(t.locale);
    return !text || differing(text, t).length > 0;
  });
  const photosChanged = photos !== null && !samePhotos(current.photos, photos);
  const listsChanged = new Set(
    (Object.entries(lists) as Array<[L, { had: unknown[]; wanted: unknown[] | null }]>)
      .filter(([, { had, wanted }]) => wanted !== null && JSON.stringify(had) !== JSON.stringify(wanted))
      .map(([name]) => name),
  );
  return {
    textsChanged,
    photosChanged,
    listsChanged,
    anyChanged: columnsChanged || textsChanged || photosChanged || listsChanged.size > 0,
  };
}

/** A row as JSON compares it: its own fields in a fixed order, numbers and dates as the source gives them. */
function rowOf<K extends string>(row: Record<K, unknown>, keys: readonly K[]) {
  return keys.map((key) => plain(row[key]));
}

const projectDocumentKeys = ["locale", "title", "url", "sizeBytes"] as const;
const documentKeys = [...projectDocumentKeys, "requestOnly"] as const;
const planKeys = ["title", "url", "isPdf"] as const;
const unitKeys = ["reference", "listing", "floor", "surface", "bedrooms", "price", "status"] as const;

/** A record whose id another source (or the site itself) already holds is refused, never taken over. */
function fromOtherSource(sourceId: number, current: { source: string | null } | null, source: SyncSource) {
  if (!current || current.source === source) return null;
  return {
    outcome: "refused" as const,
    problem: { field: "ID", problem: `${sourceId} already comes from the ${current.source ?? "site"}` },
  };
}

function samePhotos(current: Array<{ url: string; width: number; height: number }>, wanted: StoredPhoto[]): boolean {
  return (
    current.length === wanted.length &&
    current.every((p, i) => p.url === wanted[i]!.url && p.width === wanted[i]!.width && p.height === wanted[i]!.height)
  );
}

/**
 * The site's id of a member of staff, project or owner by the source's id. One sync asks for the same
 * few again and again (every listing names its manager), so an id found is kept for the rest of the sync;
 * one not found is asked again, since the sync may write it in between.
 */
export function linkedIds() {
  const found = new Map<string, number>();
  return async (tx: Tx, kind: "manager" | "project" | "owner", sourceId: number): Promise<number | null> => {
    const key = `${kind}:${sourceId}`;
    const known = found.get(key);
    if (known !== undefined) return known;
    const where = { where: { sourceId }, select: { id: true } } as const;
    const row =
      kind === "manager"
        ? await tx.teamMember.findUnique(where)
        : kind === "project"
          ? await tx.project.findUnique(where)
          : await tx.owner.findUnique(where);
    if (row) found.set(key, row.id);
    return row?.id ?? null;
  };
}
export type LinkedIds = ReturnType<typeof linkedIds>;

/** The site's id of what a record names, null (and noted in `unlinked`) when the site does not know it. */
async function linkedId(
  tx: Tx,
  links: LinkedIds,
  kind: Unlinked["kind"],
  sourceId: number | null,
  unlinked: Unlinked[],
): Promise<number | null> {
  if (sourceId === null) return null;
  const id = await links(tx, kind, sourceId);
  if (id === null) unlinked.push({ kind, sourceId });
  return id;
}

/**
 * Writes one property record: added by its source id, or changed where it differs, or left alone.
 * `photos` null keeps the photos it has (one could not be had). With `dryRun`, says what it would do.
 * `watchMail` draws the mails of its watchers when a change concerns them (lib/db/property-watches.ts).
 */
export async function writeProperty(
  prisma: PrismaClient,
  record: MappedProperty,
  { photos, documents }: { photos: StoredPhoto[] | null; documents: StoredDocument[] | null },
  {
    source,
    now,
    dryRun,
    links = linkedIds(),
    watchMail,
  }: { source: SyncSource; now: Date; dryRun: boolean; links?: LinkedIds; watchMail: WatchMailer },
): Promise<WriteOutcome> {
  return prisma.$transaction(async (tx) => {
    const unlinked: Unlinked[] = [];
    const current = await tx.property.findUnique({
      where: { sourceId: record.sourceId },
      include: {
        translations: true,
        photos: { orderBy: { position: "asc" } },
        documents: { orderBy: { id: "asc" } },
      },
    });
    const taken = fromOtherSource(record.sourceId, current, source);
    if (taken) return taken;
    // A reference the listing already has is its own; only a new one may belong to another listing.
    if (current?.reference !== record.reference) {
      const holder = await tx.property.findUnique({ where: { reference: record.reference }, select: { id: true } });
      if (holder && holder.id !== current?.id) {
        return {
          outcome: "refused" as const,
          problem: { field: "Ident", problem: `${record.reference} is already the reference of another listing` },
        };
      }
    }
    const managerId = await linkedId(tx, links, "manager", record.managerSourceId, unlinked);
    const projectId = await linkedId(tx, links, "project", record.projectSourceId, unlinked);
    const ownerId = await linkedId(tx, links, "owner", record.ownerSourceId, unlinked);
    const columns = { ...record.site.columns, ...record.columns, managerId, projectId, ownerId };

    if (!current) {
      if (dryRun) return { outcome: "added" as const, id: 0, tags: [], unlinked };
      const created = await tx.property.create({
        data: {
          publishedAt: now,
          ...columns,
          sourceId: record.sourceId,
          source,
          translations: { create: record.translations },
          photos: { create: (photos ?? []).map((p, position) => ({ position, ...p })) },
          documents: { create: documents ?? [] },
        },
      });
      // A listing's history starts when it went on the market: its publication, when the record gives an earlier one.
      const since = created.publishedAt < now ? created.publishedAt : now;
      await recordHistory(
        priceAndStatusChange(created.id, null, { price: columns.price, status: columns.status }, source, since).history,
        null,
        tx,
      );
      return {
        outcome: "added" as const,
        id: created.id,
        tags: [tags.properties, tags.property(created.id)],
        unlinked,
        news: created.status === "AVAILABLE",
      };
    }

    const { textsChanged, photosChanged, listsChanged, anyChanged } = changesOf(
      current,
      columns,
      record.translations,
      photos,
      {
        documents: {
          had: current.documents.map((d) => rowOf(d, documentKeys)),
          wanted: documents?.map((d) => rowOf(d, documentKeys)) ?? null,
        },
      },
    );
    if (!anyChanged) {
      return { outcome: "unchanged" as const, id: current.id, tags: [], unlinked };
    }
    if (dryRun) return { outcome: "changed" as const, id: current.id, tags: [], unlinked };
    const { history, lowered } = priceAndStatusChange(
      current.id,
      current,
      { price: columns.price, status: columns.status },
      source,
      now,
    );
    await tx.property.update({ where: { id: current.id }, data: { ...columns, ...lowered } });
    if (listsChanged.has("documents") && documents) {
      await tx.propertyDocument.deleteMany({ where: { propertyId: current.id } });
      await tx.propertyDocument.createMany({ data: documents.map((d) => ({ propertyId: current.id, ...d })) });
    }
    if (textsChanged) {
      for (const t of record.translations) {
        await tx.propertyTranslation.upsert({
          where: { propertyId_locale: { propertyId: current.id, locale: t.locale } },
          create: { propertyId: current.id, ...t },
          update: t,
        });
      }
    }
    if (photosChanged && photos) {
      await tx.propertyPhoto.deleteMany({ where: { propertyId: current.id } });
      await tx.propertyPhoto.createMany({
        data: photos.map((p, position) => ({ propertyId: current.id, position, ...p })),
      });
    }
    await recordHistory(history, watchMail, tx);
    const published =
      columns.status === "AVAILABLE" && current.status !== "AVAILABLE" && current.status !== "UNDER_OPTION";
    const cheaper = columns.price !== null && current.price !== null && columns.price < Number(current.price);
    return {
      outcome: "changed" as const,
      id: current.id,
      tags: [tags.properties, tags.property(current.id)],
      unlinked,
      news: published || cheaper,
    };
  });
}

/** Takes the listed properties off the website (their pages answer 410); their rows and history stay. */
export async function withdrawProperties(
  prisma: PrismaClient,
  source: SyncSource,
  ids: number[],
  { now, dryRun }: { now: Date; dryRun: boolean },
): Promise<{ withdrawn: number; tags: string[] }> {
  if (!ids.length) return { withdrawn: 0, tags: [] };
  const rows = await prisma.property.findMany({
    where: { source, sourceId: { in: ids }, status: { not: "WITHDRAWN" } },
    select: { id: true, status: true },
  });
  if (dryRun || !rows.length) return { withdrawn: rows.length, tags: [] };
  await prisma.$transaction(async (tx) => {
    await tx.property.updateMany({ where: { id: { in: rows.map((r) => r.id) } }, data: { status: "WITHDRAWN" } });
    await recordHistory(
      rows.map((r) => ({ propertyId: r.id, at: now, field: "status", before: r.status, after: "WITHDRAWN", source })),
      null,
      tx,
    );
  });
  return { withdrawn: rows.length, tags: [tags.properties, ...rows.map((r) => tags.property(r.id))] };
}

/** A project's units as a file's `Site:` block gives them, their plans stored. */
export interface StoredUnit {
  reference: string;
  listing: string | null;
  floor: number;
  surface: number;
  bedrooms: number;
  price: number;
  status: "AVAILABLE" | "OPTION" | "SOLD";
  plans: StoredPlan[];
}

export interface ProjectFiles {
  photos: StoredPhoto[] | null;
  documents: Array<Omit<StoredDocument, "requestOnly">> | null;
  units: StoredUnit[] | null;
}

/**
 * Writes one project record, as writeProperty does. A new project starts as planned or, past its delivery,
 * delivered, unless its file says which. The constructions, documents and units a file names replace the
 * project's.
 */
export async function writeProject(
  prisma: PrismaClient,
  record: MappedProject,
  { photos, documents, units }: ProjectFiles,
  { source, now, dryRun, links = linkedIds() }: { source: SyncSource; now: Date; dryRun: boolean; links?: LinkedIds },
): Promise<WriteOutcome> {
  return prisma.$transaction(async (tx) => {
    const unlinked: Unlinked[] = [];
    const current = await tx.project.findUnique({
      where: { sourceId: record.sourceId },
      include: {
        translations: true,
        photos: { orderBy: { position: "asc" } },
        documents: { orderBy: { id: "asc" } },
        constructions: { orderBy: [{ date: "asc" }, { id: "asc" }], include: { titles: true } },
        units: { orderBy: { id: "asc" }, include: { plans: { orderBy: { id: "asc" } } } },
      },
    });
    const taken = fromOtherSource(record.sourceId, current, source);
    if (taken) return taken;
    const holder = await tx.project.findUnique({ where: { number: record.number }, select: { id: true } });
    if (holder && holder.id !== current?.id) {
      return {
        outcome: "refused" as const,
        problem: { field: "Ident", problem: `${record.number} is already the reference of another project` },
      };
    }
    const managerId = await linkedId(tx, links, "manager", record.managerSourceId, unlinked);
    const columns = { ...record.site.columns, ...record.columns, managerId };
    const constructions = record.site.constructions?.map((c) => ({
      date: c.date,
      progress: c.progress,
      titles: locales.flatMap((locale) => (c.title[locale] ? [{ locale, title: c.title[locale] }] : [])),
    }));
    const unitRows = (list: StoredUnit[]) => list.map(({ plans, ...unit }) => ({ ...unit, plans: { create: plans } }));
    if (!current) {
      if (dryRun) return { outcome: "added" as const, id: 0, tags: [], unlinked };
      const delivered = columns.deliveryDate !== null && columns.deliveryDate < now;
      const created = await tx.project.create({
        data: {
          status: delivered ? "DELIVERED" : "PLANNED",
          publishedAt: now,
          ...columns,
          sourceId: record.sourceId,
          source,
          translations: { create: record.translations },
          photos: { create: (photos ?? []).map((p, position) => ({ position, ...p })) },
          documents: { create: documents ?? [] },
          constructions: {
            create: (constructions ?? []).map((c) => ({ ...c, titles: { create: c.titles } })),
          },
          units: { create: unitRows(units ?? []) },
        },
      });
      return { outcome: "added" as const, id: created.id, tags: [tags.projects, tags.project(created.id)], unlinked };
    }
    const { textsChanged, photosChanged, listsChanged, anyChanged } = changesOf(
      current,
      columns,
      record.translations,
      photos,
      {
        documents: {
          had: current.documents.map((d) => rowOf(d, projectDocumentKeys)),
          wanted: documents?.map((d) => rowOf(d, projectDocumentKeys)) ?? null,
        },
        constructions: {
          had: current.constructions.map((c) => [
            plain(c.date),
            c.progress,
            locales.flatMap((locale) => c.titles.filter((t) => t.locale === locale).map((t) => [locale, t.title])),
          ]),
          wanted:
            constructions?.map((c) => [plain(c.date), c.progress, c.titles.map((t) => [t.locale, t.title])]) ?? null,
        },
        units: {
          had: current.units.map((u) => [...rowOf(u, unitKeys), u.plans.map((p) => rowOf(p, planKeys))]),
          wanted: units?.map((u) => [...rowOf(u, unitKeys), u.plans.map((p) => rowOf(p, planKeys))]) ?? null,
        },
      },
    );
    if (!anyChanged) {
      return { outcome: "unchanged" as const, id: current.id, tags: [], unlinked };
    }
    if (dryRun) return { outcome: "changed" as const, id: current.id, tags: [], unlinked };
    await tx.project.update({ where: { id: current.id }, data: columns });
    if (textsChanged) {
      for (const t of record.translations) {
        await tx.projectTranslation.upsert({
          where: { projectId_locale: { projectId: current.id, locale: t.locale } },
          create: { projectId: current.id, ...t },
          update: t,
        });
      }
    }
    if (photosChanged && photos) {
      await tx.projectPhoto.deleteMany({ where: { projectId: current.id } });
      await tx.projectPhoto.createMany({
        data: photos.map((p, position) => ({ projectId: current.id, position, ...p })),
      });
    }
    if (listsChanged.has("documents") && documents) {
      await tx.projectDocument.deleteMany({ where: { projectId: current.id } });
      await tx.projectDocument.createMany({ data: documents.map((d) => ({ projectId: current.id, ...d })) });
    }
    if (listsChanged.has("constructions") && constructions) {
      await tx.projectConstruction.deleteMany({ where: { projectId: current.id } });
      for (const c of constructions) {
        await tx.projectConstruction.create({
          data: { projectId: current.id, date: c.date, progress: c.progress, titles: { create: c.titles } },
        });
      }
    }
    if (listsChanged.has("units") && units) {
      await tx.projectUnit.deleteMany({ where: { projectId: current.id } });
      for (const unit of unitRows(units)) await tx.projectUnit.create({ data: { projectId: current.id, ...unit } });
    }
    return { outcome: "changed" as const, id: current.id, tags: [tags.projects, tags.project(current.id)], unlinked };
  });
}

export async function withdrawProjects(
  prisma: PrismaClient,
  source: SyncSource,
  ids: number[],
  { dryRun }: { dryRun: boolean },
): Promise<{ withdrawn: number; tags: string[] }> {
  if (!ids.length) return { withdrawn: 0, tags: [] };
  const rows = await prisma.project.findMany({
    where: { source, sourceId: { in: ids }, listing: { not: "WITHDRAWN" } },
    select: { id: true },
  });
  if (dryRun || !rows.length) return { withdrawn: rows.length, tags: [] };
  await prisma.project.updateMany({ where: { id: { in: rows.map((r) => r.id) } }, data: { listing: "WITHDRAWN" } });
  return { withdrawn: rows.length, tags: [tags.projects, ...rows.map((r) => tags.project(r.id))] };
}

/** The portrait stored for a member whose source still names the same picture: not downloaded again. */
export async function knownPortrait(prisma: PrismaClient, sourceId: number, pictureUrl: string) {
  const member = await prisma.teamMember.findUnique({
    where: { sourceId },
    select: { photoUrl: true, portraitSource: true },
  });
  return member?.photoUrl && member.portraitSource === pictureUrl ? member.photoUrl : null;
}

/** Writes a member of staff by source id; their texts (role, bio) stay as the site has them. */
export async function writeTeamMember(
  prisma: PrismaClient,
  user: MappedUser,
  photoUrl: string | null,
  { source, dryRun }: { source: SyncSource; dryRun: boolean },
): Promise<WriteOutcome> {
  return prisma.$transaction(async (tx) => {
    const current = await tx.teamMember.findUnique({ where: { sourceId: user.sourceId } });
    const taken = fromOtherSource(user.sourceId, current, source);
    if (taken) return taken;
    const columns = {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone,
      ...(photoUrl !== null ? { photoUrl, portraitSource: user.pictureUrl } : {}),
    };
    if (!current) {
      // A member the site already has under the same address (the demo's, or one entered by hand) is
      // adopted rather than doubled.
      const same = await tx.teamMember.findFirst({ where: { email: user.email, sourceId: null } });
      if (dryRun) return { outcome: same ? "changed" : "added", id: same?.id ?? 0, tags: [] };
      if (same) {
        await tx.teamMember.update({ where: { id: same.id }, data: { ...columns, sourceId: user.sourceId, source } });
        return { outcome: "changed" as const, id: same.id, tags: [tags.team] };
      }
      let slug = user.slug;
      if (await tx.teamMember.findUnique({ where: { slug }, select: { id: true } })) slug = `${slug}-${user.sourceId}`;
      const created = await tx.teamMember.create({ data: { ...columns, slug, sourceId: user.sourceId, source } });
      return { outcome: "added" as const, id: created.id, tags: [tags.team] };
    }
    if (!differing(current, columns).length) {
      return { outcome: "unchanged" as const, id: current.id, tags: [] };
    }
    if (dryRun) return { outcome: "changed" as const, id: current.id, tags: [] };
    await tx.teamMember.update({ where: { id: current.id }, data: columns });
    return { outcome: "changed" as const, id: current.id, tags: [tags.team] };
  });
}

export type OwnerOutcome =
  | { outcome: "added" | "changed" | "unchanged"; id: number; invite: boolean }
  | { outcome: "refused"; problem: { field: string; problem: string } };

/**
 * Writes an owner by source id. A new one has no password until they choose one with the invitation the
 * caller then sends (`invite`); an owner the site already has under that e-mail (entered by hand) is
 * adopted with their password. One the source lists again is enabled again, password and all.
 */
export async function writeOwner(
  prisma: PrismaClient,
  owner: MappedOwner,
  { source, dryRun, now }: { source: SyncSource; dryRun: boolean; now: Date },
): Promise<OwnerOutcome> {
  const username = owner.username ?? owner.email;
  const keys = ownerKeys({ username, email: owner.email });
  const names = { firstName: owner.firstName, lastName: owner.lastName, locale: owner.locale };
  return prisma.$transaction(async (tx) => {
    const current = await tx.owner.findUnique({ where: { sourceId: owner.sourceId } });
    const taken = fromOtherSource(owner.sourceId, current, source);
    if (taken) return taken;
    const holder = await tx.owner.findFirst({
      where: { OR: [{ emailKey: keys.emailKey }, { usernameKey: keys.emailKey }] },
      select: { id: true, sourceId: true },
    });
    // Another owner's address: one entered by hand is adopted by a new record, never taken by another.
    if (holder && holder.id !== current?.id && (current || holder.sourceId !== null)) {
      return {
        outcome: "refused" as const,
        problem: { field: "Email", problem: `${owner.email} is already another owner's` },
      };
    }
    // Whoever signs in with a name must find one account: a name another owner goes by is refused.
    const nameHolder = await tx.owner.findFirst({
      where: { OR: [{ emailKey: keys.usernameKey }, { usernameKey: keys.usernameKey }] },
      select: { id: true },
    });
    if (nameHolder && nameHolder.id !== current?.id && nameHolder.id !== holder?.id) {
      return {
        outcome: "refused" as const,
        problem: { field: "Username", problem: `${username} is already another owner's name or e-mail` },
      };
    }
    if (!current) {
      if (dryRun) return { outcome: holder ? ("changed" as const) : ("added" as const), id: 0, invite: !holder };
      if (holder) {
        await tx.owner.update({
          where: { id: holder.id },
          data: { ...names, sourceId: owner.sourceId, source, disabledAt: null },
        });
        return { outcome: "changed" as const, id: holder.id, invite: false };
      }
      const created = await tx.owner.create({
        data: {
          ...names,
          ...keys,
          username,
          email: owner.email,
          passwordHash: null,
          sourceId: owner.sourceId,
          source,
          createdAt: now,
        },
      });
      return { outcome: "added" as const, id: created.id, invite: true };
    }
    // A name the source does not give stays as the owner has it.
    const named = owner.username === null ? {} : { username: owner.username, usernameKey: keys.usernameKey };
    const wanted = { ...names, email: owner.email, emailKey: keys.emailKey, ...named, disabledAt: null };
    if (!differing(current, wanted).length) return { outcome: "unchanged" as const, id: current.id, invite: false };
    if (dryRun) return { outcome: "changed" as const, id: current.id, invite: false };
    await tx.owner.update({ where: { id: current.id }, data: wanted });
    return { outcome: "changed" as const, id: current.id, invite: false };
  });
}

/**
 * The owners of a source it no longer lists lose access: disabled, every session ended. Their properties'
 * statistics stay, and so does the account, in case the source lists them again.
 */
export async function disableOwners(
  prisma: PrismaClient,
  source: SyncSource,
  listed: Set<number>,
  { now, dryRun }: { now: Date; dryRun: boolean },
): Promise<number> {
  const gone = await prisma.owner.findMany({
    where: { source, disabledAt: null, sourceId: { notIn: [...listed] } },
    select: { id: true },
  });
  if (dryRun || !gone.length) return gone.length;
  const ids = gone.map((o) => o.id);
  await prisma.$transaction([
    prisma.owner.updateMany({ where: { id: { in: ids } }, data: { disabledAt: now } }),
    prisma.ownerSession.deleteMany({ where: { ownerId: { in: ids } } }),
    prisma.mailedLink.deleteMany({ where: { ownerId: { in: ids }, purpose: "RESET_PASSWORD" } }),
  ]);
  return ids.length;
}

/** The owner an invitation is written for. */
export async function invitedOwner(prisma: PrismaClient, id: number) {
  return prisma.owner.findUniqueOrThrow({ where: { id }, select: passwordOwnerSelect });
}
