import fs from "node:fs";
import path from "node:path";

/** The owner written in a lock folder's newest generation. */
export function ownerOf(lockDir: string): { pid: number; hostname: string; command: string } {
  const newest = Math.max(
    ...fs
      .readdirSync(lockDir)
      .filter((name) => /^\d+$/.test(name))
      .map(Number),
  );
  return JSON.parse(fs.readFileSync(path.join(lockDir, String(newest)), "utf8"));
}

/** Writes generation `n` as a holder that last showed a sign of life `ageMs` ago. */
export function leaveLock(lockDir: string, n: number, owner: { pid: number; hostname: string }, ageMs: number) {
  fs.mkdirSync(lockDir, { recursive: true });
  const file = path.join(lockDir, String(n));
  fs.writeFileSync(file, JSON.stringify({ ...owner, command: "crashed" }));
  const then = new Date(Date.now() - ageMs);
  fs.utimesSync(file, then, then);
  return file;
}
