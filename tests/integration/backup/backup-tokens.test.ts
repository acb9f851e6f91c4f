import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runTool } from "@/lib/backup/postgres-tools";
import type { Connection } from "@/lib/db/infra/connection";
import { newLinkToken } from "@/lib/db/mailed-links";
import { enqueueMails } from "@/lib/db/outbox";
import { recordWatch } from "@/lib/db/property-watches";
import { deliverDueMails, queued } from "@/lib/mail/outbox";
import { watchConfirmationMail } from "@/lib/mail/templates/watch-confirmation";
import { aheadOfTheDatabase } from "@/tests/support/mail-testbed";
import { TestSmtp } from "@/tests/support/smtp";
import { createTestDatabase, databaseKind, serverUrl } from "@/tests/support/test-database";

// What a backup carries, taken as `npm run db:backup` takes it (the embedded database's own copy of its folder,
// pg_dump for a server) and read back whole: no working token of any mail, sent or still waiting in the outbox.

const property = { reference: "ATR-1", title: "House 1", url: "https://atrium.test/en/for-sale/tournai/house-1/" };

describe(`a backup and the outbox's tokens (${databaseKind})`, () => {
  let db: Connection;
  const smtp = new TestSmtp();
  const tokens = [0, 1].map(() => ({ confirm: newLinkToken(), stop: newLinkToken() }));

  /** Asks to watch property 1 as `email` with these tokens, as the watch form does. */
  async function watch(email: string, mine: (typeof tokens)[number]) {
    const mail = queued(await watchConfirmationMail(email, "en", property, mine));
    await db.prisma.$transaction(async (tx) => {
      await recordWatch({ email, locale: "en", propertyId: 1 }, mine, tx);
      await enqueueMails([mail], tx);
    });
  }

  /** Every row of every table of the backup, as text. */
  async function backupText(): Promise<string> {
    if (!serverUrl) {
      const copy = await PGlite.create({ loadDataDir: await db.dumpDataDir!() });
      const text = await everyRow((sql) => copy.query<Record<string, unknown>>(sql).then((r) => r.rows));
      await copy.close();
      return text;
    }
    const [{ name }] = await db.prisma.$queryRaw<[{ name: string }]>`SELECT current_database() AS name`;
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "backup-"));
    try {
      // The backup's own format compresses; plain SQL holds the same rows, readable.
      await runTool("pg_dump", ["--format=plain", "--no-owner", `--file=${dir}/dump.sql`], url.toString());
      return fs.readFileSync(`${dir}/dump.sql`, "utf8");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  async function everyRow(query: (sql: string) => Promise<Record<string, unknown>[]>): Promise<string> {
    const tables = await query(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    const texts = await Promise.all(tables.map(({ name }) => query(`SELECT t::text AS row FROM "${String(name)}" t`)));
    return texts
      .flat()
      .map(({ row }) => String(row))
      .join("\n");
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    await db.prisma.category.create({ data: { id: 1, name: "House", webId: 1 } });
    await db.prisma.property.create({
      data: { id: 1, reference: "ATR-1", goal: 0, categoryId: 1, zip: "7500", city: "Tournai", citySlug: "tournai" },
    });
    await smtp.start();
  });
  afterAll(async () => {
    await smtp.stop();
    await db.close();
  });

  it("holds no token of a mail sent nor of one still waiting, and keeps the waiting mail whole", async () => {
    await watch("sent@example.be", tokens[0]!);
    const transport = nodemailer.createTransport(smtp.url);
    await deliverDueMails(transport, "Atrium Immo <no-reply@atrium.test>", { db: db.prisma, now: aheadOfTheDatabase });
    transport.close();
    expect(smtp.received).toHaveLength(1);
    await watch("waiting@example.be", tokens[1]!);

    const backup = await backupText();
    // The rows are there (the search sees the outbox), their tokens are not.
    expect(backup).toContain("sent@example.be");
    expect(backup).toContain("waiting@example.be");
    expect(backup).toContain("Confirm that you want to watch House 1");
    for (const token of tokens.flatMap((t) => [t.confirm, t.stop])) expect(backup).not.toContain(token);
    const waiting = await db.prisma.outboxMail.findFirstOrThrow({ where: { toAddress: "waiting@example.be" } });
    expect(waiting).toMatchObject({ status: "PENDING", sealedTokens: expect.stringMatching(/^[\w-]{100,}$/) });
  });
});
