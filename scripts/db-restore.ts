import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { databaseFile, filesIn, NotABackup, unpackBackup, workFolder, type Manifest } from "@/lib/backup/archive";
import { holdsDatabase, loadIntoFolder } from "@/lib/backup/embedded-folder";
import { runTool, ToolRefusal } from "@/lib/backup/postgres-tools";
import { config } from "@/lib/config";
import { openConnection, type Target } from "@/lib/db/infra/connection";
import { DatabaseLockedError } from "@/lib/db/infra/folder-lock";
import { describeHeld, heldData } from "@/prisma/seed/held-data";
import { CommandError, configuredTarget, describe, runScript } from "./db-target";

// npm run db:restore -- <file> [--yes]: puts a backup of npm run db:backup back, into the configured database
// (DATABASE_URL, else PGLITE_DATA_DIR) and the files' folders (MEDIA_DIR, UPLOAD_DIR, DOCUMENT_DIR). A database or
// folder that holds data is replaced only with --yes; the embedded folder must not be held by a running site.

const usage = "Usage: npm run db:restore -- <file> [--yes]";

const folders: Record<string, [setting: string, dir: string]> = {
  synced: ["MEDIA_DIR", config.mediaDir],
  uploads: ["UPLOAD_DIR", config.uploadDir],
  documents: ["DOCUMENT_DIR", config.documentDir],
};

function readArgs(): { file: string; yes: boolean } {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { yes: { type: "boolean", default: false } },
  });
  const [file, ...rest] = positionals;
  if (!file || rest.length) throw new CommandError(usage);
  return { file: path.resolve(file), yes: values.yes };
}

/** What the database holds, said in words; empty when it holds nothing of the site's. */
async function heldByDatabase(target: Target): Promise<string> {
  if (target.kind === "embedded" && !holdsDatabase(target.dataDir)) return "";
  const connection = openConnection(target);
  try {
    const tables = await connection.prisma.$queryRaw<Array<{ n: bigint }>>`
      SELECT count(*) AS n FROM pg_tables WHERE schemaname = current_schema()`;
    if (Number(tables[0]?.n ?? 0) === 0) return "";
    // Tables of another release may not answer the counts: still data, which only --yes replaces.
    return describeHeld(await heldData(connection.prisma).catch(() => [["tables of another release", 1]]));
  } catch (error) {
    if (target.kind !== "server") throw error;
    throw new CommandError(`The ${describe(target)} does not answer: ${(error as Error).message.split("\n")[0]}`);
  } finally {
    await connection.close();
  }
}

async function restoreDatabase(manifest: Manifest, work: string, target: Target): Promise<void> {
  const dump = path.join(work, databaseFile[manifest.database]);
  if (target.kind === "server") {
    // --clean replaces the tables a migrated but empty database already has; one transaction, all or nothing.
    const args = ["--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error", "--clean", "--if-exists"];
    await runTool("pg_restore", [...args, dump], target.url);
  } else if (target.kind === "embedded") {
    await loadIntoFolder(target.dataDir, await fs.openAsBlob(dump));
  }
}

function restoreFiles(manifest: Manifest, work: string): string[] {
  const restored: string[] = [];
  for (const area of manifest.areas) {
    const entry = folders[area];
    if (!entry) continue;
    const [setting, dir] = entry;
    fs.rmSync(dir, { recursive: true, force: true });
    fs.cpSync(path.join(work, "files", area), dir, { recursive: true });
    restored.push(`${setting} (${filesIn(dir)} file(s))`);
  }
  return restored;
}

await runScript(async () => {
  const { file, yes } = readArgs();
  if (!fs.existsSync(file)) throw new CommandError(`There is no file ${file}.`);
  const target = configuredTarget();
  const kind = target.kind === "server" ? "postgresql" : "embedded";
  const work = workFolder();
  try {
    const manifest = await unpackBackup(file, work.dir);
    if (manifest.database !== kind) {
      throw new CommandError(
        manifest.database === "embedded"
          ? "This backup holds an embedded database: restore it with DATABASE_URL unset (PGLITE_DATA_DIR names the folder)."
          : "This backup holds a PostgreSQL server's database: restore it with DATABASE_URL naming an empty database.",
      );
    }
    const held = [await heldByDatabase(target)];
    for (const area of manifest.areas) {
      const [setting, dir] = folders[area] ?? [];
      const count = dir ? filesIn(dir) : 0;
      if (count) held.push(`${count} file(s) in ${setting} (${dir})`);
    }
    const holds = held.filter(Boolean).join("; ");
    if (holds && !yes) {
      throw new CommandError(
        `The ${describe(target)} and the files' folders hold data (${holds}). Nothing was restored. ` +
          `To replace it with the backup, run: npm run db:restore -- ${file} --yes`,
      );
    }
    console.log(
      `Restoring ${file} (made ${manifest.createdAt}) into the ${describe(target)}${holds ? `, replacing ${holds}` : ""}.`,
    );
    await restoreDatabase(manifest, work.dir, target);
    const files = restoreFiles(manifest, work.dir);
    console.log(`Restored the database${files.length ? ` and the files of ${files.join(", ")}` : ""}.`);
    if (files.length && config.fileStore.kind !== "folder") {
      console.log(`The site reads its files from ${config.fileStore.kind}: run npm run files:copy to put them there.`);
    }
  } catch (error) {
    if (error instanceof NotABackup || error instanceof ToolRefusal) throw new CommandError(error.message);
    if (error instanceof DatabaseLockedError) {
      throw new CommandError(
        `A running process holds the ${describe(target)} (pid ${error.holder.pid}): stop the site before restoring into its folder.`,
      );
    }
    throw error;
  } finally {
    work.remove();
  }
});
