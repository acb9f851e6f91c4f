import "server-only";
import { z } from "zod";
import { expire } from "@/lib/cache/expire";
import type { Database } from "@/lib/db/database";
import { tags } from "@/lib/db/cache-tags";
import { applyPropertyChanges, type ChangedProperty, type PropertyChange } from "@/lib/db/property-changes";
import { watchMailer } from "@/lib/mail/templates/watch-alert";
import { wakeMailWorker } from "@/lib/mail/worker";
import { queueAlerts, sendDueDigests } from "@/lib/standing-search/digest";

// What the agency's tools may change on a published property, validated before anything is written, and
// what follows a change: the property's cache tags expire, so its page, the lists and the proxy's 404/410
// answers follow at once, and the standing searches hear of a property published again or cheaper.

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
  .strict() satisfies z.ZodType<PropertyChange>;

export const propertyChangesSchema = z.object({ changes: z.array(propertyChangeSchema).min(1).max(500) });

/** Published again, or cheaper: what the standing searches are told about. */
function isNews(change: PropertyChange, { before }: ChangedProperty): boolean {
  const published = change.status === "AVAILABLE" && before.status !== "AVAILABLE" && before.status !== "UNDER_OPTION";
  const cheaper = typeof change.price === "number" && before.price !== null && change.price < before.price;
  return published || cheaper;
}

export async function changeProperties(
  changes: PropertyChange[],
  origin: { address: string | null },
  db?: Database,
  expireCache: (...tags: string[]) => void = expire,
): Promise<{ updated: string[]; unknown: string[] }> {
  const { updated, unknown } = await applyPropertyChanges(changes, origin, watchMailer, db);
  if (updated.length) expireCache(tags.properties, ...updated.map((p) => tags.property(p.id)));
  // The changes written, in order: the ones whose reference names a property.
  const written = changes.filter((c) => !unknown.includes(c.reference));
  const news = updated.filter((p, i) => isNews(written[i]!, p));
  if (
    news.length &&
    (await queueAlerts(
      news.map((p) => p.id),
      db,
    )) > 0
  ) {
    await sendDueDigests(db);
    wakeMailWorker();
  }
  return { updated: updated.map((p) => p.reference), unknown };
}
