import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import type { SchemaEngine } from "@prisma/schema-engine-wasm";
import { migrationsApplied, migrationsDir, readMigrations } from "./migration-history";

export { migrationsApplied, migrationsDir, pendingMigrations } from "./migration-history";

// Prisma's schema engine as WebAssembly (npm), so migrations run with no native engine download.
// It talks to the database through the same driver adapter as the site.

export const schemaPath = path.join(process.cwd(), "prisma/schema.prisma");
const noFilters = { externalTables: [], externalEnums: [] };

// Neither driver adapter runs a migration script safely: pglite-prisma-adapter 0.7 starts it without
// awaiting it (a failing migration would be recorded as applied) and @prisma/adapter-pg 7.10 splits it
// at every ";" (breaking function bodies). Both databases run a whole script as one simple query.
type ScriptClient = { exec?(sql: string): Promise<unknown>; query(sql: string): Promise<unknown> };

function wholeScripts(adapter: SqlDriverAdapter): SqlDriverAdapter {
  const client = (adapter as unknown as { client: ScriptClient }).client;
  adapter.executeScript = async (script: string) => {
    await (client.exec ? client.exec(script) : client.query(script));
  };
  return adapter;
}

function migrationAware(factory: SqlMigrationAwareDriverAdapterFactory): SqlMigrationAwareDriverAdapterFactory {
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => wholeScripts(await factory.connect()),
    connectToShadowDb: async () => wholeScripts(await factory.connectToShadowDb()),
  };
}

// wasm-bindgen's glue module holds the instance in module state: instantiate once per process.
let glue: Promise<{ SchemaEngine: typeof SchemaEngine }> | undefined;

function loadGlue() {
  glue ??= (async () => {
    const bgPath = createRequire(import.meta.url).resolve("@prisma/schema-engine-wasm/schema_engine_bg");
    const bg = await import(bgPath);
    const { instance } = await WebAssembly.instantiate(
      fs.readFileSync(path.join(path.dirname(bgPath), "schema_engine_bg.wasm")),
      {
        "./schema_engine_bg.js": bg,
      },
    );
    bg.__wbg_set_wasm(instance.exports);
    (instance.exports as { __wbindgen_start(): void }).__wbindgen_start();
    return bg;
  })();
  return glue;
}

async function withEngine<T>(
  factory: SqlMigrationAwareDriverAdapterFactory,
  run: (engine: SchemaEngine) => Promise<T>,
): Promise<T> {
  const { SchemaEngine } = await loadGlue();
  const bound = bindMigrationAwareSqlAdapterFactory(migrationAware(factory));
  const engine = await SchemaEngine.new(
    { datamodels: [["schema.prisma", fs.readFileSync(schemaPath, "utf8")]] },
    () => {},
    bound,
  );
  try {
    return await run(engine);
  } catch (error) {
    // The engine reports a database error only by its id in the adapter's registry: put the cause back.
    const id = /External error id#(\d+)/.exec(String((error as Error).message))?.[1];
    const cause = id ? bound.errorRegistry.consumeError(Number(id))?.error : undefined;
    if (cause) (error as Error).message += `\nCaused by: ${(cause as Error).message ?? JSON.stringify(cause)}`;
    throw error;
  } finally {
    engine.free();
  }
}

/** Applies every migration not yet applied; returns the names applied now. */
export async function applyMigrations(
  factory: SqlMigrationAwareDriverAdapterFactory,
  dir: string = migrationsDir,
): Promise<string[]> {
  return withEngine(factory, async (engine) => {
    const result = await engine.applyMigrations({ migrationsList: readMigrations(dir), filters: noFilters });
    return result.appliedMigrationNames;
  });
}

/** Writes prisma/migrations/<timestamp>_<name>/migration.sql for the schema's changes; null when nothing changed. */
export async function createMigration(
  factory: SqlMigrationAwareDriverAdapterFactory,
  name: string,
): Promise<string | null> {
  const migrations = readMigrations(migrationsDir);
  // createMigration in the WebAssembly engine refuses an adapter's shadow database; diff accepts it.
  const { stdout } = await withEngine(factory, (engine) =>
    engine.diff({
      from: migrations.migrationDirectories.length ? { tag: "migrations", ...migrations } : { tag: "empty" },
      to: { tag: "schemaDatamodel", files: [{ path: schemaPath, content: fs.readFileSync(schemaPath, "utf8") }] },
      script: true,
      exitCode: null,
      filters: noFilters,
    }),
  );
  const script = stdout ?? "";
  if (!script.trim() || /^-- This is an empty migration\.?\s*$/.test(script.trim())) return null;
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const dir = path.join(migrationsDir, `${stamp}_${name}`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "migration.sql"), script);
  const lockPath = path.join(migrationsDir, "migration_lock.toml");
  if (!fs.existsSync(lockPath)) fs.writeFileSync(lockPath, 'provider = "postgresql"\n');
  return dir;
}

/** Applies what is pending, starting the schema engine only when something is. */
export async function migrateIfNeeded(
  connection: { adapter: SqlMigrationAwareDriverAdapterFactory; prisma: Parameters<typeof migrationsApplied>[0] },
  dir: string = migrationsDir,
): Promise<string[]> {
  if (await migrationsApplied(connection.prisma, dir)) return [];
  return applyMigrations(connection.adapter, dir);
}
