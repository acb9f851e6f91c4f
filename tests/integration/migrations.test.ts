import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Connection } from "@/lib/db/infra/connection";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { applyMigrations, migrationsApplied, migrationsDir, pendingMigrations } from "@/lib/db/infra/migrations";
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
      "Municipality",
      "MarketFigure",
      "MarketImport",
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

  it("tells a database that holds every migration as written, so a command need not start the engine", async () => {
    expect(await migrationsApplied(db.prisma)).toBe(true);
    expect(await pendingMigrations(db.prisma)).toEqual([]);
  });

  it("does not count a newer release's migration, which a rolling deploy applies before this server stops, as pending", async () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
    try {
      fs.cpSync(migrationsDir, copy, { recursive: true });
      const [last] = fs
        .readdirSync(copy)
        .filter((name) => /^\d/.test(name))
        .sort()
        .reverse();
      fs.rmSync(path.join(copy, last!), { recursive: true });
      expect(await migrationsApplied(db.prisma, copy)).toBe(false);
      expect(await pendingMigrations(db.prisma, copy)).toEqual([]);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });

  it("tells one that lacks a migration, or whose migration differs from the file, as not up to date", async () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
    try {
      fs.cpSync(migrationsDir, copy, { recursive: true });
      const pending = path.join(copy, "29991231000000_later", "migration.sql");
      fs.mkdirSync(path.dirname(pending));
      fs.writeFileSync(pending, "SELECT 1;\n");
      expect(await migrationsApplied(db.prisma, copy)).toBe(false);
      expect(await pendingMigrations(db.prisma, copy)).toEqual(["29991231000000_later"]);
      fs.rmSync(path.dirname(pending), { recursive: true });
      const [first] = fs
        .readdirSync(copy)
        .filter((name) => /^\d/.test(name))
        .sort();
      fs.appendFileSync(path.join(copy, first!, "migration.sql"), "\n-- edited after it was applied\n");
      expect(await migrationsApplied(db.prisma, copy)).toBe(false);
      expect(await pendingMigrations(db.prisma, copy)).toEqual([first]);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
});
