import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openConnection } from "@/lib/db/infra/connection";
import { applyMigrations } from "@/lib/db/infra/migrations";

// No command empties a database that holds what visitors sent, unless told to by name: the demo seed
// refuses (or, for `npm run demo`, leaves it alone), and `db:empty` names the database and asks for --yes.

describe("the seed and db:empty on a database that holds a visitor's submission", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "empty-and-seed-"));
  const dataDir = path.join(dir, "db");
  // As package.json runs them: the seed reads the file store, a server-only module, so it runs under the
  // react-server condition, as npm run db:seed does.
  const run = (script: string, ...args: string[]) =>
    spawnSync("npx", ["tsx", script, ...args], {
      env: {
        ...process.env,
        PGLITE_DATA_DIR: dataDir,
        DATABASE_URL: "",
        ...(script.startsWith("prisma/seed/") ? { NODE_OPTIONS: "--conditions=react-server" } : {}),
      },
      encoding: "utf8",
    });
  const submissions = async () => {
    const connection = openConnection({ kind: "embedded", dataDir });
    try {
      return await connection.prisma.formSubmission.count();
    } finally {
      await connection.close();
    }
  };

  beforeAll(async () => {
    const connection = openConnection({ kind: "embedded", dataDir });
    await applyMigrations(connection.adapter);
    await connection.prisma.formSubmission.create({
      data: { kind: "CONTACT", locale: "fr", email: "a@example.be", emailKey: "a@example.be", payload: {} },
    });
    await connection.close();
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("the seed refuses it, says why and how to start again, and keeps the submission", async () => {
    const seed = run("prisma/seed/index.ts");
    expect(seed.status).toBe(1);
    expect(seed.stderr).toContain(`The embedded PostgreSQL in ${dataDir} already holds 1 form submissions`);
    expect(seed.stderr).toContain("npm run db:empty -- --yes");
    expect(await submissions()).toBe(1);
  });

  it("the demo's seed leaves it as it is", async () => {
    const seed = run("prisma/seed/index.ts", "--if-empty");
    expect(seed.status).toBe(0);
    expect(seed.stdout).toContain("the demo seed leaves it as it is");
    expect(await submissions()).toBe(1);
  });

  it("db:empty without --yes names the database and what it holds, and empties nothing", async () => {
    const empty = run("scripts/db-empty.ts");
    expect(empty.status).toBe(1);
    expect(empty.stderr).toContain(
      `This would empty the embedded PostgreSQL in ${dataDir}, which holds 1 form submissions`,
    );
    expect(await submissions()).toBe(1);
  });

  it("db:empty --yes empties it", async () => {
    const empty = run("scripts/db-empty.ts", "--yes");
    expect(empty.status).toBe(0);
    expect(empty.stdout).toContain(`Emptied the embedded PostgreSQL in ${dataDir}`);
    expect(await submissions()).toBe(0);
  });
});
