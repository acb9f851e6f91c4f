import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Connection } from "@/lib/db/infra/connection";
import { mapPoints, MARKER_LIMIT } from "@/lib/db/search-map";
import { mapMarkers } from "@/lib/search/map-markers";
import { EXACT_COUNT_LIMIT, runSearch } from "@/lib/db/search";
import { candidateOf } from "@/lib/db/standing-search-alerts";
import { suggestPlaces } from "@/lib/db/suggest";
import { matchesSearch } from "@/lib/rules/standing-search";
import { PAGE_SIZE, parseSearchParams } from "@/lib/domain/search-params";
import { seedBulk } from "@/prisma/seed/bulk";
import { createTestDatabase, databaseKind } from "../../support/test-database";
import { seedListings } from "./search-listings";

const refs = (cards: { reference: string }[]) => cards.map((c) => c.reference);

describe(`property search on the ${databaseKind} database`, () => {
  let db: Connection;
  const search = (raw: Record<string, string>, goal: "sale" | "rent" = "sale", showClosed = true) =>
    runSearch(goal, parseSearchParams(raw), "fr", { showClosed }, db.prisma);

  beforeAll(async () => {
    db = await createTestDatabase();
    await seedListings(db);
  });
  afterAll(() => db.close());

  it("keeps listingRank from the status through the database trigger", async () => {
    const ranks = await db.prisma.property.findMany({
      select: { reference: true, listingRank: true },
      orderBy: { reference: "asc" },
    });
    expect(Object.fromEntries(ranks.map((r) => [r.reference, r.listingRank]))).toMatchObject({
      S01: 0,
      S07: 1,
      S08: 2,
      R03: 1,
    });
    await db.prisma.property.update({ where: { reference: "S01" }, data: { status: "UNDER_OPTION" } });
    await db.prisma.property.update({ where: { reference: "S02" }, data: { status: "SOLD" } });
    const after = await db.prisma.property.findMany({
      where: { reference: { in: ["S01", "S02"] } },
      select: { reference: true, listingRank: true },
    });
    expect(Object.fromEntries(after.map((r) => [r.reference, r.listingRank]))).toEqual({ S01: 0, S02: 1 });
    await db.prisma.property.update({ where: { reference: "S02" }, data: { status: "AVAILABLE" } });
  });

  it("keeps the price per m² from the published price and the living area through the database trigger", async () => {
    const perM2 = async (reference: string) =>
      (await db.prisma.property.findUniqueOrThrow({ where: { reference }, select: { pricePerM2: true } })).pricePerM2;
    expect([await perM2("S01"), await perM2("S04"), await perM2("S09")]).toEqual([4500, 2542, null]);
    // A price the agency does not publish is never revealed through its price per m².
    await db.prisma.property.update({ where: { reference: "S03" }, data: { publishPrice: false } });
    expect(await perM2("S03")).toBeNull();
    expect(refs((await search({ minPricePerM2: "1" })).cards)).not.toContain("S03");
    await db.prisma.property.update({ where: { reference: "S03" }, data: { publishPrice: true, livingArea: 156 } });
    expect(await perM2("S03")).toBe(2500);
    await db.prisma.property.update({ where: { reference: "S03" }, data: { livingArea: 130 } });
    expect(await perM2("S03")).toBe(3000);
    // A viager's price is its estimated value, not what its buyer pays: it has no price per m² (issue 42).
    await db.prisma.property.update({ where: { reference: "S03" }, data: { contractType: "LIFE_ANNUITY" } });
    expect(await perM2("S03")).toBeNull();
    await db.prisma.property.update({ where: { reference: "S03" }, data: { contractType: "SALE" } });
    expect(await perM2("S03")).toBe(3000);
  });

  it("refuses a goal other than 0 and 1 (rent is stored as 1)", async () => {
    await expect(db.prisma.property.update({ where: { reference: "R01" }, data: { goal: 2 } })).rejects.toThrow();
  });

  it("lists newest first, sold last, never withdrawn, with an exact count", async () => {
    const r = await search({});
    expect(refs(r.cards)).toEqual(["S01", "S02", "S03", "S04", "S05", "S06", "S09", "S07"]);
    expect(r).toMatchObject({ total: 8, exact: true, page: 1, pages: 1 });
    expect(refs((await search({}, "rent")).cards)).toEqual(["R01", "R02", "R03"]);
  });

  it("hides sold and rented properties when the agency chooses so", async () => {
    expect(refs((await search({}, "sale", false)).cards)).not.toContain("S07");
    expect(refs((await search({}, "rent", false)).cards)).toEqual(["R01", "R02"]);
  });

  it.each([
    ["price-asc", ["S05", "S02", "S03", "S01", "S06", "S04", "S09", "S07"]],
    ["price-desc", ["S09", "S04", "S06", "S01", "S03", "S02", "S05", "S07"]],
    ["city", ["S09", "S03", "S01", "S04", "S05", "S02", "S06", "S07"]],
    ["type", ["S02", "S03", "S04", "S09", "S05", "S01", "S06", "S07"]],
    // A price on request has no price per m² and comes after every known one.
    ["m2-price-asc", ["S05", "S02", "S04", "S03", "S06", "S01", "S09", "S07"]],
  ])("sorts by %s", async (sort, expected) => {
    expect(refs((await search({ sort })).cards)).toEqual(expected);
  });

  it.each([
    [{ q: "Gent" }, ["S03"]],
    [{ q: "liege" }, ["S02"]],
    [{ q: "LIE" }, ["S02", "S05"]],
    [{ q: "1050" }, ["S01"]],
    [{ type: "11" }, ["S02", "S03", "S07"]],
    [{ type: "1" }, ["S01", "S02", "S03", "S04", "S05", "S06", "S09", "S07"]],
    [{ minPrice: "300000", maxPrice: "500000" }, ["S01", "S03", "S07"]],
    [{ minBedrooms: "4" }, ["S03", "S04", "S09"]],
    [{ minLivingArea: "200", minPlotArea: "500" }, ["S04"]],
    [{ parking: "1" }, ["S03"]],
    [{ terrace: "1" }, ["S01"]],
    [{ garden: "1" }, ["S02", "S03"]],
    [{ lift: "1" }, ["S01"]],
    [{ newBuild: "1" }, ["S04"]],
    [{ viager: "1" }, ["S06"]],
    [{ epcMax: "c" }, ["S01", "S03", "S04", "S06", "S07"]],
    // By the letter alone: Namur's a_plusplus is "A+", Ixelles' c_plus and Uccle's c are "C".
    [{ epcMin: "a_plus", epcMax: "a_plus" }, ["S07"]],
    [{ epcMin: "c", epcMax: "d" }, ["S01", "S02", "S06"]],
    [{ epcMin: "f" }, ["S05"]],
    [{ epcMin: "d", epcMax: "g" }, ["S02", "S05"]],
    [{ minPricePerM2: "2500", maxPricePerM2: "4000" }, ["S03", "S04", "S06", "S07"]],
    [{ maxPricePerM2: "2000" }, ["S02", "S05"]],
    [{ region: "brussels" }, ["S01", "S06"]],
    [{ region: "wallonia" }, ["S02", "S07"]],
    [{ region: "flanders" }, ["S03", "S04", "S05", "S09"]],
  ])("filters %o", async (raw, expected) => {
    const r = await search(raw as Record<string, string>);
    expect(refs(r.cards)).toEqual(expected);
    expect(r.total).toBe(expected.length);
  });

  // A standing search's alert and the list must agree on who matches (spec §3 and §1).
  it.each([
    { epcMax: "c" as const },
    { epcMin: "a_plus" as const, epcMax: "a_plus" as const },
    { epcMin: "c" as const, epcMax: "d" as const },
    { epcMin: "d" as const, epcMax: "g" as const },
    { minPricePerM2: 2500, maxPricePerM2: 4000 },
    { maxPricePerM2: 2000 },
  ])("finds for the standing searches' %o what the list finds", async (criteria) => {
    const listed = refs(
      (await search(Object.fromEntries(Object.entries(criteria).map(([k, v]) => [k, String(v)])))).cards,
    );
    const rows = await db.prisma.property.findMany({
      where: { goal: 0, status: { not: "WITHDRAWN" } },
      include: { category: true },
      orderBy: { reference: "asc" },
    });
    const standing = {
      goal: "sale" as const,
      categoryIds: [1, 2, 3, 4, 5],
      regions: ["brussels", "flanders", "wallonia"],
      zips: [],
      cities: [],
      ...criteria,
    };
    const alerted = rows.filter((row) => matchesSearch(standing, candidateOf(row))).map((row) => row.reference);
    expect(alerted).toEqual([...listed].sort());
  });

  it("filters furnished rentals", async () => {
    expect(refs((await search({ furnished: "1" }, "rent")).cards)).toEqual(["R01"]);
  });

  it("suggests places whatever the accents and case, and postal codes", async () => {
    expect(await suggestPlaces("lie", db.prisma)).toEqual([
      { city: "Liedekerke", zip: "1770" },
      { city: "Liège", zip: "4000" },
    ]);
    expect(await suggestPlaces("LIÈGE", db.prisma)).toEqual([{ city: "Liège", zip: "4000" }]);
    expect((await suggestPlaces("10", db.prisma)).map((s) => s.zip)).toEqual(["1040", "1050"]);
    expect(await suggestPlaces("%", db.prisma)).toEqual([]);
  });

  // LIKE's wildcards and escape are plain text here: the town search reads a range of slugs, never a pattern.
  it.each(["%", "%%", "_", "\\", "li_ge", "Li%ge", "%ège", "_iège", "li\\ège"])(
    "finds no place, and no listing, for %j",
    async (q) => {
      const r = await search({ q });
      expect(refs(r.cards)).toEqual([]);
      expect(r.total).toBe(0);
      expect(await suggestPlaces(q, db.prisma)).toEqual([]);
    },
  );

  it("shows each property on the map with its price and address when few are in view", async () => {
    const found = await mapPoints("sale", parseSearchParams({}), "nl", undefined, true, db.prisma);
    const { points, bounds } = mapMarkers(found, "nl", (key) => key);
    expect(points).toHaveLength(8);
    const s01 = points.find((p) => p.kind === "property" && p.title.startsWith("S01"));
    expect(s01).toMatchObject({
      kind: "property",
      price: "€\u00a0450.000",
      href: expect.stringMatching(/^\/nl\/te-koop\/ixelles\/s01-ixelles\/\d+\/$/),
    });
    expect(bounds).toEqual([50.5, 4, 50.9, 4.4]);
  });

  describe("at more than the exact-count limit", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "search-media-"));
    beforeAll(async () => {
      await seedBulk(db.prisma, publicDir, 2500);
      await db.prisma.$executeRawUnsafe("ANALYZE");
    });
    afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));

    it("says 'about' with the planner's estimate, and a page past the last shows the real last page", async () => {
      const first = await search({});
      expect(first.exact).toBe(false);
      expect(first.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
      const exact = await db.prisma.property.count({ where: { goal: 0, listingRank: { lte: 1 } } });
      expect(Math.abs(first.total - exact) / exact).toBeLessThan(0.25);
      const last = await search({ page: "99999" });
      expect(last.page).toBe(Math.ceil(exact / PAGE_SIZE));
      expect(last.cards.length).toBe(exact - (last.page - 1) * PAGE_SIZE);
    });

    it("sends at most a few hundred clusters to the map, whatever the zoom", async () => {
      const { points } = await mapPoints("sale", parseSearchParams({}), "fr", undefined, true, db.prisma);
      expect(points.length).toBeLessThanOrEqual(MARKER_LIMIT);
      expect(points.every((p) => p.kind === "cluster")).toBe(true);
      const inView = await db.prisma.property.count({
        where: {
          goal: 0,
          listingRank: { lte: 1 },
          latitude: { gte: 49.45, lte: 51.55 },
          longitude: { gte: 2.5, lte: 6.45 },
        },
      });
      expect(points.reduce((sum, p) => sum + (p.kind === "cluster" ? p.count : 1), 0)).toBe(inView);
    });
  });
});
