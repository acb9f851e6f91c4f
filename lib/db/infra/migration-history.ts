import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { MigrationList } from "@prisma/schema-engine-wasm";

// The migrations of prisma/migrations against a database's history table, read without Prisma's schema
// engine (lib/db/infra/migrations.ts applies them): what the commands and the readiness check ask.

export const migrationsDir = path.join(process.cwd(), "prisma/migrations");

export function readMigrations(migrationsDir: string): MigrationList {
  const dirs = fs.existsSync(migrationsDir)
    ? fs
        .readdirSync(migrationsDir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
  const lockPath = path.join(migrationsDir, "migration_lock.toml");
  return {
    baseDir: migrationsDir,
    lockfile: {
      path: "migration_lock.toml",
      content: fs.existsSync(lockPath) ? fs.readFileSync(lockPath, "utf8") : null,
    },
    shadowDbInitScript: "",
    migrationDirectories: dirs.map((name) => ({
      path: name,
      migrationFile: {
        path: "migration.sql",
        content: { tag: "ok", value: fs.readFileSync(path.join(migrationsDir, name, "migration.sql"), "utf8") },
      },
    })),
  };
}

type RawQuery = { $queryRawUnsafe<T>(sql: string): Promise<T> };

/** The database's migration history (empty without its table), each with whether it finished. */
async function appliedHistory(prisma: RawQuery) {
  const [history] = await prisma.$queryRawUnsafe<Array<{ found: boolean }>>(
    `SELECT to_regclass('_prisma_migrations') IS NOT NULL AS found`,
  );
  if (!history?.found) return null;
  return prisma.$queryRawUnsafe<Array<{ migration_name: string; checksum: string; finished: boolean }>>(
    `SELECT migration_name, checksum, (finished_at IS NOT NULL AND rolled_back_at IS NULL) AS finished
       FROM _prisma_migrations`,
  );
}

/** The migrations of `dir`, each with Prisma's checksum (the SHA-256 of migration.sql). */
function localMigrations(dir: string) {
  return readMigrations(dir).migrationDirectories.map((m) => ({
    name: m.path,
    checksum: createHash("sha256")
      .update(m.migrationFile.content.tag === "ok" ? m.migrationFile.content.value : "")
      .digest("hex"),
  }));
}

/**
 * Whether the database has every migration of `dir` applied, each as it is written here, and no other. A
 * command then need not start the schema engine, which takes seconds to instantiate; anything else (a
 * pending, changed, failed or unknown migration, no history table) is left to applyMigrations to apply or to refuse.
 */
export async function migrationsApplied(prisma: RawQuery, dir: string = migrationsDir): Promise<boolean> {
  const rows = await appliedHistory(prisma);
  if (!rows) return false;
  const local = localMigrations(dir);
  const applied = new Map(rows.filter((r) => r.finished).map((r) => [r.migration_name, r.checksum]));
  return (
    rows.every((r) => r.finished) &&
    applied.size === local.length &&
    local.every((m) => applied.get(m.name) === m.checksum)
  );
}

/**
 * The migrations of `dir` the database lacks (not applied, failed, or applied from another text): what a
 * server of this release needs before it can serve. Migrations it does not know (a newer release's, during a
 * rolling deploy) are no reason to stop serving.
 */
export async function pendingMigrations(prisma: RawQuery, dir: string = migrationsDir): Promise<string[]> {
  const rows = (await appliedHistory(prisma)) ?? [];
  const applied = new Map(rows.filter((r) => r.finished).map((r) => [r.migration_name, r.checksum]));
  return localMigrations(dir)
    .filter((m) => applied.get(m.name) !== m.checksum)
    .map((m) => m.name);
}
