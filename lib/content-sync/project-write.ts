import { tags } from "@/lib/db/cache-tags";
import { inTransaction, type Database } from "@/lib/db/database";
import {
  createProject,
  numberHolder,
  storedProject,
  updateProject,
  withdrawableProjects,
  withdrawProjects as withdrawProjectRows,
  type ProjectDocument,
} from "@/lib/db/synced-projects";
import { locales } from "@/lib/i18n/locales";
import type { StoredConstruction, StoredPhoto, StoredUnit, SyncSource } from "@/lib/types/content-sync";
import { changesOf, fromOtherSource, plain, rowOf } from "./compare";
import { linkedId, type LinkedIds } from "./links";
import type { MappedProject } from "./mapping";
import type { Unlinked, WriteOutcome } from "./outcome";

const documentKeys = ["locale", "title", "url", "sizeBytes"] as const;
const planKeys = ["title", "url", "isPdf"] as const;
const unitKeys = ["reference", "listing", "floor", "surface", "bedrooms", "price", "status"] as const;

export interface ProjectFiles {
  photos: StoredPhoto[] | null;
  documents: ProjectDocument[] | null;
  units: StoredUnit[] | null;
}

/** A unit and its plans as JSON compares them. */
const unitRow = (
  u: Record<(typeof unitKeys)[number], unknown> & { plans: Array<Record<(typeof planKeys)[number], unknown>> },
) => [...rowOf(u, unitKeys), u.plans.map((p) => rowOf(p, planKeys))];

/**
 * Syncs one project record, as syncProperty does a property. A new project starts as planned or, past its
 * delivery, delivered, unless its file says which. The constructions, documents and units a file names replace
 * the project's.
 */
export async function syncProject(
  record: MappedProject,
  { photos, documents, units }: ProjectFiles,
  { source, now, dryRun, links }: { source: SyncSource; now: Date; dryRun: boolean; links: LinkedIds },
  db: Database,
): Promise<WriteOutcome> {
  return inTransaction(async (tx) => {
    const unlinked: Unlinked[] = [];
    const current = await storedProject(record.sourceId, tx);
    const taken = fromOtherSource(record.sourceId, current, source);
    if (taken) return taken;
    const holder = await numberHolder(record.number, tx);
    if (holder !== null && holder !== current?.id) {
      return {
        outcome: "refused" as const,
        problem: { field: "Ident", problem: `${record.number} is already the reference of another project` },
      };
    }
    const managerId = await linkedId(links, "manager", record.managerSourceId, unlinked, tx);
    const columns = { ...record.site.columns, ...record.columns, managerId };
    const constructions: StoredConstruction[] | undefined = record.site.constructions?.map((c) => ({
      date: c.date,
      progress: c.progress,
      titles: locales.flatMap((locale) => (c.title[locale] ? [{ locale, title: c.title[locale] }] : [])),
    }));
    if (!current) {
      if (dryRun) return { outcome: "added" as const, id: 0, tags: [], unlinked };
      const delivered = columns.deliveryDate !== null && columns.deliveryDate < now;
      const id = await createProject(
        {
          sourceId: record.sourceId,
          source,
          status: delivered ? "DELIVERED" : "PLANNED",
          publishedAt: now,
          columns,
          translations: record.translations,
          photos: photos ?? [],
          documents: documents ?? [],
          constructions: constructions ?? [],
          units: units ?? [],
        },
        tx,
      );
      return { outcome: "added" as const, id, tags: [tags.projects, tags.project(id)], unlinked };
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
        constructions: {
          had: current.constructions.map((c) => [
            plain(c.date),
            c.progress,
            locales.flatMap((locale) => c.titles.filter((t) => t.locale === locale).map((t) => [locale, t.title])),
          ]),
          wanted:
            constructions?.map((c) => [plain(c.date), c.progress, c.titles.map((t) => [t.locale, t.title])]) ?? null,
        },
        units: { had: current.units.map(unitRow), wanted: units?.map(unitRow) ?? null },
      },
    );
    if (!anyChanged) return { outcome: "unchanged" as const, id: current.id, tags: [], unlinked };
    if (dryRun) return { outcome: "changed" as const, id: current.id, tags: [], unlinked };
    await updateProject(
      current.id,
      {
        columns,
        translations: textsChanged ? record.translations : null,
        photos: photosChanged ? photos : null,
        documents: listsChanged.has("documents") ? documents : null,
        constructions: listsChanged.has("constructions") ? (constructions ?? null) : null,
        units: listsChanged.has("units") ? units : null,
      },
      tx,
    );
    return { outcome: "changed" as const, id: current.id, tags: [tags.projects, tags.project(current.id)], unlinked };
  }, db);
}

/** Takes the listed projects off the website; their rows stay. */
export async function withdrawProjects(
  source: SyncSource,
  sourceIds: number[],
  { dryRun }: { dryRun: boolean },
  db: Database,
): Promise<{ withdrawn: number; tags: string[] }> {
  return inTransaction(async (tx) => {
    const ids = await withdrawableProjects(source, sourceIds, tx);
    if (dryRun || !ids.length) return { withdrawn: ids.length, tags: [] };
    await withdrawProjectRows(ids, tx);
    return { withdrawn: ids.length, tags: [tags.projects, ...ids.map((id) => tags.project(id))] };
  }, db);
}
