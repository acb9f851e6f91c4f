import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openConnection } from "@/lib/db/infra/connection";
import { applyMigrations, createMigration, migrationsDir } from "@/lib/db/infra/migrations";

// These use a scratch in-memory database whatever the run, so they run once.
describe("the migration history", () => {
  it("matches prisma/schema.prisma, so a schema change without its migration fails here", async () => {
    const scratch = openConnection({ kind: "memory" });
    try {
      expect(await createMigration(scratch.adapter, "unexpected_drift")).toBeNull();
    } finally {
      await scratch.close();
    }
  });

  it("stops at a failing migration instead of recording it as applied", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
    fs.cpSync(migrationsDir, dir, { recursive: true });
    fs.mkdirSync(path.join(dir, "29991231000000_broken"));
    fs.writeFileSync(
      path.join(dir, "29991231000000_broken", "migration.sql"),
      'ALTER TABLE "NoSuchTable" ADD COLUMN "x" INTEGER;',
    );
    const scratch = openConnection({ kind: "memory" });
    try {
      await expect(applyMigrations(scratch.adapter, dir)).rejects.toThrow(/NoSuchTable/);
      const finished = await scratch.prisma.$queryRaw<{ migration_name: string }[]>`
        SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL`;
      expect(finished.map((m) => m.migration_name)).not.toContain("29991231000000_broken");
    } finally {
      await scratch.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
