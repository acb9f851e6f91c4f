import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "@/lib/generated/prisma/client";
import { parseSearchParams } from "@/lib/domain/search-params";
import { buildOrder, buildWhere } from "@/lib/db/search-sql";
import type { Connection } from "@/lib/db/infra/connection";
import { seedBulk } from "@/prisma/seed/bulk";
import { categories } from "@/lib/domain/categories";
import { createTestDatabase, databaseKind } from "../support/test-database";

// The searches of spec §1 (goal, type, city, zip, price, bedrooms, date), built by the search's own
// code, must read an index in order. With sequential scans priced out, EXPLAIN shows which one.
const page = (raw: Record<string, string>, goal: "sale" | "rent" = "sale", categoryIds?: number[]) => {
  const params = parseSearchParams(raw);
  return Prisma.sql`SELECT p."id" FROM "Property" p WHERE ${buildWhere(params, { goal, showClosed: true, categoryIds })}
    ORDER BY ${buildOrder(params.sort)} LIMIT 24 OFFSET 240`;
};
// "ordered": the index delivers the order, nothing is sorted. The others are selective filters that
// read their own index and sort only their few matches.
const searches: [string, Prisma.Sql, "ordered" | "selective"][] = [
  ["newest first", page({}), "ordered"],
  ["price, lowest first", page({ sort: "price-asc", minPrice: "200000" }), "ordered"],
  ["price, highest first, for rent", page({ sort: "price-desc" }, "rent"), "ordered"],
  ["type", page({ sort: "type" }), "ordered"],
  ["city", page({ sort: "city" }), "ordered"],
  ["price per m², lowest first", page({ sort: "m2-price-asc", minPricePerM2: "2000" }), "ordered"],
  ["a type and a budget", page({ maxPrice: "400000" }, "sale", [13]), "selective"],
  ["bedrooms", page({ minBedrooms: "4" }), "selective"],
  ["a city", page({ q: "Liège" }), "selective"],
  ["a postal code", page({ q: "1050" }), "selective"],
  [
    "home page, newest of either goal",
    Prisma.sql`SELECT id FROM "Property" WHERE status IN ('AVAILABLE', 'UNDER_OPTION') ORDER BY "publishedAt" DESC LIMIT 6`,
    "ordered",
  ],
  [
    "a map viewport (the markers probe of lib/db/search-map.ts)",
    Prisma.sql`SELECT p."id" FROM "Property" p WHERE ${buildWhere(parseSearchParams({}), { goal: "sale", showClosed: true, bbox: [50.8, 4.3, 50.9, 4.4] })} ORDER BY p."goal", p."latitude" LIMIT 301`,
    "selective",
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

  it.each(searches)("%s reads an index of the property table (%s)", async (_, sql, kind) => {
    const plan = await db.prisma.$transaction(async (tx) => {
      await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
      return tx.$queryRaw<{ "QUERY PLAN": string }[]>`EXPLAIN ${sql}`;
    });
    const text = plan.map((row) => row["QUERY PLAN"]).join("\n");
    expect(text).toMatch(/Index (Only )?Scan|Bitmap Index Scan/);
    expect(text).not.toMatch(/Seq Scan on "Property"/);
    if (kind === "ordered") expect(text).not.toMatch(/\bSort\b/);
  });
});
