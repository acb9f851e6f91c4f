import type { Database } from "@/lib/db/database";
import { categoryTree, createCategoryTree } from "@/lib/db/synced-categories";
import { categories as siteTree } from "@/lib/domain/categories";
import type { CategoryChoice } from "./mapping";

/**
 * The categories listings are filed under. A database without any (a fresh one) gets the site's tree
 * (lib/domain/categories.ts) written first, or, in a dry run that writes nothing, read as if it were there.
 */
export async function categoryChoices(dryRun: boolean, db: Database): Promise<CategoryChoice[]> {
  const stored = await categoryTree(db);
  if (stored.length) return stored;
  if (dryRun) return siteTree.map((c) => ({ ...c, names: [c.name, ...Object.values(c.names)] }));
  await createCategoryTree(siteTree, db);
  return categoryTree(db);
}
