import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { openConnection, type Connection } from "@/lib/db/infra/connection";
import { applyMigrations } from "@/lib/db/infra/migrations";
import { createTestDatabase, serverUrl } from "./test-database";

// A database the operator's commands (npm run …) run against as staff run them: this run's PostgreSQL test
// database, or an embedded one in a folder of its own, migrated. The test's own connection to an embedded one
// is closed while a command runs, as the embedded database has one owner at a time.

export const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");

export interface CommandDatabase {
  /** The commands' settings: this database, and the settings given. */
  env: NodeJS.ProcessEnv;
  /** The test's connection, opened again after a command if need be. */
  open(): Promise<Connection>;
  /** Closes the test's connection to an embedded database, so that a command can open it. */
  release(): Promise<void>;
  /** Runs `npm run --silent <args>` with the settings (and `extra`); rejects on a non-zero exit. */
  npm(args: string[], extra?: Record<string, string>): Promise<{ stdout: string; stderr: string }>;
  /** Closes the connection and removes the embedded folder. */
  close(): Promise<void>;
}

export async function commandDatabase(prefix: string, settings: Record<string, string> = {}): Promise<CommandDatabase> {
  const rest: NodeJS.ProcessEnv = { ...process.env, ...settings };
  delete rest.DATABASE_URL;
  let db: Connection | null = null;
  let folder = "";
  let env: NodeJS.ProcessEnv;
  if (serverUrl) {
    db = await createTestDatabase();
    env = { ...rest, DATABASE_URL: (db.target as { url: string }).url };
  } else {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
    db = openConnection({ kind: "embedded", dataDir: folder });
    await applyMigrations(db.adapter);
    env = { ...rest, PGLITE_DATA_DIR: folder };
  }
  const release = async () => {
    if (serverUrl || !db) return;
    await db.close();
    db = null;
  };
  return {
    env,
    open: async () => (db ??= openConnection({ kind: "embedded", dataDir: folder })),
    release,
    npm: async (args, extra = {}) => {
      await release();
      return run("npm", ["run", "--silent", ...args], { cwd: root, env: { ...env, ...extra } });
    },
    close: async () => {
      await db?.close();
      db = null;
      if (folder) fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
