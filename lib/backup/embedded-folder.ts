import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { acquireFolderLock } from "@/lib/db/infra/folder-lock";

/** Whether the folder holds an embedded database (PostgreSQL writes PG_VERSION first). */
export function holdsDatabase(dir: string): boolean {
  return fs.existsSync(`${dir}/PG_VERSION`);
}

/**
 * Replaces the folder's database with the one in PGlite's tarball. The folder stays locked throughout, so that
 * no server starts on half a database; a running one holds the lock and the restore is refused.
 */
export async function loadIntoFolder(dir: string, tarball: Blob): Promise<void> {
  const release = acquireFolderLock(dir);
  try {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    const pglite = await PGlite.create(dir, { loadDataDir: tarball });
    try {
      await pglite.query("SELECT 1");
    } finally {
      await pglite.close();
    }
  } finally {
    release();
  }
}
