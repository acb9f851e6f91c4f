import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Connection } from "@/lib/db/infra/connection";
import { importMarketFile, MarketFileRefused, readMunicipalityMarket } from "@/lib/db/market";
import { createTestDatabase, databaseKind } from "@/tests/support/test-database";

// `npm run market:import` on this run's database: the shipped file loaded whole, the same file again changing
// nothing, a broken file refused with nothing written, next year's file adding its year and its revisions, and
// no visitor's data touched by any of it.

const site = vi.hoisted(() => ({ prisma: null as unknown }));
vi.mock("@/lib/db/infra/prisma", () => ({ getPrisma: () => site.prisma }));
vi.mock("next/cache", () => ({ unstable_cache: (read: () => unknown) => read, revalidateTag: () => {} }));

const fileName = "statbel-municipality-prices-2010-2024.csv";
const shipped = fs.readFileSync(path.resolve("data/statbel", fileName), "utf8");
const lines = shipped.trimEnd().split("\n");
const lineOf = (nisCode: string, year: number) =>
  lines.findIndex((l) => l.startsWith(`${nisCode},`) && l.split(",")[3] === String(year));

describe(`loading Statbel's figures (${databaseKind})`, () => {
  let db: Connection;
  const load = (text: string, name = fileName) => importMarketFile({ fileName: name, text }, db.prisma);
  /** Every figure, in one comparable form. */
  const allFigures = async () =>
    (
      await db.prisma.marketFigure.findMany({ orderBy: [{ nisCode: "asc" }, { dwelling: "asc" }, { year: "asc" }] })
    ).map((f) => `${f.nisCode}/${f.dwelling}/${f.year}:${f.sales}/${f.q1}/${f.median}/${f.q3}`);
  /** What visitors made, as the site would show or mail it. */
  const visitorsData = async () => ({
    submissions: await db.prisma.formSubmission.findMany({ orderBy: { id: "asc" } }),
    searches: await db.prisma.standingSearch.findMany({ orderBy: { id: "asc" } }),
    views: await db.prisma.propertyPageView.findMany({ orderBy: { day: "asc" } }),
  });
  let visitorsBefore: Awaited<ReturnType<typeof visitorsData>>;

  beforeAll(async () => {
    db = await createTestDatabase();
    site.prisma = db.prisma;
    const p = db.prisma;
    await p.category.create({ data: { id: 21, name: "Apartment", webId: 2 } });
    const property = await p.property.create({
      data: {
        reference: "ATR-4301",
        goal: 0,
        categoryId: 21,
        zip: "1050",
        city: "Ixelles",
        citySlug: "ixelles",
        translations: { create: [{ locale: "fr", title: "Appartement", slug: "appartement", description: "" }] },
      },
    });
    await p.formSubmission.create({
      data: {
        kind: "VISIT_REQUEST",
        locale: "fr",
        email: "claire@example.be",
        emailKey: "claire@example.be",
        payload: { message: "Une visite samedi ?" },
        propertyId: property.id,
      },
    });
    await p.standingSearch.create({
      data: {
        email: "jan@example.be",
        locale: "nl",
        goal: 0,
        categoryIds: [21],
        regions: [],
        zips: ["1050"],
        cities: [],
      },
    });
    await p.propertyPageView.create({
      data: { propertyId: property.id, day: new Date("2026-12-01T00:00:00Z"), views: 7 },
    });
    visitorsBefore = await visitorsData();
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });

  it("loads the shipped file whole on first import, with its record", async () => {
    expect(await load(shipped)).toEqual({
      rows: 8475,
      municipalities: 565,
      firstYear: 2010,
      lastYear: 2024,
      rowsWritten: 8475,
      municipalitiesAdded: 565,
      municipalitiesRenamed: 0,
    });
    expect(await db.prisma.municipality.count()).toBe(565);
    expect(await db.prisma.marketFigure.count()).toBe(8475 * 4);
    expect(await db.prisma.municipality.findUnique({ where: { nisCode: "21009" } })).toMatchObject({
      nameFr: "IXELLES",
      nameNl: "ELSENE",
    });
    const ixelles = { nisCode: "21009", dwelling: "APARTMENTS", year: 2024 } as const;
    expect(await db.prisma.marketFigure.findUnique({ where: { nisCode_dwelling_year: ixelles } })).toMatchObject({
      sales: 957,
      q1: 235_000,
      median: 340_000,
      q3: 451_000,
    });
    // Hove's ten apartments of 2024 were too few for Statbel to publish a price.
    const hove = { nisCode: "11021", dwelling: "APARTMENTS", year: 2024 } as const;
    expect(await db.prisma.marketFigure.findUnique({ where: { nisCode_dwelling_year: hove } })).toMatchObject({
      sales: 10,
      median: null,
      q1: null,
      q3: null,
    });
    const imports = await db.prisma.marketImport.findMany();
    expect(imports).toHaveLength(1);
    expect(imports[0]).toMatchObject({ fileName, rows: 8475, firstYear: 2010, lastYear: 2024, changed: 8475 });
    expect(imports[0]!.sha256).toMatch(/^[0-9a-f]{64}$/);
  }, 120_000);

  it("changes nothing when the same file is loaded again, and records no second import", async () => {
    const before = await allFigures();
    expect(await load(shipped)).toMatchObject({ rowsWritten: 0, municipalitiesAdded: 0, municipalitiesRenamed: 0 });
    expect(await allFigures()).toEqual(before);
    expect(await db.prisma.marketImport.count()).toBe(1);
  }, 120_000);

  it("refuses a broken file with its line and column, and writes nothing of it", async () => {
    const before = await allFigures();
    const broken = [...lines, lines[lineOf("21009", 2024)]!.replace(",2024,", ",2025,")];
    const bad = lineOf("11021", 2024);
    broken[bad] = broken[bad]!.replace(",555000,", ",555.000,");
    const refused = await load(broken.join("\n")).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(MarketFileRefused);
    expect((refused as MarketFileRefused).problems).toEqual([
      `Line ${bad + 1}, column houses_median_eur: "555.000" is not a price in whole euros (digits only, or empty where nothing was published).`,
    ]);
    expect(await allFigures()).toEqual(before);
    expect(await db.prisma.marketImport.count()).toBe(1);
  }, 120_000);

  it("adds next year's rows and one revised figure, and changes nothing else", async () => {
    const before = new Set(await allFigures());
    const next = [...lines];
    const revised = lineOf("21009", 2024);
    next[revised] = next[revised]!.replace(",957,340000,", ",958,341000,");
    for (const code of ["21009", "24062", "62063"]) next.push(next[lineOf(code, 2024)]!.replace(",2024,", ",2025,"));
    expect(await load(next.join("\n"), "statbel-municipality-prices-2010-2025.csv")).toMatchObject({
      rows: 8478,
      lastYear: 2025,
      rowsWritten: 4,
      municipalitiesAdded: 0,
      municipalitiesRenamed: 0,
    });
    const after = await allFigures();
    const added = after.filter((f) => !before.has(f));
    const kept = new Set(after);
    const gone = [...before].filter((f) => !kept.has(f));
    expect(gone).toEqual(["21009/APARTMENTS/2024:957/235000/340000/451000"]);
    expect(added).toContain("21009/APARTMENTS/2024:958/235000/341000/451000");
    expect(added.filter((f) => f.includes("/2025:"))).toHaveLength(3 * 4);
    expect(added).toHaveLength(1 + 3 * 4);
    expect(await db.prisma.marketImport.findFirst({ orderBy: { id: "desc" } })).toMatchObject({
      fileName: "statbel-municipality-prices-2010-2025.csv",
      firstYear: 2010,
      lastYear: 2025,
      changed: 4,
    });
  }, 120_000);

  it("keeps the figures a smaller file does not hold", async () => {
    const before = await allFigures();
    const header = lines[0]!;
    const oneRow = lines[lineOf("11021", 2024)]!;
    expect(await load(`${header}\n${oneRow}\n`, "hove-2024.csv")).toMatchObject({ rows: 1, rowsWritten: 0 });
    expect(await allFigures()).toEqual(before);
  }, 120_000);

  it("reads a municipality's years oldest first, with the newest year loaded", async () => {
    const market = await readMunicipalityMarket("21009");
    expect(market?.lastYear).toBe(2025);
    const years = market!.byDwelling.APARTMENTS.map((y) => y.year);
    expect(years).toEqual(Array.from({ length: 16 }, (_, i) => 2010 + i));
    expect(market!.byDwelling.APARTMENTS.find((y) => y.year === 2024)).toEqual({
      year: 2024,
      sales: 958,
      median: 341_000,
      q1: 235_000,
      q3: 451_000,
    });
    // A municipality with no 2025 row still says which year the figures are from.
    expect((await readMunicipalityMarket("11021"))?.lastYear).toBe(2025);
    expect(await readMunicipalityMarket("99999")).toBeNull();
  });

  it("takes a municipality's names as the newest file spells them, its figures unchanged", async () => {
    const before = await allFigures();
    const hove = lines.filter((l, i) => i === 0 || l.startsWith("11021,"));
    const renamed = hove.map((l) => l.replace(",HOVE,HOVE,", ",HOVE,HOVE (ANTWERPEN),"));
    expect(await load(renamed.join("\n"), "hove.csv")).toMatchObject({ rowsWritten: 0, municipalitiesRenamed: 1 });
    expect(await db.prisma.municipality.findUnique({ where: { nisCode: "11021" } })).toMatchObject({
      nameFr: "HOVE",
      nameNl: "HOVE (ANTWERPEN)",
    });
    expect(await allFigures()).toEqual(before);
    expect(await db.prisma.marketImport.findFirst({ orderBy: { id: "desc" } })).toMatchObject({ changed: 0 });
  }, 120_000);

  it("leaves every visitor's data as it was", async () => {
    expect(await visitorsData()).toEqual(visitorsBefore);
  });
});
