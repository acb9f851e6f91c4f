import "server-only";
import type { Database, Transaction } from "./database";
import { getPrisma } from "./infra/prisma";

// The upload files to remove (the model's comment in prisma/schema.prisma): a deleted row's, queued by a
// trigger to go at once, and a file's being stored, queued before it is written and taken off by its
// submission's transaction. A name leaves the queue once its file has gone.

/** Queues the files about to be written for a submission, to be removed after `keepUntil` unless it is stored. */
export async function queueUntilStored(names: string[], keepUntil: Date, db: Database = getPrisma()): Promise<void> {
  await db.uploadRemoval.createMany({ data: names.map((storedName) => ({ storedName, keepUntil })) });
}

/** Within the submission's transaction: its files are stored, no longer to remove. */
export async function unqueueStored(names: string[], tx: Transaction): Promise<void> {
  if (names.length) await tx.uploadRemoval.deleteMany({ where: { storedName: { in: names } } });
}

/**
 * Takes off the queue every name an upload's row still names: that file is never removed. (A backup restored
 * from before the row was deleted brings the row back, and may bring its name too.)
 */
export async function forgetNamedUploads(db: Database = getPrisma()): Promise<void> {
  await db.$executeRaw`DELETE FROM "UploadRemoval" r USING "Upload" u WHERE u."storedName" = r."storedName"`;
}

/** The names whose files are due for removal at `at` (all of them without it); with `among`, only of these names. */
export async function dueUploadRemovals(
  { at, among }: { at?: Date; among?: string[] },
  db: Database = getPrisma(),
): Promise<string[]> {
  const rows = await db.uploadRemoval.findMany({
    where: {
      ...(at && { OR: [{ keepUntil: null }, { keepUntil: { lte: at } }] }),
      ...(among && { storedName: { in: among } }),
    },
    orderBy: { storedName: "asc" },
    select: { storedName: true },
  });
  return rows.map((row) => row.storedName);
}

/** Takes a name off the queue once its file is gone. */
export async function forgetUploadRemoval(storedName: string, db: Database = getPrisma()): Promise<void> {
  await db.uploadRemoval.deleteMany({ where: { storedName } });
}
