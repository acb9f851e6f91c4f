import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// PGlite takes no lock of its own: two processes on one data folder silently lose writes.
// This lock file beside the folder makes the first opener the only one.

export class DatabaseLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly holder: { pid: number; command: string },
  ) {
    super(
      `The embedded database is in use by another process (pid ${holder.pid}: ${holder.command}). ` +
        `Stop that process (the site, a seed or a migration), or set DATABASE_URL to a PostgreSQL server ` +
        `so that several processes can share one database. Lock file: ${lockPath}`,
    );
    this.name = "DatabaseLockedError";
  }
}

interface LockInfo {
  pid: number;
  hostname: string;
  command: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readLock(lockPath: string): LockInfo | null {
  try {
    return JSON.parse(fs.readFileSync(lockPath, "utf8")) as LockInfo;
  } catch {
    return null;
  }
}

/** Takes the lock for `dir` or throws DatabaseLockedError; returns the function that releases it. */
export function acquireFolderLock(dir: string): () => void {
  const lockPath = `${path.resolve(dir)}.lock`;
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  const mine: LockInfo = {
    pid: process.pid,
    hostname: os.hostname(),
    command: process.argv.slice(1).join(" ").slice(0, 200),
  };

  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(mine), { flag: "wx" });
      const release = () => {
        if (readLock(lockPath)?.pid === process.pid) fs.rmSync(lockPath, { force: true });
        process.off("exit", release);
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readLock(lockPath);
      if (!holder && Date.now() - fs.statSync(lockPath).mtimeMs < 5000) {
        // Another opener is between creating and writing the file.
        throw new DatabaseLockedError(lockPath, { pid: -1, command: "starting" });
      }
      const stale = !holder || (holder.hostname === mine.hostname && !isAlive(holder.pid));
      if (holder && !stale) throw new DatabaseLockedError(lockPath, holder);
      // A crashed owner left it: take it over.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DatabaseLockedError(lockPath, readLock(lockPath) ?? { pid: -1, command: "unknown" });
}
