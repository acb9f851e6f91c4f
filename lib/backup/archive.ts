import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as tar from "tar";

// A backup is one gzipped tar file: backup.json (what it holds), the database (PGlite's tarball of its data folder,
// or pg_dump's custom-format dump) and the local file stores' folders under files/<area>/.

export const FORMAT = "immo-agency-backup";

export type DatabaseKind = "embedded" | "postgresql";

export interface Manifest {
  format: typeof FORMAT;
  version: 1;
  createdAt: string;
  database: DatabaseKind;
  /** The file areas whose folders are in files/ (none when the files lived in PostgreSQL or S3). */
  areas: string[];
}

export const databaseFile: Record<DatabaseKind, string> = {
  embedded: "database/pglite.tar.gz",
  postgresql: "database/postgres.dump",
};

/** A folder the backup is assembled or unpacked in, removed by `remove()`. */
export function workFolder(): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "immo-backup-"));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Writes the backup file from a work folder holding the database file, with each area's folder linked in.
 * Written beside and renamed, so a backup interrupted half-way never passes for a whole one.
 */
export async function packBackup(
  file: string,
  work: string,
  manifest: Omit<Manifest, "format" | "version" | "areas">,
  folders: Record<string, string>,
): Promise<void> {
  const areas = Object.entries(folders).filter(([, dir]) => fs.existsSync(dir));
  fs.mkdirSync(path.join(work, "files"), { recursive: true });
  for (const [area, dir] of areas) fs.symlinkSync(path.resolve(dir), path.join(work, "files", area), "dir");
  const full: Manifest = { format: FORMAT, version: 1, ...manifest, areas: areas.map(([area]) => area) };
  fs.writeFileSync(path.join(work, "backup.json"), JSON.stringify(full, null, 2));
  const partial = `${file}.part`;
  try {
    // It holds every visitor's data: readable by the operator's account alone, from its first byte.
    fs.writeFileSync(partial, "", { mode: 0o600 });
    await tar.create(
      // The area links are followed into their folders; files a store is still writing (".part") are left.
      { gzip: true, file: partial, cwd: work, portable: true, follow: true, filter: (p) => !p.endsWith(".part") },
      ["backup.json", "database", "files"],
    );
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

export class NotABackup extends Error {
  constructor(file: string, reason: string) {
    super(`${file} is not a backup of this site (${reason}).`);
  }
}

/** Unpacks the backup file into the work folder and answers its manifest, or throws NotABackup. */
export async function unpackBackup(file: string, work: string): Promise<Manifest> {
  try {
    await tar.extract({ file, cwd: work, strict: true });
  } catch (error) {
    throw new NotABackup(file, `it does not unpack: ${(error as Error).message}`);
  }
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(work, "backup.json"), "utf8")) as Partial<Manifest>;
  } catch {
    throw new NotABackup(file, "it holds no readable backup.json");
  }
  if (manifest.format !== FORMAT || manifest.version !== 1) throw new NotABackup(file, "its backup.json is another's");
  if (manifest.database !== "embedded" && manifest.database !== "postgresql") {
    throw new NotABackup(file, "its backup.json names no database");
  }
  if (!fs.existsSync(path.join(work, databaseFile[manifest.database]))) {
    throw new NotABackup(file, "its database is missing");
  }
  return { ...manifest, areas: Array.isArray(manifest.areas) ? manifest.areas : [] } as Manifest;
}

/** How many files a folder holds (in every sub-folder), 0 when it does not exist. */
export function filesIn(dir: string): number {
  try {
    return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
}
