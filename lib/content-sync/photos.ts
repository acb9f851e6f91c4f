import type { Database } from "@/lib/db/database";
import { knownPhotos, photoByHash, rememberPhoto } from "@/lib/db/synced-photos";
import type { FileStore } from "@/lib/storage/file-store";
import type { StoredPhoto, SyncSource } from "@/lib/types/content-sync";
import type { SourcePicture } from "./mapping";
import { encodePhoto, PhotoProblem, photoHash, type EncodedPhoto } from "./photo-fetch";

// The photos of a record, stored once per content: a CRM photo already stored under its id is not
// downloaded again, and a photo whose bytes are already stored is not written twice.

// Stored in the file store's "synced" area (lib/storage/) under the hash of their WebP bytes.
export const syncedPhotoPrefix = "/media/synced/";

/** How a source's photo is had: downloaded from the CRM, or read from beside the record's file. */
export type PictureReader = (picture: SourcePicture) => Promise<Buffer | PhotoProblem>;

export interface PhotoStep {
  db: Database;
  source: SyncSource;
  store: FileStore;
  /** Where documents mailed on request are kept (the file store's documents area). */
  documents: FileStore;
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
  // CRM photo ids name one photo for good; a file's ids are only its own record's, so files are hashed.
  const known =
    step.source === "crm"
      ? await knownPhotos(
          "crm",
          pictures.map((p) => p.id),
          step.db,
        )
      : new Map();
  const slots: Array<StoredPhoto | null> = pictures.map(() => null);
  const problems: string[] = [];
  const toEncode: Array<{ index: number; picture: SourcePicture; bytes: Buffer }> = [];
  let fetched = 0;
  for (const [index, picture] of pictures.entries()) {
    const had = known.get(picture.id);
    if (had) {
      slots[index] = { sourceId: picture.id, url: had.url, width: had.width, height: had.height };
      continue;
    }
    const bytes = await step.read(picture);
    if (bytes instanceof PhotoProblem) {
      problems.push(bytes.reason);
      continue;
    }
    fetched += 1;
    const stored = await photoByHash(photoHash(bytes), step.db);
    if (stored) {
      if (step.source === "crm") await rememberPhoto(stored, { source: "crm", sourceId: picture.id }, step.db);
      slots[index] = { sourceId: picture.id, url: stored.url, width: stored.width, height: stored.height };
    } else toEncode.push({ index, picture, bytes });
  }
  // Re-encoding is the costly part: two at a time, each on a core; the writes after it one by one.
  const encoded = await inPairs(toEncode, ({ bytes }) => encodePhoto(bytes));
  for (const [i, { index, picture }] of toEncode.entries()) {
    const result = encoded[i]!;
    if (result instanceof PhotoProblem) {
      problems.push(`Photo ${picture.id} (${picture.url}): ${result.reason}`);
      continue;
    }
    const photo = await saveEncoded(step, result, step.source === "crm" ? picture.id : undefined);
    slots[index] = { sourceId: picture.id, url: photo.url, width: photo.width, height: photo.height };
  }
  return { photos: problems.length ? null : (slots as StoredPhoto[]), fetched, problems };
}

/** `work` over the items two at a time, the answers in the items' order. */
async function inPairs<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const answers: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      answers[i] = await work(items[i]!);
    }
  };
  await Promise.all([lane(), lane()]);
  return answers;
}

/** Stores an encoded photo under its hash, and remembers it (by its CRM id too, when it has one). */
async function saveEncoded(step: PhotoStep, encoded: EncodedPhoto, crmId?: number) {
  const name = `${encoded.hash}.webp`;
  await step.store.put(name, encoded.bytes, "image/webp");
  const photo = {
    hash: encoded.hash,
    url: `${syncedPhotoPrefix}${name}`,
    width: encoded.width,
    height: encoded.height,
  };
  await rememberPhoto(photo, crmId === undefined ? undefined : { source: "crm", sourceId: crmId }, step.db);
  return photo;
}

/** Stores a photo's bytes once per content; a CRM photo id is remembered so it is not downloaded again. */
export async function storeBytes(step: PhotoStep, bytes: Buffer, crmId?: number) {
  const from = crmId === undefined ? undefined : { source: "crm" as const, sourceId: crmId };
  const stored = await photoByHash(photoHash(bytes), step.db);
  if (stored) {
    if (from) await rememberPhoto(stored, from, step.db);
    return stored;
  }
  const encoded = await encodePhoto(bytes);
  if (encoded instanceof PhotoProblem) return encoded;
  return saveEncoded(step, encoded, crmId);
}

/** A member of staff's portrait (`PictureUrl`): its address on the site, or the problem. Not in a dry run. */
export async function storePortrait(step: PhotoStep, url: string): Promise<string | PhotoProblem | null> {
  if (step.dryRun) return null;
  const bytes = await step.read({ id: 0, url });
  if (bytes instanceof PhotoProblem) return bytes;
  const stored = await storeBytes(step, bytes);
  return stored instanceof PhotoProblem ? stored : stored.url;
}
