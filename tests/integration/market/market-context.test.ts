import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Connection } from "@/lib/db/infra/connection";
import { importMarketFile } from "@/lib/db/market";
import { getPropertyDetail } from "@/lib/db/properties";
import { marketContextOf } from "@/lib/market/context";
import { statbelColumns } from "@/lib/rules/statbel-csv";
import { createTestDatabase, databaseKind } from "@/tests/support/test-database";

// Issue 43: what a listing's page shows of its municipality's figures, from the stored listing and the imported
// file: the municipality its record names before the one its postal code and town give, the newest year only.

const site = vi.hoisted(() => ({ prisma: null as unknown }));
vi.mock("@/lib/db/infra/prisma", () => ({ getPrisma: () => site.prisma }));
vi.mock("next/cache", () => ({ unstable_cache: (read: () => unknown) => read, revalidateTag: () => {} }));

// houses, houses 2–3 façades, houses 4+ façades, apartments: sales, median, q1, q3 each.
const row = (nis: string, fr: string, nl: string, year: number, apartments: string) =>
  [nis, fr, nl, year, "100,400000,300000,500000", "90,380000,290000,450000", "10,,,", apartments].join(",");
const csv = [
  statbelColumns.join(","),
  row("21004", "BRUXELLES", "BRUSSEL", 2023, "900,250000,190000,330000"),
  row("21004", "BRUXELLES", "BRUSSEL", 2024, "1000,260000,200000,350000"),
  row("21009", "IXELLES", "ELSENE", 2023, "950,330000,230000,440000"),
  row("21009", "IXELLES", "ELSENE", 2024, "957,340000,235000,451000"),
  row("21015", "SCHAERBEEK", "SCHAARBEEK", 2023, "900,250000,190000,330000"),
  row("21015", "SCHAERBEEK", "SCHAARBEEK", 2024, "4,,,"),
].join("\n");

describe(`where a listing's price stands, from the database (${databaseKind})`, () => {
  let db: Connection;
  const ids: Record<string, number> = {};
  const context = async (reference: string) => marketContextOf((await getPropertyDetail(ids[reference]!, "fr"))!, "fr");

  beforeAll(async () => {
    db = await createTestDatabase();
    site.prisma = db.prisma;
    await importMarketFile({ fileName: "statbel-test.csv", text: csv }, db.prisma);
    await db.prisma.category.create({ data: { id: 13, name: "Apartment", webId: 1 } });
    await db.prisma.category.create({ data: { id: 11, name: "House", webId: 1 } });
    const listings = [
      // 1050 serves Ixelles and the City of Brussels: the town decides, or the record names the municipality.
      ["ATR-9501", 13, "1050", "Ixelles", null, 395_000],
      ["ATR-9502", 13, "1050", "Ixelles", "21004", 395_000],
      ["ATR-9503", 13, "1030", "Schaerbeek", null, 240_000],
      ["ATR-9504", 11, "1050", "Ixelles", null, 650_000],
      ["ATR-9505", 13, "1000", "Bruxelles", null, 199_000],
    ] as const;
    for (const [reference, categoryId, zip, city, municipalityCode, price] of listings) {
      const { id } = await db.prisma.property.create({
        data: {
          reference,
          goal: 0,
          categoryId,
          zip,
          city,
          citySlug: city.toLowerCase(),
          municipalityCode,
          price,
          facades: categoryId === 11 ? 4 : null,
          translations: { create: [{ locale: "fr", title: reference, slug: "bien", description: "" }] },
        },
      });
      ids[reference] = id;
    }
  });
  afterAll(async () => {
    await db.close();
  });

  it("places an apartment in Ixelles among Ixelles' apartments of the newest year", async () => {
    expect(await context("ATR-9501")).toMatchObject({
      shown: true,
      nisCode: "21009",
      municipality: "Ixelles",
      figures: { dwelling: "APARTMENTS", year: 2024, sales: 957, q1: 235_000, median: 340_000, q3: 451_000 },
      price: { amount: 395_000, band: "medianToQ3" },
    });
  });

  it("reads the municipality the record names before the one its postal code and town give", async () => {
    expect(await context("ATR-9502")).toMatchObject({
      shown: true,
      nisCode: "21004",
      municipality: "Bruxelles",
      figures: { year: 2024, median: 260_000 },
      price: { band: "aboveQ3" },
    });
  });

  it("shows nothing where the newest year has no published price, even when an older year has one", async () => {
    expect(await context("ATR-9503")).toEqual({ shown: false, reason: "notPublished" });
  });

  it("gives a four-façade house all houses' figures when its kind has none published, and says so", async () => {
    expect(await context("ATR-9504")).toMatchObject({
      shown: true,
      figures: { dwelling: "HOUSES", insteadOf: "HOUSES_OPEN", median: 400_000 },
      price: { band: "aboveQ3" },
    });
  });

  it("places a price under the first quartile", async () => {
    expect(await context("ATR-9505")).toMatchObject({ shown: true, nisCode: "21004", price: { band: "belowQ1" } });
  });
});
