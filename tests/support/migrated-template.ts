import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openConnection } from "@/lib/db/infra/connection";
import { applyMigrations } from "@/lib/db/infra/migrations";

// The integration run's global setup, on the embedded database: the migrations applied once, into a database whose
// data folder each test file's own starts from (tests/support/test-database.ts). A new embedded database's start
// and the migrations took 3 to 10 s of each file on two loaded cores, starting from the copy half a second (the
// run of the content-sync and mail files: 92 s before, 79 s after). On the PostgreSQL server, where a file's
// migrations take little, a copy of a migrated database saved nothing measurable (63 s and 62 s): none is made.

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated embedded database's data folder, as a gzipped tarball. */
    migratedDataDir?: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const connection = openConnection({ kind: "memory" });
  await applyMigrations(connection.adapter);
  const tarball = await connection.dumpDataDir!();
  await connection.close();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "migrated-template-"));
  const file = path.join(folder, "data.tar.gz");
  fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  project.provide("migratedDataDir", file);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
