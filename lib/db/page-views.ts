import "server-only";
import type { Database } from "./database";
import { getPrisma } from "./infra/prisma";

// Page views of property pages (owner statistics). A batch of counted requests is written with ONE
// statement: the visitor keys go in with ON CONFLICT DO NOTHING, and only the keys that were new raise
// their property's count for the day, in the same statement. Two web servers flushing the same visitor
// at once therefore count it once, and concurrent increments of one row are never lost.

export interface CountedView {
  /** Brussels calendar day, "YYYY-MM-DD". */
  day: string;
  /** The visitor key (lib/page-views/rules.ts): already holds the property. */
  key: string;
  propertyId: number;
}

/** Writes a batch; returns how many views were new (the others were that visitor's earlier that day). */
export async function recordViews(views: CountedView[], db: Database = getPrisma()): Promise<number> {
  const unique = [...new Map(views.map((v) => [`${v.day} ${v.key}`, v])).values()];
  if (unique.length === 0) return 0;
  const batch = JSON.stringify(unique.map((v) => ({ day: v.day, hash: v.key, property: v.propertyId })));
  const rows = await db.$queryRaw<Array<{ added: number }>>`
    WITH incoming AS (
      SELECT b.day::date AS day, b.hash, b.property
      FROM json_to_recordset(${batch}::json) AS b(day text, hash text, property int)
      WHERE EXISTS (SELECT 1 FROM "Property" p WHERE p.id = b.property)
    ), fresh AS (
      INSERT INTO "PageVisitor" (day, hash) SELECT day, hash FROM incoming
      ON CONFLICT DO NOTHING RETURNING day, hash
    ), counted AS (
      INSERT INTO "PropertyPageView" ("propertyId", day, views)
      SELECT i.property, i.day, count(*)::int FROM fresh f JOIN incoming i USING (day, hash) GROUP BY 1, 2
      ON CONFLICT ("propertyId", day) DO UPDATE SET views = "PropertyPageView".views + EXCLUDED.views
      RETURNING views
    )
    SELECT count(*)::int AS added FROM fresh`;
  return rows[0]?.added ?? 0;
}

/** Drops the visitor keys of days before `day`: they can no longer match, and nothing needs them. */
export async function forgetVisitorsBefore(day: string, db: Database = getPrisma()): Promise<number> {
  return db.$executeRaw`DELETE FROM "PageVisitor" WHERE day < ${day}::date`;
}
