import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream } from "node:stream/web";
import { parseArgs } from "node:util";
import { databaseFile, packBackup, workFolder, type DatabaseKind } from "@/lib/backup/archive";
import { holdsDatabase } from "@/lib/backup/embedded-folder";
import { runTool, ToolRefusal } from "@/lib/backup/postgres-tools";
import { config } from "@/lib/config";
import { openConnection } from "@/lib/db/infra/connection";
import { DatabaseLockedError } from "@/lib/db/infra/folder-lock";
import { CommandError, configuredTarget, describe, runScript } from "./db-target";

// npm run db:backup -- <file> [--site <url>]: one file holding the database and the local file stores' folders
// (docs/operations.md, "Backups and restore"), taken while the site runs. PostgreSQL is dumped with pg_dump; the
// embedded database from its folder when nothing holds it, else by the running site, which alone may read it
// (GET /api/staff/backup/ on this machine, STAFF_API_SECRET; --site names it, http://127.0.0.1:$PORT by default).
// The database is taken first and the files after, so every file a row names is in the backup.

const usage = "Usage: npm run db:backup -- <file> [--site http://127.0.0.1:3000]";

function readArgs(): { file: string; site: string } {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { site: { type: "string" } } });
  const [file, ...rest] = positionals;
  if (!file || rest.length) throw new CommandError(usage);
  return { file: path.resolve(file), site: values.site ?? `http://127.0.0.1:${process.env.PORT || 3000}` };
}

/** The embedded database's tarball, written to `out`; answers how it was taken. */
async function dumpEmbedded(dir: string, out: string, site: string): Promise<string> {
  if (!holdsDatabase(dir)) {
    throw new CommandError(`There is no embedded database in ${dir} to back up (PGLITE_DATA_DIR names its folder).`);
  }
  let connection;
  try {
    connection = openConnection({ kind: "embedded", dataDir: dir });
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
  }
  if (connection) {
    try {
      fs.writeFileSync(out, Buffer.from(await (await connection.dumpDataDir!()).arrayBuffer()));
    } finally {
      await connection.close();
    }
    return "from its folder";
  }
  await dumpThroughSite(dir, out, site);
  return `by the site at ${site}`;
}

async function dumpThroughSite(dir: string, out: string, site: string): Promise<void> {
  const secret = config.staffApiSecret;
  if (!secret) {
    throw new CommandError(
      `A running process holds the embedded database in ${dir}: set STAFF_API_SECRET to the site's, so that the site takes the backup.`,
    );
  }
  // Straight to the site on this machine (no proxy between): the only way the site hands its database over.
  const headers = { authorization: `Bearer ${secret}` };
  const response = await fetch(`${site}/api/staff/backup/`, { headers }).catch(() => null);
  if (!response) {
    throw new CommandError(
      `A running process holds the embedded database in ${dir}, and no site answers at ${site}: name the site's address on this machine with --site, or stop that process.`,
    );
  }
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new CommandError(
      `The site at ${site} refused the backup (${response.status}): ${body?.error ?? "no reason given"}.`,
    );
  }
  await pipeline(Readable.fromWeb(response.body as ReadableStream), fs.createWriteStream(out));
}

await runScript(async () => {
  const { file, site } = readArgs();
  if (fs.existsSync(file))
    throw new CommandError(`${file} exists already: name a new file, so that no backup is overwritten.`);
  if (!fs.existsSync(path.dirname(file))) throw new CommandError(`The folder ${path.dirname(file)} does not exist.`);
  const target = configuredTarget();
  const kind: DatabaseKind = target.kind === "server" ? "postgresql" : "embedded";
  const work = workFolder();
  try {
    const out = path.join(work.dir, databaseFile[kind]);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    let how = "with pg_dump";
    if (target.kind === "server") {
      await runTool("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${out}`], target.url);
    } else {
      how = await dumpEmbedded(config.embeddedDataDir, out, site);
    }
    const folders: Record<string, string> =
      config.fileStore.kind === "folder"
        ? { synced: config.mediaDir, uploads: config.uploadDir, documents: config.documentDir }
        : {};
    await packBackup(file, work.dir, { createdAt: new Date().toISOString(), database: kind }, folders);
    const size = (fs.statSync(file).size / 1024 / 1024).toFixed(1);
    console.log(`Backed up the ${describe(target)} (taken ${how}) into ${file} (${size} MB).`);
    if (config.fileStore.kind === "folder") {
      console.log(`With the files of ${Object.values(folders).join(", ")}.`);
    } else if (config.fileStore.kind === "postgres") {
      console.log("The files are stored in the database (FILE_STORE=postgres): they are in it.");
    } else {
      console.log(
        "The files are in the S3 bucket (FILE_STORE=s3), not in this file: the bucket keeps its own backups.",
      );
    }
  } catch (error) {
    throw error instanceof ToolRefusal ? new CommandError(error.message) : error;
  } finally {
    work.remove();
  }
});
