import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import type { Connection } from "@/lib/db/infra/connection";
import { enqueueMails } from "@/lib/db/outbox";
import { config } from "@/lib/config";
import { deliverDueMails, queued, type RetryPolicy } from "@/lib/mail/outbox";
import type { OutgoingMail } from "@/lib/types/mail";
import { folderFileStore } from "@/lib/storage/folder-store";
import { TestSmtp } from "@/tests/support/smtp";
import { aheadOfTheDatabase, mailTestbed } from "@/tests/support/mail-testbed";
import { databaseKind } from "@/tests/support/test-database";

// The outbox against a real SMTP server on loopback, on this run's database (embedded or server).
const fast: RetryPolicy = { retryForMs: 60 * 60_000, baseDelayMs: 5, maxDelayMs: 20, leaseMs: 60_000 };
const from = "Atrium Immo <no-reply@atrium.test>";

function mail(n: number, overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  return {
    to: `visitor${n}@example.be`,
    locale: "nl",
    subject: `Bevestiging ${n}`,
    html: `<p>Dank u, bericht ${n}</p>`,
    text: `Dank u, bericht ${n}`,
    ...overrides,
  };
}

/**
 * Runs the worker until nothing is due any more, on a clock that moves past the longest back-off each
 * round.
 */
async function drain(db: Connection, url: string, policy = fast) {
  const transport = nodemailer.createTransport(url);
  const totals = { sent: 0, retried: 0, dead: 0, held: 0 };
  let clock = aheadOfTheDatabase().getTime();
  const now = () => new Date(clock);
  for (let round = 0; round < 200; round++) {
    const report = await deliverDueMails(transport, from, { db: db.prisma, policy, limit: 50, now });
    totals.sent += report.sent;
    totals.retried += report.retried;
    totals.dead += report.dead;
    totals.held += report.held;
    const open = await db.prisma.outboxMail.count({ where: { status: { in: ["PENDING", "SENDING"] } } });
    if (open === 0) break;
    clock += policy.maxDelayMs + 5;
  }
  transport.close();
  return totals;
}

describe(`mail outbox (${databaseKind})`, () => {
  let db: Connection;
  const smtp = new TestSmtp();

  mailTestbed(smtp, (opened) => (db = opened));

  it("delivers a queued mail as multipart text and HTML, with its Message-ID and invitation", async () => {
    await enqueueMails(
      [mail(1, { replyTo: "agent@atrium.test", ics: "BEGIN:VCALENDAR\r\nEND:VCALENDAR" })].map((m) => queued(m)),
      db.prisma,
    );
    const stored = await db.prisma.outboxMail.findFirstOrThrow();
    expect(stored.status).toBe("PENDING");
    // On the site's own domain: the Message-ID is decided once, in lib/mail/outbox.ts.
    expect(stored.messageId).toBe(`<${stored.messageId.slice(1, 37)}@${new URL(config.siteUrl).hostname}>`);
    expect(stored.messageId).toMatch(/^<[0-9a-f-]{36}@/);

    expect(await drain(db, smtp.url)).toEqual({ sent: 1, retried: 0, dead: 0, held: 0 });
    const [received] = smtp.received;
    expect(received!.messageId).toBe(stored.messageId);
    expect(received!.to).toEqual(["visitor1@example.be"]);
    expect(received!.raw).toMatch(/^Subject: Bevestiging 1/m);
    expect(received!.raw).toMatch(/^Reply-To: agent@atrium\.test/m);
    expect(received!.raw).toContain("Content-Type: text/plain");
    expect(received!.raw).toContain("Content-Type: text/html");
    expect(received!.raw).toContain("text/calendar");
    const sent = await db.prisma.outboxMail.findFirstOrThrow();
    expect(sent.status).toBe("SENT");
    expect(sent.sentAt).not.toBeNull();
  });

  it("attaches files from the document folder, and never one outside it", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "documents-"));
    fs.writeFileSync(path.join(folder, "epc-atr-2003-fr.pdf"), "%PDF-1.4 test");
    await enqueueMails(
      [
        mail(1, {
          attachments: [
            { file: "epc-atr-2003-fr.pdf", name: "Certificat PEB.pdf" },
            { file: "../../etc/passwd", name: "passwd" },
          ],
        }),
      ].map((m) => queued(m)),
      db.prisma,
    );
    const transport = nodemailer.createTransport(smtp.url);
    expect(
      await deliverDueMails(transport, from, { db: db.prisma, policy: fast, documents: folderFileStore(folder) }),
    ).toEqual({
      sent: 1,
      retried: 0,
      dead: 0,
      held: 0,
    });
    transport.close();
    const raw = smtp.received[0]!.raw;
    expect(raw).toContain('filename="Certificat PEB.pdf"');
    expect(raw).not.toContain("passwd");
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("keeps a mail whose document is not in the store, to try again, rather than send it without", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "documents-"));
    await enqueueMails(
      [mail(1, { attachments: [{ file: "epc-removed.pdf", name: "Certificat PEB.pdf" }] })].map((m) => queued(m)),
      db.prisma,
    );
    const transport = nodemailer.createTransport(smtp.url);
    const report = await deliverDueMails(transport, from, {
      db: db.prisma,
      policy: fast,
      documents: folderFileStore(folder),
    });
    transport.close();
    expect(report).toEqual({ sent: 0, retried: 1, dead: 0, held: 0 });
    expect(smtp.received).toEqual([]);
    expect((await db.prisma.outboxMail.findFirstOrThrow()).lastError).toContain("epc-removed.pdf");
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("keeps every mail through an outage and delivers each exactly once when the server is back", async () => {
    const port = smtp.port;
    await smtp.stop();
    await enqueueMails(
      Array.from({ length: 100 }, (_, i) => mail(i)).map((m) => queued(m)),
      db.prisma,
    );
    const transport = nodemailer.createTransport(smtp.url);
    const during = await deliverDueMails(transport, from, {
      db: db.prisma,
      policy: fast,
      limit: 100,
    });
    transport.close();
    expect(during).toEqual({ sent: 0, retried: 100, dead: 0, held: 0 });
    expect(await db.prisma.outboxMail.count({ where: { status: "PENDING", attempts: 1 } })).toBe(100);

    await smtp.start(port);
    const after = await drain(db, smtp.url);
    expect(after.sent).toBe(100);
    expect(smtp.received).toHaveLength(100);
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(100);
    expect(await db.prisma.outboxMail.count({ where: { status: "SENT" } })).toBe(100);
  });

  it("never hands the same mail to two workers running at once", async () => {
    await enqueueMails(
      Array.from({ length: 40 }, (_, i) => mail(i)).map((m) => queued(m)),
      db.prisma,
    );
    const transports = [nodemailer.createTransport(smtp.url), nodemailer.createTransport(smtp.url)];
    const reports = await Promise.all(
      transports.map((t) => deliverDueMails(t, from, { db: db.prisma, policy: fast, limit: 25 })),
    );
    transports.forEach((t) => t.close());
    await drain(db, smtp.url);
    expect(reports[0]!.sent + reports[1]!.sent).toBeLessThanOrEqual(40);
    expect(smtp.received).toHaveLength(40);
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(40);
  });
});
