import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Connection } from "@/lib/db/connection";
import { applyMigrations } from "@/lib/db/migrations";
import { createTestDatabase, databaseKind } from "../support/test-database";

describe(`migrations on the ${databaseKind} database`, () => {
  let db: Connection;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.close());

  it("creates every table of the schema and records the migration", async () => {
    const tables = await db.prisma.$queryRaw<{ tablename: string }[]>`
      SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`;
    const names = tables.map((t) => t.tablename);
    for (const table of [
      "Property",
      "PropertyTranslation",
      "Project",
      "ProjectUnit",
      "Category",
      "Owner",
      "FormSubmission",
      "OutboxMail",
      "StandingSearch",
      "NewsletterSubscription",
      "AppointmentSlot",
      "AppointmentBooking",
      "PropertyPageView",
      "OwnerPortalEvent",
      "SiteMetadata",
      "_prisma_migrations",
    ]) {
      expect(names).toContain(table);
    }
    const applied = await db.prisma.$queryRaw<{ migration_name: string; finished_at: Date | null }[]>`
      SELECT migration_name, finished_at FROM _prisma_migrations`;
    expect(applied.length).toBeGreaterThan(0);
    expect(applied.every((m) => m.finished_at !== null)).toBe(true);
  });

  it("applies nothing the second time", async () => {
    expect(await applyMigrations(db.adapter)).toEqual([]);
  });
});
