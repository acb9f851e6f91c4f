import { inTransaction, type Database } from "@/lib/db/database";
import { recordHistory } from "@/lib/db/property-history";
import {
  createListing,
  referenceHolder,
  storedListing,
  updateListing,
  withdrawableListings,
  withdrawListings,
} from "@/lib/db/synced-properties";
import { tags } from "@/lib/db/cache-tags";
import { priceAndStatusChange } from "@/lib/rules/price-history";
import type { StoredDocument, StoredPhoto, SyncSource } from "@/lib/types/content-sync";
import type { WatchMailer } from "@/lib/types/watch";
import { changesOf, fromOtherSource, rowOf } from "./compare";
import { linkedId, type LinkedIds } from "./links";
import type { MappedProperty } from "./mapping";
import { isNews } from "./news";
import type { Unlinked, WriteOutcome } from "./outcome";

const documentKeys = ["locale", "title", "url", "sizeBytes", "requestOnly"] as const;

/**
 * Syncs one property record: added by its source id, or changed where it differs, or left alone; refused when
 * another source holds its id or another listing its reference. Read, decided and written in one transaction,
 * so a failure leaves it as it was. `photos` null keeps the photos it has (one could not be had). A dry run
 * decides the same and writes nothing. `watchMail` draws the mails of its watchers when a change concerns them.
 */
export async function syncProperty(
  record: MappedProperty,
  { photos, documents }: { photos: StoredPhoto[] | null; documents: StoredDocument[] | null },
  options: { source: SyncSource; now: Date; dryRun: boolean; links: LinkedIds; watchMail: WatchMailer },
  db: Database,
): Promise<WriteOutcome> {
  const { source, now, dryRun, links, watchMail } = options;
  return inTransaction(async (tx) => {
    const unlinked: Unlinked[] = [];
    const current = await storedListing(record.sourceId, tx);
    const taken = fromOtherSource(record.sourceId, current, source);
    if (taken) return taken;
    // A reference the listing already has is its own; only a new one may belong to another listing.
    if (current?.reference !== record.reference) {
      const holder = await referenceHolder(record.reference, tx);
      if (holder !== null && holder !== current?.id) {
        return {
          outcome: "refused" as const,
          problem: { field: "Ident", problem: `${record.reference} is already the reference of another listing` },
        };
      }
    }
    const managerId = await linkedId(links, "manager", record.managerSourceId, unlinked, tx);
    const projectId = await linkedId(links, "project", record.projectSourceId, unlinked, tx);
    const ownerId = await linkedId(links, "owner", record.ownerSourceId, unlinked, tx);
    const columns = { ...record.site.columns, ...record.columns, managerId, projectId, ownerId };

    if (!current) {
      if (dryRun) return { outcome: "added" as const, id: 0, tags: [], unlinked };
      const created = await createListing(
        {
          sourceId: record.sourceId,
          source,
          publishedAt: now,
          columns,
          translations: record.translations,
          photos: photos ?? [],
          documents: documents ?? [],
        },
        tx,
      );
      // A listing's history starts when it went on the market: its publication, when the record gives an earlier one.
      const since = created.publishedAt < now ? created.publishedAt : now;
      const { history } = priceAndStatusChange(created.id, null, columns, source, since);
      await recordHistory(history, null, tx);
      return {
        outcome: "added" as const,
        id: created.id,
        tags: [tags.properties, tags.property(created.id)],
        unlinked,
        news: isNews(null, columns),
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
    if (!anyChanged) return { outcome: "unchanged" as const, id: current.id, tags: [], unlinked };
    if (dryRun) return { outcome: "changed" as const, id: current.id, tags: [], unlinked };
    const { history, lowered } = priceAndStatusChange(current.id, current, columns, source, now);
    await updateListing(
      current.id,
      {
        columns: { ...columns, ...lowered },
        translations: textsChanged ? record.translations : null,
        photos: photosChanged ? photos : null,
        documents: listsChanged.has("documents") ? documents : null,
      },
      tx,
    );
    await recordHistory(history, watchMail, tx);
    return {
      outcome: "changed" as const,
      id: current.id,
      tags: [tags.properties, tags.property(current.id)],
      unlinked,
      news: isNews(current, columns),
    };
  }, db);
}

/** Takes the listed properties off the website (their pages answer 410), each withdrawal in their history. */
export async function withdrawProperties(
  source: SyncSource,
  sourceIds: number[],
  { now, dryRun }: { now: Date; dryRun: boolean },
  db: Database,
): Promise<{ withdrawn: number; tags: string[] }> {
  return inTransaction(async (tx) => {
    const rows = await withdrawableListings(source, sourceIds, tx);
    if (dryRun || !rows.length) return { withdrawn: rows.length, tags: [] };
    await withdrawListings(
      rows.map((r) => r.id),
      tx,
    );
    await recordHistory(
      rows.map((r) => ({ propertyId: r.id, at: now, field: "status", before: r.status, after: "WITHDRAWN", source })),
      null,
      tx,
    );
    return { withdrawn: rows.length, tags: [tags.properties, ...rows.map((r) => tags.property(r.id))] };
  }, db);
}
