import "server-only";
import type { Database } from "./database";
import { getPrisma } from "./prisma";

// The uploads whose rows are gone and whose files are still to remove, each queued by a trigger in the
// statement that deleted its row (migration upload_removals); a name leaves the queue once its file has gone.

/** The queued names, oldest first; with `among`, only those of these names. */
export async function queuedUploadRemovals(among?: string[], db: Database = getPrisma()): Promise<string[]> {
  const rows = await db.uploadRemoval.findMany({
    where: among ? { storedName: { in: among } } : undefined,
    orderBy: [{ queuedAt: "asc" }, { storedName: "asc" }],
    select: { storedName: true },
  });
  return rows.map((row) => row.storedName);
}

/** Takes a name off the queue once its file is gone. */
export async function forgetUploadRemoval(storedName: string, db: Database = getPrisma()): Promise<void> {
  await db.uploadRemoval.deleteMany({ where: { storedName } });
}
