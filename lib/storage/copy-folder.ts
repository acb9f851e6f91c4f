import fs from "node:fs/promises";
import path from "node:path";
import { FileKeyRefused, type FileStore } from "./file-store";
import { folderFileStore } from "./folder-store";

/**
 * Copies every file under a folder into a store, each under its path in the folder (how a site moves from
 * FILE_STORE=folder to postgres or s3). Half-written files (".part") are left; names that are no key are
 * left and answered, so that nobody is told a file was copied that was not.
 */
export async function copyFolderInto(dir: string, store: FileStore): Promise<{ copied: number; left: string[] }> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  });
  const folder = folderFileStore(dir);
  const result = { copied: 0, left: [] as string[] };
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.endsWith(".part")) continue;
    const key = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    try {
      const file = await folder.get(key);
      if (!file) continue;
      await store.put(key, file.bytes, file.contentType);
      result.copied++;
    } catch (error) {
      if (!(error instanceof FileKeyRefused)) throw error;
      result.left.push(key);
    }
  }
  return result;
}
