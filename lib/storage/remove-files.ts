import "server-only";
import type { Database } from "@/lib/db/database";
import { dueUploadRemovals, forgetNamedUploads, forgetUploadRemoval } from "@/lib/db/upload-removals";
import { errorFields, log } from "@/lib/log.mjs";
import type { FileStore } from "./file-store";

export interface Removals {
  /** The files removed, by stored name. */
  removed: string[];
  /** The files the store would not remove: each is logged by name and stays queued for the next try. */
  left: string[];
}

/**
 * Removes the upload files queued for removal in the database (lib/db/upload-removals.ts): those due `at`, or
 * with `among` those of these names, never one an upload's row still names. Each name leaves the queue only
 * once its file is gone, so a server that dies halfway leaves the rest to the next retention run; removing a
 * file twice is no error.
 */
export async function removeQueuedUploads(
  store: FileStore,
  { event, by, at, among, db }: { event: string; by: string; at?: Date; among?: string[]; db?: Database },
): Promise<Removals> {
  const removals: Removals = { removed: [], left: [] };
  await forgetNamedUploads(db);
  for (const name of await dueUploadRemovals({ at, among }, db)) {
    try {
      await store.delete(name);
      await forgetUploadRemoval(name, db);
      removals.removed.push(name);
    } catch (error) {
      removals.left.push(name);
      log.error({ event, file: name, ...errorFields(error) }, `${by}: upload ${name} not removed`);
    }
  }
  return removals;
}
