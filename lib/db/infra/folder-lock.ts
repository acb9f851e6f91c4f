import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// PGlite takes no lock of its own: two processes on one data folder silently lose writes. The lock is a
// folder beside it holding numbered generations (1, 2, 3 …); the newest one is the owner, and its owner
// touches it every heartbeat. A generation not touched for `staleMs` belongs to a process that is gone,
// whatever its PID says (a restarted container's new process often has the dead one's PID). Taking over
// creates the next number with O_EXCL, so of two processes that find the same stale lock exactly one
// succeeds; proper-lockfile's takeover (stat, rmdir, mkdir) lets both through (its issue #121).

export interface LockTiming {
  heartbeatMs: number;
  staleMs: number;
}

// Five missed heartbeats before a lock counts as abandoned: a holder busy in a long query keeps it,
// and a restart after a crash waits at most ten seconds.
export const lockTiming: LockTiming = { heartbeatMs: 2_000, staleMs: 10_000 };

interface Owner {
  pid: number;
  hostname: string;
  command: string;
}

export class DatabaseLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly holder: { pid: number; command: string },
  ) {
    super(
      `The embedded database is in use by another process (pid ${holder.pid}: ${holder.command}). ` +
        `Stop that process (the site, a seed or a migration), or set DATABASE_URL to a PostgreSQL server ` +
        `so that several processes can share one database. A lock left by a process that crashed frees ` +
        `itself ${lockTiming.staleMs / 1000} seconds after that process stopped. Lock: ${lockPath}`,
    );
    this.name = "DatabaseLockedError";
  }
}

const generationPath = (lockDir: string, n: number) => path.join(lockDir, String(n));

function newestGeneration(lockDir: string): number {
  return Math.max(
    0,
    ...fs
      .readdirSync(lockDir)
      .filter((name) => /^\d+$/.test(name))
      .map(Number),
  );
}

function readOwner(file: string): Owner | null {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as Owner;
  } catch {
    return null;
  }
}

function ageOf(file: string): number | null {
  try {
    return Date.now() - fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Creates generation `n` for `owner`; true when it is then the newest. A claimant that saw an older
 * generation and was overtaken finds `n` taken, or a newer one beside its own, and withdraws.
 */
export function claimGeneration(lockDir: string, n: number, owner: Owner): boolean {
  try {
    fs.writeFileSync(generationPath(lockDir, n), JSON.stringify(owner), { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  if (newestGeneration(lockDir) !== n) {
    fs.rmSync(generationPath(lockDir, n), { force: true });
    return false;
  }
  return true;
}

/** Lock folders this process holds: opening one twice is refused at once, not mistaken for a restart. */
const heldHere = new Set<string>();

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Math.max(1, ms));

/** Takes the lock for `dir` or throws DatabaseLockedError; returns the function that releases it. */
export function acquireFolderLock(dir: string, timing: LockTiming = lockTiming): () => void {
  const lockDir = `${path.resolve(dir)}.lock`;
  fs.mkdirSync(lockDir, { recursive: true });
  if (heldHere.has(lockDir)) throw new DatabaseLockedError(lockDir, { pid: process.pid, command: "this process" });
  const mine: Owner = {
    pid: process.pid,
    hostname: os.hostname(),
    command: process.argv.slice(1).join(" ").slice(0, 200),
  };
  const giveUpAt = Date.now() + timing.staleMs + timing.heartbeatMs;

  for (;;) {
    const newest = newestGeneration(lockDir);
    const age = newest ? ageOf(generationPath(lockDir, newest)) : Infinity;
    if (age === null) continue; // Taken over and cleaned up while we looked: look again.
    if (age >= timing.staleMs) {
      if (claimGeneration(lockDir, newest + 1, mine)) return hold(lockDir, newest + 1, timing);
      continue;
    }
    const holder = readOwner(generationPath(lockDir, newest));
    // A holder that missed heartbeats, or whose PID on this host is ours or no one's, has probably
    // died: wait for its heartbeat to lapse rather than refuse a restart. Only the heartbeat decides.
    const probablyGone =
      age > 2 * timing.heartbeatMs ||
      (holder?.hostname === mine.hostname && (holder.pid === mine.pid || !isAlive(holder.pid)));
    if (!probablyGone || Date.now() >= giveUpAt) {
      throw new DatabaseLockedError(lockDir, holder ?? { pid: -1, command: "starting" });
    }
    sleep(Math.min(timing.staleMs - age, giveUpAt - Date.now()) + 10);
  }
}

function hold(lockDir: string, n: number, timing: LockTiming): () => void {
  const file = generationPath(lockDir, n);
  heldHere.add(lockDir);
  for (const name of fs.readdirSync(lockDir)) {
    if (/^\d+$/.test(name) && Number(name) < n) fs.rmSync(path.join(lockDir, name), { force: true });
  }
  const heartbeat = setInterval(() => {
    const now = new Date();
    try {
      fs.utimesSync(file, now, now);
    } catch {
      // Removed by a process that took the lock over: the check below stops this one.
    }
    if (!fs.existsSync(file) || newestGeneration(lockDir) !== n) {
      clearInterval(heartbeat);
      // Another process owns the folder now: writing on would destroy its work, so this one stops.
      throw new Error(`The embedded database's lock ${lockDir} was taken over by another process; stopping.`);
    }
  }, timing.heartbeatMs);
  heartbeat.unref();

  const release = () => {
    clearInterval(heartbeat);
    heldHere.delete(lockDir);
    process.off("exit", release);
    // Kept, dated 1970: the next opener takes over at once, and generation numbers never go back.
    if (newestGeneration(lockDir) === n) fs.utimesSync(file, new Date(0), new Date(0));
  };
  process.on("exit", release);
  return release;
}
