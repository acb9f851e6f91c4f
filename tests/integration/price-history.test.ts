import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Connection } from "@/lib/db/infra/connection";
import { getPropertyDetail } from "@/lib/db/properties";
import { changeProperties } from "@/lib/staff/property-changes";
import { createTestDatabase, databaseKind } from "@/tests/support/test-database";

// Every price and status change from the agency's tools is kept with its date and source, and a drop is
// what the cards and the page show as "price lowered"; a price the listing does not publish never leaves
// the data layer, in its history either.

const site = vi.hoisted(() => ({ prisma: null as unknown }));
vi.mock("@/lib/db/infra/prisma", () => ({ getPrisma: () => site.prisma }));
vi.mock("next/cache", () => ({ unstable_cache: (read: () => unknown) => read, revalidateTag: () => {} }));

describe(`a listing's price history (${databaseKind})`, () => {
  let db: Connection;
  const noCache = () => {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    db = await createTestDatabase();
    site.prisma = db.prisma;
    await db.prisma.category.create({ data: { id: 13, name: "House", webId: 1 } });
    for (const [reference, publishPrice] of [
      ["ATR-9401", true],
      ["ATR-9402", false],
    ] as const) {
      const { id } = await db.prisma.property.create({
        data: {
          reference,
          goal: 0,
          categoryId: 13,
          zip: "9000",
          city: "Gent",
          citySlug: "gent",
          price: 420_000,
          publishPrice,
          translations: { create: [{ locale: "en", title: `House ${reference}`, slug: "house", description: "" }] },
        },
      });
      ids[reference] = id;
    }
  });
  afterAll(async () => {
    await db.close();
  });

  it("keeps a staff change of price and status with its date and source, and a drop as 'price lowered'", async () => {
    const before = Date.now();
    await changeProperties([{ reference: "ATR-9401", price: 395_000 }], { address: null }, db.prisma, noCache);
    await changeProperties([{ reference: "ATR-9401", status: "UNDER_OPTION" }], { address: null }, db.prisma, noCache);

    const history = await db.prisma.propertyHistory.findMany({
      where: { propertyId: ids["ATR-9401"] },
      orderBy: { id: "asc" },
    });
    expect(history.map(({ field, before, after, source }) => ({ field, before, after, source }))).toEqual([
      { field: "price", before: "420000", after: "395000", source: "staff" },
      { field: "status", before: "AVAILABLE", after: "UNDER_OPTION", source: "staff" },
    ]);
    expect(history[0]!.at.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const detail = (await getPropertyDetail(ids["ATR-9401"]!, "en"))!;
    expect(detail.previousPrice).toBe(420_000);
    expect(new Date(detail.priceLoweredAt!).getTime()).toBe(history[0]!.at.getTime());
    expect(detail.history.map((h) => [h.field, h.before, h.after])).toEqual([
      ["price", "420000", "395000"],
      ["status", "AVAILABLE", "UNDER_OPTION"],
    ]);
  });

  it("a rise back to the old price ends 'price lowered'; a change of status alone writes no price row", async () => {
    await changeProperties([{ reference: "ATR-9401", price: 420_000 }], { address: null }, db.prisma, noCache);
    const row = await db.prisma.property.findUniqueOrThrow({ where: { id: ids["ATR-9401"] } });
    expect(row.previousPrice).toBeNull();
    expect(row.priceLoweredAt).toBeNull();
    const prices = await db.prisma.propertyHistory.count({
      where: { propertyId: ids["ATR-9401"], field: "price" },
    });
    expect(prices).toBe(2);
  });

  it("a listing without a published price shows neither its drop nor its price history", async () => {
    await changeProperties([{ reference: "ATR-9402", price: 380_000 }], { address: null }, db.prisma, noCache);
    expect(await db.prisma.propertyHistory.count({ where: { propertyId: ids["ATR-9402"] } })).toBe(1);
    const detail = (await getPropertyDetail(ids["ATR-9402"]!, "en"))!;
    expect(detail.price).toBeNull();
    expect(detail.previousPrice).toBeNull();
    expect(detail.history).toEqual([]);
  });
});
