import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueueMails, markDead } from "@/lib/db/outbox";
import { queued } from "@/lib/mail/outbox";
import { commandDatabase, run, type CommandDatabase } from "@/tests/support/command-database";
import { databaseKind, serverUrl } from "@/tests/support/test-database";

// The agency's commands for dead mail, run as staff run them (npm run …) against this run's database
// (tests/support/command-database.ts).

const root = path.resolve(import.meta.dirname, "../../..");

describe(`npm run mail:dead and mail:requeue (${databaseKind})`, () => {
  let commands: CommandDatabase;
  let env: NodeJS.ProcessEnv;
  const open = () => commands.open();
  const release = () => commands.release();
  const npm = async (...args: string[]) => (await commands.npm(args)).stdout;

  beforeAll(async () => {
    commands = await commandDatabase("mail-commands");
    env = commands.env;
  });
  afterAll(() => commands.close());

  it("lists each dead mail with its id, address, subject, time and last error, and sends it again", async () => {
    let conn = await open();
    await enqueueMails(
      ["refused@example.be", "gone@example.nl", "ok@example.be"]
        .map((to) => ({
          to,
          locale: "fr" as const,
          subject: `Votre demande (${to})`,
          html: "<p>x</p>",
          text: "x",
        }))
        .map((m) => queued(m)),
      conn.prisma,
    );
    const rows = await conn.prisma.outboxMail.findMany({ orderBy: { id: "asc" } });
    const diedAt = new Date("2026-11-23T07:15:00Z");
    for (const row of rows.slice(0, 2)) {
      await markDead(row.id, { error: "550 Mailbox unavailable", now: diedAt, firstFailedAt: diedAt }, conn.prisma);
    }
    const [refused, gone, ok] = rows.map((r) => r.id);

    const listed = await npm("mail:dead");
    expect(listed).toContain("2 dead mails in the");
    expect(listed).toContain(`#${refused}  dead since 2026-11-23 07:15 UTC  visitor mail to refused@example.be`);
    expect(listed).toContain("subject: Votre demande (gone@example.nl)");
    expect(listed).toContain("last error: 550 Mailbox unavailable");
    expect(listed).not.toContain("ok@example.be");

    expect(await npm("mail:requeue", "--", String(refused), String(ok))).toContain(
      `Requeued 1 mail in the ${serverUrl ? "PostgreSQL server" : "embedded PostgreSQL"}`,
    );
    conn = await open();
    expect(await conn.prisma.outboxMail.findUniqueOrThrow({ where: { id: refused } })).toMatchObject({
      status: "PENDING",
      attempts: 0,
      deadAt: null,
    });
    expect(await npm("mail:requeue", "--", "all")).toContain(`: ${gone}.`);
    expect(await npm("mail:dead")).toContain("No dead mail in the");
    conn = await open();
    expect(await conn.prisma.outboxMail.count({ where: { status: "PENDING" } })).toBe(3);
    await release();
  });

  it("refuses arguments that are not ids or all", async () => {
    await release();
    await expect(
      run("npm", ["run", "--silent", "mail:requeue", "--", "12;DROP"], { cwd: root, env }),
    ).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("Usage: npm run mail:requeue") });
  });

  it("on a database without this release's migrations, says in one sentence to migrate, and fails", async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), "unmigrated-"));
    try {
      const rest = { ...env };
      delete rest.DATABASE_URL;
      for (const args of [["mail:dead"], ["mail:requeue", "--", "all"], ["owners:report"]]) {
        const failed = run("npm", ["run", "--silent", ...args], {
          cwd: root,
          env: { ...rest, PGLITE_DATA_DIR: empty },
        });
        await expect(failed, args[0]).rejects.toMatchObject({
          code: 1,
          stderr: expect.stringMatching(
            /^The embedded PostgreSQL in \S+ lacks \d+ migration\(s\) of this release: run `npm run db:migrate` first\.\n$/,
          ),
        });
      }
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
