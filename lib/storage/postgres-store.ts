import "server-only";
import type { Database } from "@/lib/db/database";
import { deleteStoredFile, readStoredFile, writeStoredFile } from "@/lib/db/stored-files";
import { checkedKey, type FileStore } from "./file-store";

// The site's database (FILE_STORE=postgres): every server that reads the database reads the files, and a
// backup of the database holds them. Without `db`, the site's own database.
export function postgresFileStore(db?: Database): FileStore {
  return {
    put: async (key, bytes, contentType) => writeStoredFile({ key: checkedKey(key), bytes, contentType }, db),
    get: async (key) => readStoredFile(checkedKey(key), db),
    delete: async (key) => deleteStoredFile(checkedKey(key), db),
  };
}
