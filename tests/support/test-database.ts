import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { openConnection, type Connection } from "@/lib/db/infra/connection";
import { applyMigrations, migrationsDir } from "@/lib/db/infra/migrations";

// Each test file gets its own database: in memory by default, or a fresh database on the server
// named by TEST_DATABASE_URL (created here, dropped on close). One in memory starts as a copy of the run's migrated
// one (tests/support/migrated-template.ts) unless the test asks for other migrations.

export const serverUrl = process.env.TEST_DATABASE_URL;
export const databaseKind = serverUrl ? "server" : "embedded";

/** `migrations`: another folder of migrations to apply (a test of one migration applies those before it). */
export async function createTestDatabase(migrations?: string): Promise<Connection> {
  if (!serverUrl) {
    const migrated = migrations ? undefined : inject("migratedDataDir");
    const connection = openConnection({
      kind: "memory",
      from: migrated ? new Blob([fs.readFileSync(migrated)]) : undefined,
    });
    // Started before it is handed over: a copy loads on its first query, and a test whose first query is a
    // transaction would spend Prisma's 2 s wait for one on that start when the machine is busy.
    await connection.opened;
    if (!migrated) await applyMigrations(connection.adapter, migrations);
    return connection;
  }
  const name = `immo_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const connection = openConnection({ kind: "server", url: url.toString(), poolSize: 4 });
  await applyMigrations(connection.adapter, migrations);
  return {
    ...connection,
    async close() {
      await connection.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * A database as it was before `migration` (a test of that migration fills it, then applies the rest), and the
 * folder its migrations were copied to, which the test removes when done.
 */
export async function createDatabaseBefore(migration: string): Promise<{ db: Connection; folder: string }> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  for (const entry of fs.readdirSync(migrationsDir)) {
    if (entry < migration || entry === "migration_lock.toml") {
      fs.cpSync(path.join(migrationsDir, entry), path.join(folder, entry), { recursive: true });
    }
  }
  return { db: await createTestDatabase(folder), folder };
}
