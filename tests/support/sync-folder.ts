import path from "node:path";
import { filePictureReader, filesSource } from "@/lib/content-sync/files-source";
import { syncListings } from "@/lib/content-sync/sync";
import { folderFileStore } from "@/lib/storage/folder-store";

/**
 * A full sync of the record files in `folder`, as `npm run content:sync` runs it, with the photos and documents
 * stored beside them (`.media`, `.documents`) and no cache to expire.
 */
export function syncFolder(
  prisma: Parameters<typeof syncListings>[0],
  folder: string,
  { now = () => new Date(), dryRun = false }: { now?: () => Date; dryRun?: boolean } = {},
) {
  return syncListings(
    prisma,
    filesSource(folder),
    { full: true, dryRun, now },
    {
      store: folderFileStore(path.join(folder, ".media")),
      documentStore: folderFileStore(path.join(folder, ".documents")),
      pictureReader: (record) => filePictureReader(folder, record.origin.where),
      expire: () => {},
    },
  );
}
