import type { Database } from "@/lib/db/database";
import { knownPhoto, photoByHash, rememberPhoto, type StoredPhoto, type SyncSource } from "@/lib/db/content-sync";
import type { FileStore } from "@/lib/storage/file-store";
import type { SourcePicture } from "./mapping";
import { encodePhoto, PhotoProblem, photoHash } from "./photo-fetch";

// The photos of a record, stored once per content: a CRM photo already stored under its id is not
// downloaded again, and a photo whose bytes are already stored is not written twice.

// Stored in the file store's "synced" area (lib/storage/) under the hash of their WebP bytes.
export const syncedPhotoPrefix = "/media/synced/";

/** How a source's photo is had: downloaded from the CRM, or read from beside the record's file. */
export type PictureReader = (picture: SourcePicture) => Promise<Buffer | PhotoProblem>;

export interface PhotoStep {
  prisma: Database;
  source: SyncSource;
  store: FileStore;
  read: PictureReader;
  dryRun: boolean;
}

/**
 * The stored photos of a record in its order, or null with the problems when one could not be had: the
 * record then keeps the photos it has. A dry run reads nothing and answers null (photos unchanged).
 */
export async function storePictures(
  step: PhotoStep,
  pictures: SourcePicture[],
): Promise<{ photos: StoredPhoto[] | null; fetched: number; problems: string[] }> {
  if (step.dryRun) return { photos: null, fetched: 0, problems: [] };
  const photos: StoredPhoto[] = [];
  const problems: string[] = [];
  let fetched = 0;
  for (const picture of pictures) {
    // CRM photo ids name one photo for good; a file's ids are only its own record's, so files are hashed.
    const known = step.source === "crm" ? await knownPhoto(step.prisma, step.source, picture.id) : null;
    if (known) {
      photos.push({ sourceId: picture.id, url: known.url, width: known.width, height: known.height });
      continue;
    }
    const bytes = await step.read(picture);
    if (bytes instanceof PhotoProblem) {
      problems.push(bytes.reason);
      continue;
    }
    fetched += 1;
    const stored = await storeBytes(step, bytes, step.source === "crm" ? picture.id : undefined);
    if (stored instanceof PhotoProblem) {
      problems.push(`Photo ${picture.id} (${picture.url}): ${stored.reason}`);
      continue;
    }
    photos.push({ sourceId: picture.id, url: stored.url, width: stored.width, height: stored.height });
  }
  return { photos: problems.length ? null : photos, fetched, problems };
}

/** Stores a photo's bytes once per content; a CRM photo id is remembered so it is not downloaded again. */
async function storeBytes(step: PhotoStep, bytes: Buffer, crmId?: number) {
  const from = crmId === undefined ? undefined : { source: "crm" as const, sourceId: crmId };
  const stored = await photoByHash(step.prisma, photoHash(bytes));
  if (stored) {
    if (from) await rememberPhoto(step.prisma, stored, from);
    return stored;
  }
  const encoded = await encodePhoto(bytes);
  if (encoded instanceof PhotoProblem) return encoded;
  const name = `${encoded.hash}.webp`;
  await step.store.put(name, encoded.bytes, "image/webp");
  const url = `${syncedPhotoPrefix}${name}`;
  const photo = { hash: encoded.hash, url, width: encoded.width, height: encoded.height };
  await rememberPhoto(step.prisma, photo, from);
  return photo;
}

/** A member of staff's portrait (`PictureUrl`): its address on the site, or the problem. Not in a dry run. */
export async function storePortrait(step: PhotoStep, url: string): Promise<string | PhotoProblem | null> {
  if (step.dryRun) return null;
  const bytes = await step.read({ id: 0, url });
  if (bytes instanceof PhotoProblem) return bytes;
  const stored = await storeBytes(step, bytes);
  return stored instanceof PhotoProblem ? stored : stored.url;
}
