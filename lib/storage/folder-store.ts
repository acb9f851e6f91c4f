import fs from "node:fs/promises";
import path from "node:path";
import { checkedKey, FileKeyRefused, type FileStore } from "./file-store";

// A folder of this machine: each key a file under the root. A file keeps no content type of its own, so it is
// told by the name's ending, as a static file server would.
const contentTypes: Record<string, string> = {
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".pdf": "application/pdf",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

export function folderFileStore(root: string): FileStore {
  const base = path.resolve(/*turbopackIgnore: true*/ root);
  const fileOf = (key: string) => {
    const file = path.join(/*turbopackIgnore: true*/ base, checkedKey(key));
    if (!file.startsWith(base + path.sep)) throw new FileKeyRefused(key);
    return file;
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written beside and renamed, so a server never reads half a file.
      const partial = `${file}.${process.pid}.part`;
      await fs.writeFile(partial, bytes, { mode: 0o600 });
      await fs.rename(partial, file);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const bytes = await fs.readFile(file);
        return { bytes, contentType: contentTypes[path.extname(file).toLowerCase()] ?? "application/octet-stream" };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}
