import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Connection } from "@/lib/db/connection";
import { seedBulk } from "@/prisma/seed/bulk";
import { categories } from "@/prisma/seed/categories";
import { createTestDatabase, databaseKind } from "../support/test-database";

// The searches of spec §1 (goal, type, city, zip, price, bedrooms, date) must be able to use an index.
// With sequential scans priced out, EXPLAIN shows which index the planner would take.
const searches: [string, string][] = [
  [
    "newest first",
    `SELECT id FROM "Property" WHERE goal = 0 AND status = 'AVAILABLE' ORDER BY "publishedAt" DESC LIMIT 24`,
  ],
  [
    "home page, newest of either goal",
    `SELECT id FROM "Property" WHERE status IN ('AVAILABLE', 'UNDER_OPTION') ORDER BY "publishedAt" DESC LIMIT 6`,
  ],
  ["by price", `SELECT id FROM "Property" WHERE goal = 0 AND price BETWEEN 200000 AND 400000 ORDER BY price LIMIT 24`],
  ["by type and price", `SELECT id FROM "Property" WHERE goal = 1 AND "categoryId" = 13 ORDER BY price LIMIT 24`],
  ["by bedrooms", `SELECT id FROM "Property" WHERE goal = 0 AND bedrooms >= 4 LIMIT 24`],
  ["by city", `SELECT id FROM "Property" WHERE "citySlug" = 'liege' LIMIT 24`],
  ["by zip", `SELECT id FROM "Property" WHERE zip = '1050' LIMIT 24`],
  [
    "in a map viewport",
    `SELECT id FROM "Property" WHERE latitude BETWEEN 50.8 AND 50.9 AND longitude BETWEEN 4.3 AND 4.4 LIMIT 500`,
  ],
];

describe(`search indexes on the ${databaseKind} database`, () => {
  let db: Connection;
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "bulk-media-"));
  beforeAll(async () => {
    db = await createTestDatabase();
    await db.prisma.category.createMany({
      data: categories.map((c) => ({ id: c.id, parentId: c.parentId, name: c.name, webId: c.webId })),
    });
    await seedBulk(db.prisma, publicDir, 3000);
    await db.prisma.$executeRawUnsafe("ANALYZE");
  });
  afterAll(async () => {
    await db.close();
    fs.rmSync(publicDir, { recursive: true, force: true });
  });

  it.each(searches)("%s reads an index of the property table in order", async (_, sql) => {
    const plan = await db.prisma.$transaction(async (tx) => {
      await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
      return tx.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(`EXPLAIN ${sql}`);
    });
    const text = plan.map((row) => row["QUERY PLAN"]).join("\n");
    expect(text).toMatch(/Index (Only )?Scan|Bitmap Index Scan/);
    expect(text).not.toMatch(/Seq Scan on "Property"/);
    // Where the search is sorted, the index delivers the order: no sort of the matching rows.
    expect(text).not.toMatch(/\bSort\b/);
  });
});
