import "server-only";
import { isForSale } from "@/lib/domain/goal";
import type { WatchMailer } from "@/lib/types/watch";
import { marqueeAfterStatus } from "@/lib/rules/marquee";
import type { Database } from "./database";
import { getPrisma } from "./infra/prisma";
import { priceAndStatusChange, recordHistory } from "./property-history";
import { recordStaffAction } from "./staff-audit";

// Writes what the agency's tools change on a published property (validated in lib/staff/property-changes.ts),
// each change with its row in the audit trail and its price and status history, in one transaction, with its
// watchers' mails (drawn by the caller's `watchMail`). What follows a change (the cache, the standing
// searches' alerts) is the caller's.

export type PropertyStatus = "AVAILABLE" | "UNDER_OPTION" | "SOLD" | "RENTED" | "WITHDRAWN";

export interface PropertyChange {
  reference: string;
  status?: PropertyStatus;
  price?: number | null;
  publishPrice?: boolean;
  priceOnDemand?: boolean;
  publishAddress?: boolean;
  videoUrl?: string | null;
  virtualTourUrl?: string | null;
}

/** A property a change was written to, with what it was before. */
export interface ChangedProperty {
  id: number;
  reference: string;
  before: { status: PropertyStatus; price: number | null };
}

/** The columns a change may write, read before it for the audit trail. */
const auditedColumns = {
  status: true,
  marquee: true,
  price: true,
  monthlyRent: true,
  publishPrice: true,
  priceOnDemand: true,
  publishAddress: true,
  videoUrl: true,
  virtualTourUrl: true,
} as const;

function pick(row: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, row[key] ?? null]));
}

export async function applyPropertyChanges(
  changes: PropertyChange[],
  origin: { address: string | null },
  watchMail: WatchMailer,
  db: Database = getPrisma(),
): Promise<{ updated: ChangedProperty[]; unknown: string[] }> {
  const updated: ChangedProperty[] = [];
  const unknown: string[] = [];
  await db.$transaction(async (tx) => {
    for (const { reference, price, ...rest } of changes) {
      const current = await tx.property.findUnique({
        where: { reference },
        select: { id: true, goal: true, previousPrice: true, priceLoweredAt: true, ...auditedColumns },
      });
      if (!current) {
        unknown.push(reference);
        continue;
      }
      const data = {
        ...rest,
        ...(price !== undefined ? { price, ...(isForSale(current.goal) ? {} : { monthlyRent: price }) } : {}),
        marquee: marqueeAfterStatus(rest.status, isForSale(current.goal), current.marquee),
      };
      const now = new Date();
      const { history, lowered } = priceAndStatusChange(
        current.id,
        current,
        {
          price: price !== undefined ? price : current.price === null ? null : Number(current.price),
          status: data.status ?? current.status,
        },
        "staff",
        now,
      );
      await tx.property.update({ where: { id: current.id }, data: { ...data, ...lowered } });
      await recordHistory(history, watchMail, tx);
      const fields = Object.keys(data);
      await recordStaffAction(
        { action: "property.change", reference, before: pick(current, fields), after: data, address: origin.address },
        tx,
      );
      const before = { status: current.status, price: current.price === null ? null : Number(current.price) };
      updated.push({ id: current.id, reference, before });
    }
  });
  return { updated, unknown };
}
