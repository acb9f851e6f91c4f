import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openConnection } from "@/lib/db/infra/connection";
import { applyMigrations } from "@/lib/db/infra/migrations";
import { categories } from "@/lib/domain/categories";
import { startStandIn, type StandIn } from "@/scripts/crm-stand-in-server.mjs";

// `npm run crm:sync` as staff run it when no site holds the embedded database: it writes itself, prints
// the report and exits 0, or 1 when the CRM cannot be read. It loads the mail templates outside Next
// (the owners' invitations), which this also proves.

describe("the crm:sync command", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "crm-sync-command-"));
  let standIn: StandIn;

  /** Runs the command without blocking this process, where the stand-in answers it. */
  const crmSync = (...args: string[]) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn("npm", ["run", "--silent", "crm:sync", "--", ...args], {
        env: {
          ...process.env,
          PGLITE_DATA_DIR: path.join(dir, "db"),
          DATABASE_URL: "",
          MEDIA_DIR: path.join(dir, "media"),
          SITE_URL: "http://localhost:3999",
          CRM_URL: standIn.url,
          CRM_CUSTOMER_NAME: standIn.customer,
          CRM_CUSTOMER_PASSWORD: standIn.password,
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.on("exit", (code) => resolve({ code, output }));
    });

  beforeAll(async () => {
    standIn = await startStandIn({ port: 0 });
    const connection = openConnection({ kind: "embedded", dataDir: path.join(dir, "db") });
    await applyMigrations(connection.adapter);
    await connection.prisma.category.createMany({
      data: categories.map((c) => ({ id: c.id, parentId: c.parentId, name: c.name, webId: c.webId })),
    });
    await connection.close();
  });
  afterAll(async () => {
    await standIn.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("a dry run reports what it would take and exits 0", async () => {
    const { code, output } = await crmSync("--dry-run");
    expect(output).toContain("Dry run of the CRM (everything): 11 added");
    expect(code, output).toBe(0);
  });

  it("takes the CRM's records, invites its owners, and exits 0", async () => {
    const { code, output } = await crmSync();
    expect(output).toMatch(/Sync of the CRM \(everything\): 11 added, 0 changed, 0 unchanged, 0 withdrawn, 0 failed/);
    expect(output).toContain("Owners: 2 invited to choose a password, 0 no longer listed (disabled).");
    expect(code, output).toBe(0);
  });

  it("exits 1 and says why when the CRM cannot be read", async () => {
    standIn.fail("success-false", 4, "GetPropertyList");
    const { code, output } = await crmSync();
    expect(output).toMatch(/Stopped: The CRM refused GetPropertyList/);
    expect(code).toBe(1);
  });
});
