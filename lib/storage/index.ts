import "server-only";
import { config } from "@/lib/config";
import type { Database } from "@/lib/db/database";
import { fileArea, type FileStore } from "./file-store";
import { folderFileStore } from "./folder-store";
import { postgresFileStore } from "./postgres-store";
import { s3FileStore } from "./s3-store";

export type { FileStore, StoredFile } from "./file-store";

/** What the site stores: the content sync's photos, the files visitors send, the documents mailed on request. */
export type FileAreaName = "synced" | "uploads" | "documents";

const folders: Record<FileAreaName, string> = {
  synced: config.mediaDir,
  uploads: config.uploadDir,
  documents: config.documentDir,
};

let bucket: FileStore | undefined;

/**
 * The configured store of one area. In a folder (the default) each area is its own folder (MEDIA_DIR,
 * UPLOAD_DIR, DOCUMENT_DIR); in PostgreSQL or S3 the areas share one store, each key under its area's name.
 * A command that opened its own database passes it, so the store does not open the site's a second time.
 */
export function fileStore(area: FileAreaName, db?: Database): FileStore {
  const { kind, s3 } = config.fileStore;
  if (kind === "folder") return folderFileStore(folders[area]);
  if (kind === "postgres") return fileArea(postgresFileStore(db), area);
  bucket ??= s3FileStore(s3);
  return fileArea(bucket, area);
}
