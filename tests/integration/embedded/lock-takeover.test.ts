import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { acquireFolderLock, claimGeneration, DatabaseLockedError } from "@/lib/db/infra/folder-lock";
import { until } from "@/tests/support/until";
import { leaveLock, ownerOf } from "./lock-support";

// A lock whose holder died is taken over by exactly one process, found by its heartbeat and not its PID.

const root = fs.mkdtempSync(path.join(os.tmpdir(), "folder-lock-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const host = os.hostname();
const quick = { heartbeatMs: 100, staleMs: 800 };

function startContender(dir: string) {
  const child = spawn("npx", ["tsx", "tests/support/take-lock.ts", dir], { stdio: ["pipe", "pipe", "inherit"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.on("exit", resolve));
  child.stdin!.end();
  await exited;
}

describe("taking over a stale lock", () => {
  it("lets exactly one of several processes that start at once take it", async () => {
    const dir = path.join(root, "race");
    leaveLock(`${dir}.lock`, 7, { pid: 2 ** 22 + 17, hostname: host }, 60_000);
    for (let round = 0; round < 3; round++) {
      const contenders = [startContender(dir), startContender(dir), startContender(dir)];
      await until(() => contenders.every((c) => c.output().includes("ready")), 60_000);
      for (const { child } of contenders) child.stdin.write("go\n");
      await until(() => contenders.every((c) => /won|locked/.test(c.output())), 30_000);

      const winners = contenders.filter((c) => c.output().includes("won"));
      expect(winners).toHaveLength(1);
      expect(ownerOf(`${dir}.lock`).pid).toBe(Number(/won (\d+)/.exec(winners[0]!.output())![1]));
      // The next round finds the lock its winner released, or, for the last, a dead holder's.
      await Promise.all(contenders.map(({ child }) => stop(child)));
    }
  });

  it("refuses a claimant that saw an older generation once another has taken over", () => {
    const lockDir = path.join(root, "late.lock");
    leaveLock(lockDir, 5, { pid: process.pid, hostname: host }, 0);
    const late = { pid: 1, hostname: host, command: "late" };
    expect(claimGeneration(lockDir, 5, late)).toBe(false);
    expect(claimGeneration(lockDir, 4, late)).toBe(false);
    expect(fs.readdirSync(lockDir)).toEqual(["5"]);
  });

  it("takes over from a dead holder that had this process's PID once its heartbeat lapsed", () => {
    const dir = path.join(root, "same-pid");
    leaveLock(`${dir}.lock`, 1, { pid: process.pid, hostname: host }, 0);
    const started = Date.now();
    const release = acquireFolderLock(dir, quick);
    expect(Date.now() - started).toBeGreaterThanOrEqual(quick.staleMs - 50);
    expect(fs.readdirSync(`${dir}.lock`)).toEqual(["2"]);
    release();
  });

  it("refuses a holder with this process's PID whose heartbeat goes on", async () => {
    const dir = path.join(root, "same-pid-alive");
    const file = leaveLock(`${dir}.lock`, 1, { pid: process.pid, hostname: host }, 0);
    const touch = `setInterval(() => require("fs").utimesSync(${JSON.stringify(file)}, new Date(), new Date()), 50)`;
    const holder = spawn(process.execPath, ["-e", touch], { stdio: "ignore" });
    const beating = fs.statSync(file).mtimeMs;
    await until(() => fs.statSync(file).mtimeMs !== beating, 10_000);
    try {
      expect(() => acquireFolderLock(dir, quick)).toThrow(DatabaseLockedError);
      expect(fs.readdirSync(`${dir}.lock`)).toEqual(["1"]);
    } finally {
      holder.kill();
    }
  });

  it("keeps its own lock alive with a heartbeat", async () => {
    const dir = path.join(root, "heartbeat");
    const release = acquireFolderLock(dir, quick);
    const file = path.join(`${dir}.lock`, "1");
    const first = fs.statSync(file).mtimeMs;
    await until(() => fs.statSync(file).mtimeMs > first, 5_000);
    expect(() => acquireFolderLock(dir, quick)).toThrow(DatabaseLockedError);
    release();
    expect(fs.statSync(file).mtimeMs).toBe(0);
  });
});
