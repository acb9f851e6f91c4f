import { config } from "@/lib/config";
import { openConnection } from "@/lib/db/infra/connection";
import { migrateIfNeeded } from "@/lib/db/infra/migrations";
import { fileStore, type FileAreaName } from "@/lib/storage";
import { copyFolderInto } from "@/lib/storage/copy-folder";
import { configuredTarget, runScript } from "./db-target";

// npm run files:copy: copies MEDIA_DIR, UPLOAD_DIR and DOCUMENT_DIR into the store FILE_STORE names
// (postgres or s3), when a site leaves its folders, or after the demo's seed wrote its documents there.
const folders: Array<[FileAreaName, string, string]> = [
  ["synced", "MEDIA_DIR", config.mediaDir],
  ["uploads", "UPLOAD_DIR", config.uploadDir],
  ["documents", "DOCUMENT_DIR", config.documentDir],
];

await runScript(async () => {
  if (config.fileStore.kind === "folder") {
    console.error("FILE_STORE is folder (or unset): the files are already where the site reads them.");
    process.exitCode = 1;
    return;
  }
  const connection = config.fileStore.kind === "postgres" ? openConnection(configuredTarget()) : null;
  try {
    if (connection) await migrateIfNeeded(connection);
    for (const [area, setting, dir] of folders) {
      const { copied, left } = await copyFolderInto(dir, fileStore(area, connection?.prisma));
      console.log(`${setting} (${dir}): ${copied} files copied into ${config.fileStore.kind} under ${area}/.`);
      if (left.length) console.log(`  Left, their names are no file key: ${left.join(", ")}`);
    }
  } finally {
    await connection?.close();
  }
});
