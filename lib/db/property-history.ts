import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { afterPriceChange, type PriceLowered } from "@/lib/rules/price-drop";
import type { WatchMailer } from "@/lib/types/watch";
import type { Transaction } from "./database";
import { notifyWatchers } from "./property-watches";

// Every change of a property's price or status is kept with its date and who made it (the CRM, the
// content files, the agency's tools): the property page's history and its "price lowered" come from
// here. Written in the transaction of the change, by the content sync and by the staff API alike; the
// watchers of the property hear of it from here too (lib/db/property-watches.ts).

export type HistorySource = "crm" | "files" | "staff";

/** A property's price and status before a change, with its "price lowered" columns. */
export interface PriceState {
  price: Prisma.Decimal | number | null;
  status: string;
  previousPrice: Prisma.Decimal | number | null;
  priceLoweredAt: Date | null;
}

const amount = (value: Prisma.Decimal | number | null): number | null => (value === null ? null : Number(value));

/**
 * The history rows of a change (none for what did not change) and the "price lowered" columns to write
 * with it. `before` null: a property just added, whose first price and status start its history.
 */
export function priceAndStatusChange(
  propertyId: number,
  before: PriceState | null,
  after: { price: number | null; status: string },
  source: HistorySource,
  at: Date,
): { history: Prisma.PropertyHistoryCreateManyInput[]; lowered: PriceLowered } {
  const priceBefore = before ? amount(before.price) : null;
  const history: Prisma.PropertyHistoryCreateManyInput[] = [];
  if (!before || priceBefore !== after.price) {
    history.push({
      propertyId,
      at,
      field: "price",
      before: priceBefore === null ? null : String(priceBefore),
      after: after.price === null ? null : String(after.price),
      source,
    });
  }
  if (!before || before.status !== after.status) {
    history.push({ propertyId, at, field: "status", before: before?.status ?? null, after: after.status, source });
  }
  const current = {
    previousPrice: before ? amount(before.previousPrice) : null,
    priceLoweredAt: before?.priceLoweredAt ?? null,
  };
  return {
    history: history.filter((row) => row.before !== row.after),
    lowered: before && priceBefore !== after.price ? afterPriceChange(current, priceBefore, after.price, at) : current,
  };
}

/**
 * Writes a change's history rows, and queues in the same transaction the mails of the property's watchers,
 * drawn by `watchMail` (the caller's: the data layer writes no mail); null where no change can concern a
 * watcher (a withdrawal).
 */
export async function recordHistory(
  rows: Prisma.PropertyHistoryCreateManyInput[],
  watchMail: WatchMailer | null,
  tx: Transaction,
): Promise<void> {
  if (!rows.length) return;
  await tx.propertyHistory.createMany({ data: rows });
  if (!watchMail) return;
  const changes = rows.map(({ propertyId, field, before, after }) => ({
    propertyId,
    field,
    before: before ?? null,
    after: after ?? null,
  }));
  await notifyWatchers(changes, new Date(rows[0]!.at ?? Date.now()), watchMail, tx);
}
