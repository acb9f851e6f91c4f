import "server-only";
import { locales, type Locale } from "@/lib/i18n/locales";
import type { Database } from "./database";
import { getPrisma } from "./infra/prisma";

// The categories listings are filed under, as the content sync reads them to file a record, and the tree it
// writes into a database that has none.

/** A category with its names in every language, as a record's type names are matched against. */
export interface FiledCategory {
  id: number;
  parentId: number | null;
  webId: number;
  names: string[];
}

export async function categoryTree(db: Database = getPrisma()): Promise<FiledCategory[]> {
  const rows = await db.category.findMany({ include: { translations: true } });
  return rows.map((c) => ({
    id: c.id,
    parentId: c.parentId,
    webId: c.webId,
    names: [c.name, ...c.translations.map((t) => t.name)],
  }));
}

/** Writes a category tree, its names in every language, in one transaction. */
export async function createCategoryTree(
  tree: Array<{ id: number; parentId: number | null; name: string; webId: number; names: Record<Locale, string> }>,
  db: Database = getPrisma(),
): Promise<void> {
  await db.$transaction([
    db.category.createMany({
      data: tree.map((c) => ({ id: c.id, parentId: c.parentId, name: c.name, webId: c.webId })),
    }),
    db.categoryTranslation.createMany({
      data: tree.flatMap((c) => locales.map((locale) => ({ categoryId: c.id, locale, name: c.names[locale] }))),
    }),
  ]);
}
