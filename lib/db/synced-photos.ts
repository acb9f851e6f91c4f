import "server-only";
import type { SyncSource } from "@/lib/types/content-sync";
import type { Database } from "./database";
import { getPrisma } from "./infra/prisma";

// The photos the content sync stored, once per content (by the hash of their bytes), and which CRM photo id
// names which, so a photo is not downloaded again.

/** The photos stored earlier under these source ids (one query for a record's photos). */
export async function knownPhotos(source: SyncSource, sourceIds: number[], db: Database = getPrisma()) {
  if (!sourceIds.length) return new Map<number, { url: string; width: number; height: number }>();
  const links = await db.syncedPhotoSource.findMany({ where: { source, sourceId: { in: sourceIds } } });
  const photos = await db.syncedPhoto.findMany({ where: { hash: { in: links.map((link) => link.hash) } } });
  const byHash = new Map(photos.map((photo) => [photo.hash, photo]));
  return new Map(
    links.flatMap((link) => {
      const photo = byHash.get(link.hash);
      return photo ? [[link.sourceId, photo] as const] : [];
    }),
  );
}

export async function photoByHash(hash: string, db: Database = getPrisma()) {
  return db.syncedPhoto.findUnique({ where: { hash } });
}

export async function rememberPhoto(
  photo: { hash: string; url: string; width: number; height: number },
  from: { source: SyncSource; sourceId: number } | undefined,
  db: Database = getPrisma(),
): Promise<void> {
  await db.syncedPhoto.upsert({ where: { hash: photo.hash }, create: photo, update: {} });
  if (from) {
    await db.syncedPhotoSource.upsert({
      where: { source_sourceId: from },
      create: { ...from, hash: photo.hash },
      update: { hash: photo.hash },
    });
  }
}
