import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Connection } from "@/lib/db/infra/connection";
import { consentRecords, recordConsent } from "@/lib/db/consent";
import { createTestDatabase } from "@/tests/support/test-database";

// Proof of consent (GDPR art. 7(1)) on a real database: what is kept (for how long: retention.test.ts).
let db: Connection;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.close();
});

const visitor = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const other = "9b2f1e3a-2c4d-4e5f-8a6b-7c8d9e0f1a2b";

describe("consent records", () => {
  it("keep each choice with its time, policy version and every category accepted or rejected", async () => {
    const when = new Date("2026-11-23T10:00:00Z");
    await recordConsent({ consentId: visitor, policyVersion: 2, accepted: ["functional"] }, when, db.prisma);
    await recordConsent(
      { consentId: visitor, policyVersion: 2, accepted: ["analytical", "marketing"] },
      new Date("2026-11-24T10:00:00Z"),
      db.prisma,
    );
    expect(await consentRecords(visitor, db.prisma)).toEqual([
      {
        createdAt: when.toISOString(),
        policyVersion: 2,
        accepted: ["functional"],
        rejected: ["analytical", "marketing", "social_media", "unclassified"],
      },
      {
        createdAt: "2026-11-24T10:00:00.000Z",
        policyVersion: 2,
        accepted: ["functional", "analytical", "marketing"],
        rejected: ["social_media", "unclassified"],
      },
    ]);
  });

  it("are kept as new ones are written, however old: only the retention job deletes them", async () => {
    await recordConsent(
      { consentId: other, policyVersion: 1, accepted: [] },
      new Date("2027-01-10T11:00:00Z"),
      db.prisma,
    );
    await recordConsent(
      { consentId: other, policyVersion: 3, accepted: ["marketing"] },
      new Date("2031-01-10T12:00:00Z"),
      db.prisma,
    );
    expect((await consentRecords(other, db.prisma)).map((r) => r.createdAt)).toEqual([
      "2027-01-10T11:00:00.000Z",
      "2031-01-10T12:00:00.000Z",
    ]);
    expect(await consentRecords(visitor, db.prisma)).toHaveLength(2);
  });
});
