import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Connection } from "@/lib/db/infra/connection";
import { followLink, viewLink } from "@/lib/db/mailed-links";
import { applyMigrations } from "@/lib/db/infra/migrations";
import { createDatabaseBefore, databaseKind } from "@/tests/support/test-database";

// The migration that stopped storing tokens: the links mailed before it keep working (hashed in SQL by
// the database's own sha256()), a pending confirmation keeps 7 days from its subscription, and the
// tokens themselves are gone from the database.

const migration = "20261123062823_mailed_link_hashes";
const DAY = 24 * 60 * 60 * 1000;

describe(`migration ${migration} (${databaseKind})`, () => {
  let db: Connection;
  let before: string;

  beforeAll(async () => {
    ({ db, folder: before } = await createDatabaseBefore(migration));
    const recent = new Date(Date.now() - 2 * DAY);
    const old = new Date(Date.now() - 30 * DAY);
    await db.prisma.$executeRaw`
      INSERT INTO "NewsletterSubscription" (email, locale, token, "confirmedAt", "createdAt") VALUES
        ('pending@example.be', 'fr', 'pending-token', NULL, ${recent}),
        ('old@example.be', 'fr', 'old-token', NULL, ${old}),
        ('member@example.be', 'nl', 'member-token', ${old}, ${old})`;
    await db.prisma.$executeRaw`
      INSERT INTO "StandingSearch" (token, email, locale, goal, "categoryIds", regions, zips, cities, "confirmedAt", "createdAt", "updatedAt")
      VALUES ('search-token', 'search@example.be', 'de', 0, '{1}', '{flanders}', '{}', '{}', NULL, ${recent}, ${recent})`;
    await applyMigrations(db.adapter);
  });
  afterAll(async () => {
    await db?.close();
    fs.rmSync(before, { recursive: true, force: true });
  });

  it("leaves no token in the database", async () => {
    const columns = await db.prisma.$queryRaw<{ table_name: string }[]>`
      SELECT table_name FROM information_schema.columns WHERE table_schema = current_schema() AND column_name = 'token'`;
    expect(columns).toEqual([]);
    const hashes = await db.prisma.mailedLink.findMany({ select: { tokenHash: true } });
    expect(hashes).toHaveLength(7);
    expect(hashes.every(({ tokenHash }) => /^[0-9a-f]{64}$/.test(tokenHash))).toBe(true);
  });

  it("keeps every link mailed before: unsubscribe and manage links, and confirmations within their 7 days", async () => {
    expect(await viewLink("LEAVE_NEWSLETTER", "member-token", undefined, db.prisma)).toMatchObject({
      state: "open",
      email: "member@example.be",
    });
    expect(await viewLink("CONFIRM_NEWSLETTER", "pending-token", undefined, db.prisma)).toMatchObject({
      state: "open",
    });
    expect(await viewLink("CONFIRM_NEWSLETTER", "old-token", undefined, db.prisma)).toMatchObject({ state: "expired" });
    expect(await viewLink("MANAGE_SEARCH", "search-token", undefined, db.prisma)).toMatchObject({ state: "open" });
    expect(await followLink("CONFIRM_SEARCH", "search-token", undefined, db.prisma)).toBe("done");
    expect(await followLink("LEAVE_NEWSLETTER", "old-token", undefined, db.prisma)).toBe("done");
  });
});
