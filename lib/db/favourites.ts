import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import type { PropertyCard } from "@/lib/types/property";
import { cardInclude, toCard } from "./properties";
import type { Database } from "./database";
import { getPrisma } from "./infra/prisma";

/**
 * The cards of a visitor's favourites, in the order given, withdrawn ones included (the visitor is told);
 * unknown ids are left out. Not cached: each list is one visitor's, read by at most 50 ids in one query.
 */
export async function getFavouriteCards(
  ids: readonly number[],
  locale: Locale,
  db: Database = getPrisma(),
): Promise<PropertyCard[]> {
  if (ids.length === 0) return [];
  const rows = await db.property.findMany({
    where: { id: { in: [...ids] } },
    include: cardInclude(locale),
  });
  const order = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!).map((row) => toCard(row, locale));
}
