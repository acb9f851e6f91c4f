import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openConnection } from "@/lib/db/infra/connection";
import { DatabaseLockedError } from "@/lib/db/infra/folder-lock";
import { ownerOf } from "./lock-support";
import { applyMigrations } from "@/lib/db/infra/migrations";

// PGlite takes no lock: a second process on the same folder silently loses writes. These tests prove
// the data layer lets exactly one process own the folder and that nothing written is lost.

const root = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-lock-"));
const dataDir = path.join(root, "db");
const env = { ...process.env, PGLITE_DATA_DIR: dataDir, DATABASE_URL: "" };

const lockDir = `${dataDir}.lock`;

/** A command as package.json runs it: the seed under the react-server condition, as npm run db:seed does. */
function runScript(script: string) {
  const conditions = script.startsWith("prisma/seed/") ? { NODE_OPTIONS: "--conditions=react-server" } : {};
  return spawnSync("npx", ["tsx", script], { env: { ...env, ...conditions }, encoding: "utf8", timeout: 60_000 });
}

describe("one process owns the embedded database", () => {
  beforeAll(async () => {
    const setup = openConnection({ kind: "embedded", dataDir });
    await applyMigrations(setup.adapter);
    await setup.close();
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("refuses a second opener at once while another process holds it, and loses nothing", async () => {
    const child = spawn("npx", ["tsx", "tests/support/hold-database.ts", dataDir], {
      env,
      stdio: ["pipe", "pipe", "inherit"],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
      child.on("exit", (code) => reject(new Error(`holder exited early with ${code}`)));
    });

    expect(() => openConnection({ kind: "embedded", dataDir })).toThrow(DatabaseLockedError);
    expect(() => openConnection({ kind: "embedded", dataDir })).toThrow(/in use by another process.*DATABASE_URL/s);

    const migrate = runScript("scripts/db-migrate.ts");
    expect(migrate.status).not.toBe(0);
    expect(migrate.stderr).toMatch(/embedded database is in use by another process/);
    const seed = runScript("prisma/seed/index.ts");
    expect(seed.status).not.toBe(0);
    expect(seed.stderr).toMatch(/embedded database is in use by another process/);

    child.stdin.end();
    await new Promise((resolve) => child.on("exit", resolve));
    expect(child.exitCode).toBe(0);

    const mine = openConnection({ kind: "embedded", dataDir });
    await mine.prisma.category.createMany({
      data: Array.from({ length: 200 }, (_, i) => ({ id: 2000 + i, name: `parent ${i}`, webId: 1 })),
    });
    await mine.close();

    const check = openConnection({ kind: "embedded", dataDir });
    expect(await check.prisma.category.count({ where: { name: { startsWith: "child " } } })).toBe(200);
    expect(await check.prisma.category.count({ where: { name: { startsWith: "parent " } } })).toBe(200);
    await check.close();
  });

  it("lets the next opener in at once after a clean close", async () => {
    const connection = openConnection({ kind: "embedded", dataDir });
    await connection.close();
    const next = openConnection({ kind: "embedded", dataDir });
    expect(ownerOf(lockDir).pid).toBe(process.pid);
    await next.close();
  });
});
