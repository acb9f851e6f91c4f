import "server-only";
import type {
  ProjectRowColumns,
  ProjectText,
  StoredConstruction,
  StoredDocument,
  StoredPhoto,
  StoredUnit,
  SyncSource,
} from "@/lib/types/content-sync";
import type { Client, Database, Transaction } from "./database";
import { getPrisma } from "./infra/prisma";

// The projects a content sync writes, as it hands them over (lib/content-sync/ decides what to write).

export type ProjectDocument = Omit<StoredDocument, "requestOnly">;

/** A project as the site holds it under a source id, with every list a file's `Site:` block may replace. */
export async function storedProject(sourceId: number, tx: Transaction) {
  return tx.project.findUnique({
    where: { sourceId },
    include: {
      translations: true,
      photos: { orderBy: { position: "asc" } },
      documents: { orderBy: { id: "asc" } },
      constructions: { orderBy: [{ date: "asc" }, { id: "asc" }], include: { titles: true } },
      units: { orderBy: { id: "asc" }, include: { plans: { orderBy: { id: "asc" } } } },
    },
  });
}
export type StoredProject = NonNullable<Awaited<ReturnType<typeof storedProject>>>;

/** The id of the project that goes by a number, or null. */
export async function numberHolder(number: string, tx: Transaction): Promise<number | null> {
  return (await tx.project.findUnique({ where: { number }, select: { id: true } }))?.id ?? null;
}

const unitRows = (units: StoredUnit[]) => units.map(({ plans, ...unit }) => ({ ...unit, plans: { create: plans } }));

export interface NewProject {
  sourceId: number;
  source: SyncSource;
  /** Its status and publication, unless its columns name their own. */
  status: "PLANNED" | "DELIVERED";
  publishedAt: Date;
  columns: ProjectRowColumns;
  translations: ProjectText[];
  photos: StoredPhoto[];
  documents: ProjectDocument[];
  constructions: StoredConstruction[];
  units: StoredUnit[];
}

export async function createProject(project: NewProject, tx: Transaction): Promise<number> {
  const { sourceId, source, status, publishedAt, columns, translations, photos, documents, constructions, units } =
    project;
  const created = await tx.project.create({
    data: {
      status,
      publishedAt,
      ...columns,
      sourceId,
      source,
      translations: { create: translations },
      photos: { create: photos.map((p, position) => ({ position, ...p })) },
      documents: { create: documents },
      constructions: { create: constructions.map((c) => ({ ...c, titles: { create: c.titles } })) },
      units: { create: unitRows(units) },
    },
    select: { id: true },
  });
  return created.id;
}

/** What changes of a project: its columns, and each list that is not null replaces the one it has. */
export interface ProjectChange {
  columns: ProjectRowColumns;
  translations: ProjectText[] | null;
  photos: StoredPhoto[] | null;
  documents: ProjectDocument[] | null;
  constructions: StoredConstruction[] | null;
  units: StoredUnit[] | null;
}

export async function updateProject(id: number, change: ProjectChange, tx: Transaction): Promise<void> {
  await tx.project.update({ where: { id }, data: change.columns });
  for (const t of change.translations ?? []) {
    await tx.projectTranslation.upsert({
      where: { projectId_locale: { projectId: id, locale: t.locale } },
      create: { projectId: id, ...t },
      update: t,
    });
  }
  if (change.photos) {
    await tx.projectPhoto.deleteMany({ where: { projectId: id } });
    await tx.projectPhoto.createMany({ data: change.photos.map((p, position) => ({ projectId: id, position, ...p })) });
  }
  if (change.documents) {
    await tx.projectDocument.deleteMany({ where: { projectId: id } });
    await tx.projectDocument.createMany({ data: change.documents.map((d) => ({ projectId: id, ...d })) });
  }
  if (change.constructions) {
    await tx.projectConstruction.deleteMany({ where: { projectId: id } });
    for (const c of change.constructions) {
      await tx.projectConstruction.create({
        data: { projectId: id, date: c.date, progress: c.progress, titles: { create: c.titles } },
      });
    }
  }
  if (change.units) {
    await tx.projectUnit.deleteMany({ where: { projectId: id } });
    for (const unit of unitRows(change.units)) await tx.projectUnit.create({ data: { projectId: id, ...unit } });
  }
}

/** The projects of a source under these source ids that are still on the website. */
export async function withdrawableProjects(
  source: SyncSource,
  sourceIds: number[],
  db: Client = getPrisma(),
): Promise<number[]> {
  if (!sourceIds.length) return [];
  const rows = await db.project.findMany({
    where: { source, sourceId: { in: sourceIds }, listing: { not: "WITHDRAWN" } },
    select: { id: true },
  });
  return rows.map((row) => row.id);
}

export async function withdrawProjects(ids: number[], db: Client = getPrisma()): Promise<void> {
  await db.project.updateMany({ where: { id: { in: ids } }, data: { listing: "WITHDRAWN" } });
}

/**
 * The projects the site already has under these source ids, as the consistency checks read them: for a
 * unit property whose project this sync did not read (a CRM sync of what changed).
 */
export async function knownProjects(sourceIds: number[], db: Database = getPrisma()) {
  if (!sourceIds.length) return [];
  const rows = await db.project.findMany({
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
  return rows.map(({ sourceId, units, ...project }) => ({
    ...project,
    sourceId: sourceId!,
    units: units.length ? units.map((u) => ({ ...u, price: Number(u.price) })) : null,
  }));
}
