import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Connection } from "@/lib/db/infra/connection";
import { recordStaffAction, staffAuditTrail } from "@/lib/db/staff-audit";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { MARQUEE } from "@/lib/rules/marquee";
import { changeProperties } from "@/lib/staff/property-changes";
import { createTestDatabase, databaseKind } from "@/tests/support/test-database";

// Every change from the agency's tools leaves a row in the audit trail (what, before and after, when, from
// which address), written in the change's own transaction: one is never stored without the other.

describe(`the staff audit trail (${databaseKind})`, () => {
  let db: Connection;
  const noCache = () => {};
  const price = async (reference: string) =>
    Number((await db.prisma.property.findUniqueOrThrow({ where: { reference } })).price);

  beforeAll(async () => {
    db = await createTestDatabase();
    await db.prisma.category.create({ data: { id: 13, name: "Apartment", webId: 1 } });
    for (const [reference, goal] of [
      ["ATR-9301", 1],
      ["ATR-9302", 0],
    ] as const) {
      await db.prisma.property.create({
        data: { reference, goal, categoryId: 13, zip: "9000", city: "Gent", citySlug: "gent", price: 1200 },
      });
    }
  });
  afterAll(async () => {
    await db.close();
  });

  it("records each change with the fields before and after and the caller's address", async () => {
    const before = Date.now();
    const result = await changeProperties(
      [
        { reference: "ATR-9301", price: 1100, status: "RENTED" },
        { reference: "ATR-0000", price: 1 },
      ],
      { address: "203.0.113.7" },
      db.prisma,
      noCache,
    );
    expect(result).toEqual({ updated: ["ATR-9301"], unknown: ["ATR-0000"] });

    const trail = await staffAuditTrail(10, db.prisma);
    // The unknown reference changed nothing and is not in the trail.
    expect(trail).toHaveLength(1);
    const [row] = trail;
    expect(row).toMatchObject({
      action: "property.change",
      reference: "ATR-9301",
      address: "203.0.113.7",
      before: { status: "AVAILABLE", price: 1200, monthlyRent: null, marquee: null },
      // A rent's price is its monthly rent too; a rented property shows the "rented" marquee.
      after: { status: "RENTED", price: 1100, monthlyRent: 1100, marquee: MARQUEE.RENTED },
    });
    expect(row!.at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row!.at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("stores neither the change nor its row when writing the row fails", async () => {
    const failingAudit = new Proxy(db.prisma, {
      get(target, key, receiver) {
        if (key !== "$transaction") return Reflect.get(target, key, receiver);
        return (work: (tx: PrismaClient) => Promise<unknown>) =>
          target.$transaction((tx) =>
            work(
              new Proxy(tx, {
                get: (t, k, r) =>
                  k === "staffAudit"
                    ? { create: () => Promise.reject(new Error("audit unavailable")) }
                    : Reflect.get(t, k, r),
              }) as PrismaClient,
            ),
          );
      },
    });
    await expect(
      changeProperties([{ reference: "ATR-9302", price: 999 }], { address: null }, failingAudit, noCache),
    ).rejects.toThrow("audit unavailable");
    expect(await price("ATR-9302")).toBe(1200);
    expect((await staffAuditTrail(10, db.prisma)).filter((r) => r.reference === "ATR-9302")).toEqual([]);
  });

  it("records a revalidation with its tags", async () => {
    await recordStaffAction({ action: "cache.revalidate", after: { tags: ["properties"] }, address: null }, db.prisma);
    const [latest] = await staffAuditTrail(1, db.prisma);
    expect(latest).toMatchObject({ action: "cache.revalidate", after: { tags: ["properties"] }, address: null });
    expect(latest).not.toHaveProperty("reference");
  });
});
