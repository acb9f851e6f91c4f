import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Connection } from "@/lib/db/infra/connection";
import { runSearch } from "@/lib/db/search";
import { buildOrder, buildWhere } from "@/lib/db/search-sql";
import { mapPoints } from "@/lib/db/search-map";
import { Prisma } from "@/lib/generated/prisma/client";
import { parseSearchParams } from "@/lib/domain/search-params";
import { encodePolygon, ringContains, ringToSqlPolygon, type LatLng } from "@/lib/rules/polygon";
import { createTestDatabase, databaseKind } from "../../support/test-database";
import { seedListings } from "./search-listings";

// The listings of search-listings.ts lie on a diagonal: the n-th (from 0) at 50.5 + 0.05n, 4 + 0.05n.
const at = (n: number): LatLng => [50.5 + n * 0.05, 4 + n * 0.05];
// S02 and S03 inside, S01 and S04 outside.
const around23: LatLng[] = [
  [50.52, 4.02],
  [50.52, 4.12],
  [50.62, 4.12],
  [50.62, 4.02],
];
// A triangle with S04 and S06 on two of its corners and S05 on the edge between them.
const edges: LatLng[] = [at(3), at(5), [50.65, 4.35]];

describe(`a search area drawn on the map, on the ${databaseKind} database`, () => {
  let db: Connection;
  const search = (raw: Record<string, string>) =>
    runSearch("sale", parseSearchParams(raw), "en", { showClosed: true }, db.prisma);
  const refs = (cards: { reference: string }[]) => cards.map((c) => c.reference).sort();

  beforeAll(async () => {
    db = await createTestDatabase();
    await seedListings(db);
  });
  afterAll(() => db?.close());

  it("lists only what lies inside the area, in the list and on the map", async () => {
    const polygon = encodePolygon(around23)!;
    expect(refs((await search({ polygon })).cards)).toEqual(["S02", "S03"]);
    const map = await mapPoints("sale", parseSearchParams({ polygon }), "en", undefined, true, db.prisma);
    expect(map.points.map((p) => p.kind === "property" && p.title.slice(0, 3)).sort()).toEqual(["S02", "S03"]);
  });

  it("counts a property on a corner or an edge as inside", async () => {
    expect(refs((await search({ polygon: encodePolygon(edges)! })).cards)).toEqual(["S04", "S05", "S06"]);
  });

  it("adds to the other filters, and a bad area is ignored rather than refused", async () => {
    const polygon = encodePolygon(around23)!;
    expect(refs((await search({ polygon, minBedrooms: "4" })).cards)).toEqual(["S03"]);
    expect((await search({ polygon: "not an area" })).total).toBe((await search({})).total);
  });

  it("finds communes chosen from the list, beside a typed place", async () => {
    expect(refs((await search({ towns: "gent,leuven" })).cards)).toEqual(["S03", "S04"]);
    expect(refs((await search({ towns: "gent", q: "1050" })).cards)).toEqual(["S01", "S03"]);
  });

  it("agrees with the alerts' test (ringContains) on points on, near and off the edges", async () => {
    const rings: LatLng[][] = [around23, edges];
    const points: LatLng[] = [];
    for (const ring of rings) {
      for (const [i, [lat, lng]] of ring.entries()) {
        const [nLat, nLng] = ring[(i + 1) % ring.length]!;
        const mid: LatLng = [(lat + nLat) / 2, (lng + nLng) / 2];
        points.push([lat, lng], mid);
        for (const d of [5e-7, 2e-6, 1e-4])
          points.push([mid[0] + d, mid[1]], [mid[0] - d, mid[1]], [mid[0], mid[1] + d], [lat + d, lng - d]);
      }
    }
    for (const ring of rings) {
      const sql = ringToSqlPolygon(ring);
      for (const [lat, lng] of points) {
        const [row] = await db.prisma.$queryRaw<{ inside: boolean }[]>`
          SELECT ${sql}::polygon @> point(${lng}::float8, ${lat}::float8) AS inside`;
        expect([lat, lng, row!.inside]).toEqual([lat, lng, ringContains(ring, [lat, lng])]);
      }
    }
  });

  describe("at 100 000 properties", () => {
    beforeAll(async () => {
      // Spread over Belgium's extent, one in three for rent, as many goals and places as a large agency has.
      await db.prisma.$executeRawUnsafe(`
        INSERT INTO "Property" ("reference", "goal", "categoryId", "zip", "city", "citySlug", "latitude", "longitude",
          "price", "publishedAt", "updatedAt")
        SELECT 'AREA-' || g, CASE WHEN g % 3 = 0 THEN 1 ELSE 0 END, 11, (1000 + g % 8000)::text, 'Town ' || (g % 500),
          'town-' || (g % 500), 49.5 + ((g * 7919) % 20000) / 10000.0, 2.55 + ((g * 104729) % 38000) / 10000.0,
          100000 + g, now() - (g || ' minutes')::interval, now()
        FROM generate_series(1::bigint, 100000::bigint) g`);
      await db.prisma.$executeRawUnsafe("ANALYZE");
    });

    it("reads the map's index for the area's rectangle, never every property", async () => {
      const params = parseSearchParams({ polygon: encodePolygon(around23)! });
      const where = buildWhere(params, { goal: "sale", showClosed: true });
      for (const sql of [
        Prisma.sql`SELECT 1 FROM "Property" p WHERE ${where} LIMIT 1001`,
        Prisma.sql`SELECT p."id" FROM "Property" p WHERE ${where} ORDER BY ${buildOrder(params.sort)} LIMIT 24`,
      ]) {
        const plan = await db.prisma.$queryRaw<{ "QUERY PLAN": string }[]>`EXPLAIN ${sql}`;
        const text = plan.map((row) => row["QUERY PLAN"]).join("\n");
        expect(text).not.toMatch(/Seq Scan on "Property"/);
        expect(text).toMatch(/Property_goal_latitude_longitude_listingRank_idx/);
      }
      const inside = (
        await db.prisma.property.findMany({
          where: { goal: 0, listingRank: { lte: 1 } },
          select: { latitude: true, longitude: true },
        })
      ).filter((p) => p.latitude !== null && ringContains(around23, [p.latitude, p.longitude!]));
      const result = await runSearch("sale", params, "en", { showClosed: true }, db.prisma);
      expect([result.total, result.exact]).toEqual([inside.length, true]);
    });
  });
});
