import "server-only";
import { z } from "zod";
import { isForSale } from "@/lib/domain/goal";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { wakeMailWorker } from "@/lib/mail/worker";
import { MARQUEE } from "@/lib/rules/marquee";
import { queueAlerts, sendDueDigests } from "@/lib/standing-search/digest";
import { expire, tags } from "./cache";
import { getPrisma } from "./prisma";
import { recordStaffAction } from "./staff-audit";

// What the agency's tools may change on a published property, validated before anything is written.
// Every change expires the property's cache tags here, in the data layer, so its page, the lists and
// the proxy's 404/410 answers follow at once. Each change is written to the audit trail in its transaction.

const url = z.url({ protocol: /^https?$/ }).max(500);

export const propertyChangeSchema = z
  .object({
    reference: z.string().regex(/^[A-Z]{2,6}-\d{1,7}$/),
    status: z.enum(["AVAILABLE", "UNDER_OPTION", "SOLD", "RENTED", "WITHDRAWN"]).optional(),
    // The column is Decimal(12, 2): a larger price would fail in the database instead of being refused.
    price: z.number().positive().max(9_999_999_999.99).nullable().optional(),
    publishPrice: z.boolean().optional(),
    priceOnDemand: z.boolean().optional(),
    publishAddress: z.boolean().optional(),
    videoUrl: url.nullable().optional(),
    virtualTourUrl: url.nullable().optional(),
  })
  .strict();

export const propertyChangesSchema = z.object({ changes: z.array(propertyChangeSchema).min(1).max(500) });

export type PropertyChange = z.infer<typeof propertyChangeSchema>;

/** The marquee that goes with a new status: sold and rented are shown as such, and undone again. */
function marqueeFor(status: PropertyChange["status"], goal: number, current: number | null): number | null {
  if (status === "SOLD") return MARQUEE.SOLD;
  if (status === "RENTED") return MARQUEE.RENTED;
  if (status && (current === MARQUEE.SOLD || current === MARQUEE.RENTED)) {
    return isForSale(goal) ? MARQUEE.FOR_SALE : MARQUEE.FOR_RENT;
  }
  return current;
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
  prisma: PrismaClient = getPrisma(),
  expireCache: (...tags: string[]) => void = expire,
): Promise<{ updated: string[]; unknown: string[] }> {
  const updated: Array<{ id: number; reference: string }> = [];
  const unknown: string[] = [];
  // Published again, or cheaper: what the standing searches are told about.
  const news: number[] = [];
  await prisma.$transaction(async (tx) => {
    for (const { reference, price, ...rest } of changes) {
      const current = await tx.property.findUnique({
        where: { reference },
        select: { id: true, goal: true, ...auditedColumns },
      });
      if (!current) {
        unknown.push(reference);
        continue;
      }
      const published =
        rest.status === "AVAILABLE" && current.status !== "AVAILABLE" && current.status !== "UNDER_OPTION";
      const cheaper = typeof price === "number" && current.price !== null && price < Number(current.price);
      if (published || cheaper) news.push(current.id);
      const data = {
        ...rest,
        ...(price !== undefined ? { price, ...(isForSale(current.goal) ? {} : { monthlyRent: price }) } : {}),
        marquee: marqueeFor(rest.status, current.goal, current.marquee),
      };
      await tx.property.update({ where: { id: current.id }, data });
      const fields = Object.keys(data);
      await recordStaffAction(
        { action: "property.change", reference, before: pick(current, fields), after: data, address: origin.address },
        tx,
      );
      updated.push({ id: current.id, reference });
    }
  });
  if (updated.length) expireCache(tags.properties, ...updated.map((p) => tags.property(p.id)));
  if (news.length && (await queueAlerts(news, prisma)) > 0) {
    await sendDueDigests(prisma);
    wakeMailWorker();
  }
  return { updated: updated.map((p) => p.reference), unknown };
}
