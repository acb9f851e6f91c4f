import "server-only";
import type { HistoryEntry } from "@/lib/rules/price-history";
import type { WatchMailer } from "@/lib/types/watch";
import type { Transaction } from "./database";
import { notifyWatchers } from "./property-watches";

// A property's history rows (lib/rules/price-history.ts draws them), written in the transaction of the change,
// by the content sync and by the staff API alike; the watchers of the property hear of it from here too
// (lib/db/property-watches.ts).

/**
 * Writes a change's history rows, and queues in the same transaction the mails of the property's watchers,
 * drawn by `watchMail` (the caller's: the data layer writes no mail); null where no change can concern a
 * watcher (a withdrawal).
 */
export async function recordHistory(
  rows: HistoryEntry[],
  watchMail: WatchMailer | null,
  tx: Transaction,
): Promise<void> {
  if (!rows.length) return;
  await tx.propertyHistory.createMany({ data: rows });
  if (!watchMail) return;
  const changes = rows.map(({ propertyId, field, before, after }) => ({ propertyId, field, before, after }));
  await notifyWatchers(changes, rows[0]!.at, watchMail, tx);
}
