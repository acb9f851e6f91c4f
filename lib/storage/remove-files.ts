import { errorFields, log } from "@/lib/log.mjs";
import type { FileStore } from "./file-store";

/**
 * Removes the files whose rows are gone (the retention job's, an erasure's), and answers those the store would
 * not remove: each is logged by name under `event`, since no row names it any more and only the operator can.
 */
export async function removeFiles(
  store: FileStore,
  names: string[],
  { event, by }: { event: string; by: string },
): Promise<string[]> {
  const left: string[] = [];
  for (const name of names) {
    try {
      await store.delete(name);
    } catch (error) {
      left.push(name);
      log.error({ event, file: name, ...errorFields(error) }, `${by}: upload ${name} not removed`);
    }
  }
  return left;
}
