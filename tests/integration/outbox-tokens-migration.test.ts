import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Connection } from "@/lib/db/infra/connection";
import { applyMigrations } from "@/lib/db/infra/migrations";
import { createDatabaseBefore, databaseKind } from "@/tests/support/test-database";

// The migration that keeps link tokens apart from the outbox's bodies: every mail stays, a mail not yet sent
// keeps its links (or it would go out broken), and the copies of mails already sent lose their tokens.

const migration = "20261206085122_outbox_sealed_tokens_and_sources";
const reset = "R3s3tT0k3nR3s3tT0k3nR3s3tT0k3n12";
const stop = "St0pSt0pSt0pSt0pSt0pSt0pSt0pSt0p";
const confirm = "C0nf1rmC0nf1rmC0nf1rmC0nf1rmC0nf";

describe(`migration ${migration} (${databaseKind})`, () => {
  let db: Connection;
  let before: string;

  beforeAll(async () => {
    ({ db, folder: before } = await createDatabaseBefore(migration));
    const site = "https://atrium.test";
    await db.prisma.$executeRaw`
      INSERT INTO "OutboxMail" ("messageId", locale, "toAddress", subject, html, text, "listUnsubscribe", kind, status, "sentAt") VALUES
        ('<1@atrium.test>', 'fr', 'anne@owner.example', 'Reset',
         ${`<a href="${site}/fr/login/nouveau-mot-de-passe/?token=${reset}">Choisir</a>`},
         ${`Choisir : ${site}/fr/login/nouveau-mot-de-passe/?token=${reset}`}, NULL, 'SUBSCRIBER', 'SENT', now()),
        ('<2@atrium.test>', 'nl', 'jan@example.be', 'Prijsdaling', '<p>Prijsdaling</p>',
         ${`Stop: ${site}/api/watches/unsubscribe/?token=${stop}`}, ${`${site}/api/watches/unsubscribe/?token=${stop}`},
         'SUBSCRIBER', 'SENT', now()),
        ('<3@atrium.test>', 'en', 'new@example.be', 'Confirm', '<p>Confirm</p>',
         ${`Confirm: ${site}/en/newsletter/?confirm=${confirm}`}, NULL, 'VISITOR', 'PENDING', NULL),
        ('<4@atrium.test>', 'fr', 'marie@example.be', 'Merci', '<p>Merci</p>', 'Merci', NULL, 'VISITOR', 'SENT', now())`;
    await applyMigrations(db.adapter);
  });
  afterAll(async () => {
    await db?.close();
    fs.rmSync(before, { recursive: true, force: true });
  });

  it("keeps every mail, with what it says", async () => {
    const mails = await db.prisma.outboxMail.findMany({ orderBy: { id: "asc" } });
    expect(mails.map((m) => [m.messageId, m.subject, m.status, m.sealedTokens, m.source])).toEqual([
      ["<1@atrium.test>", "Reset", "SENT", null, null],
      ["<2@atrium.test>", "Prijsdaling", "SENT", null, null],
      ["<3@atrium.test>", "Confirm", "PENDING", null, null],
      ["<4@atrium.test>", "Merci", "SENT", null, null],
    ]);
    expect(mails[0]!.text).toBe("Choisir : https://atrium.test/fr/login/nouveau-mot-de-passe/?token=");
    expect(mails[3]!.text).toBe("Merci");
  });

  it("cuts the tokens out of mails already sent, and leaves a mail still to send as it is", async () => {
    const all = JSON.stringify(await db.prisma.outboxMail.findMany({ where: { status: "SENT" } }));
    expect(all).not.toContain(reset);
    expect(all).not.toContain(stop);
    const pending = await db.prisma.outboxMail.findFirstOrThrow({ where: { status: "PENDING" } });
    expect(pending.text).toBe(`Confirm: https://atrium.test/en/newsletter/?confirm=${confirm}`);
  });
});
