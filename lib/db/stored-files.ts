import "server-only";
import type { Database } from "./database";
import { getPrisma } from "./infra/prisma";

// The files of FILE_STORE=postgres (lib/storage/postgres-store.ts), one row each.

export async function writeStoredFile(
  file: { key: string; bytes: Buffer; contentType: string },
  db: Database = getPrisma(),
): Promise<void> {
  const data = { bytes: new Uint8Array(file.bytes), contentType: file.contentType, storedAt: new Date() };
  await db.storedFile.upsert({ where: { key: file.key }, create: { key: file.key, ...data }, update: data });
}

export async function readStoredFile(
  key: string,
  db: Database = getPrisma(),
): Promise<{ bytes: Buffer; contentType: string } | null> {
  const row = await db.storedFile.findUnique({ where: { key }, select: { bytes: true, contentType: true } });
  return row && { bytes: Buffer.from(row.bytes), contentType: row.contentType };
}

export async function deleteStoredFile(key: string, db: Database = getPrisma()): Promise<void> {
  await db.storedFile.deleteMany({ where: { key } });
}
