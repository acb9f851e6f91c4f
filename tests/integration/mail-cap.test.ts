import nodemailer from "nodemailer";
import { beforeEach, describe, expect, it } from "vitest";
import type { Connection } from "@/lib/db/infra/connection";
import { storeSubmission } from "@/lib/db/submissions";
import { deliverDueMails, queued } from "@/lib/mail/outbox";
import type { OutgoingMail } from "@/lib/types/mail";
import { TestSmtp } from "@/tests/support/smtp";
import { aheadOfTheDatabase, mailTestbed } from "@/tests/support/mail-testbed";
import { databaseKind } from "@/tests/support/test-database";

// The hourly cap on mails to addresses visitors typed, on a clock the test moves: past the cap the
// submissions are stored as ever, their mails wait in the outbox (neither failed nor dead) and leave
// when the hour allows; the agency's copies are never held; the agency gets one alert per spell.

const from = "Atrium Immo <no-reply@atrium.test>";
const agency = "info@atrium-immo.be";
const hour = 60 * 60_000;
const cap = 3;

const submission = (n: number) => ({
  kind: "CONTACT" as const,
  locale: "fr" as const,
  email: `visiteur${n}@example.be`,
  payload: { firstName: "Marie" },
  clientKey: null,
  mails: (
    [
      { to: `visiteur${n}@example.be`, locale: "fr", subject: `Merci ${n}`, html: "<p>Merci</p>", text: "Merci" },
      {
        to: agency,
        locale: "fr",
        subject: `Copie ${n}`,
        html: "<p>Copie</p>",
        text: "Copie",
        kind: "AGENCY",
      },
    ] satisfies OutgoingMail[]
  ).map((mail) => queued(mail)),
});

describe(`the hourly cap on visitors' mails (${databaseKind})`, () => {
  let db: Connection;
  const smtp = new TestSmtp();
  let clock = new Date();
  const deliver = async (hourlyCap = cap, sourceHourlyCap = 100) => {
    const transport = nodemailer.createTransport(smtp.url);
    const options = { db: db.prisma, now: () => clock, hourlyCap, sourceHourlyCap, limit: 50 };
    const report = await deliverDueMails(transport, from, options);
    transport.close();
    return report;
  };
  const received = (prefix: string) => smtp.received.filter((m) => m.to[0]!.startsWith(prefix)).length;
  const capAlerts = () => db.prisma.outboxMail.findMany({ where: { kind: "ALERT" }, orderBy: { id: "asc" } });

  mailTestbed(smtp, (opened) => (db = opened));
  beforeEach(async () => {
    await db.prisma.formSubmission.deleteMany();
    clock = aheadOfTheDatabase();
  });

  it("stores every submission, holds the visitors' mails past the cap, alerts once and sends them an hour later", async () => {
    for (let n = 1; n <= 5; n++) await storeSubmission(submission(n), db.prisma);
    expect(await db.prisma.formSubmission.count()).toBe(5);

    expect(await deliver()).toEqual({ sent: 8, retried: 0, dead: 0, held: 2 });
    expect(received("visiteur")).toBe(3);
    expect(received(agency)).toBe(5);
    const waiting = await db.prisma.outboxMail.findMany({ where: { kind: "VISITOR", status: { not: "SENT" } } });
    expect(waiting.map((m) => [m.status, m.attempts, m.lastError, m.heldAt?.getTime()])).toEqual([
      ["PENDING", 0, null, clock.getTime()],
      ["PENDING", 0, null, clock.getTime()],
    ]);
    const [alert, ...none] = await capAlerts();
    expect(none).toHaveLength(0);
    expect(alert!.toAddress).toBe(agency);
    expect(alert!.subject).toBe("Mails aux visiteurs retenus\u00A0: la limite de 3 par heure est atteinte");
    expect(alert!.text).toContain("2 autres mails attendent");

    // Within the hour: the alert leaves (it is never capped), visitors' mails still wait, no second alert.
    clock = new Date(clock.getTime() + 30 * 60_000);
    await storeSubmission(submission(6), db.prisma);
    expect(await deliver()).toEqual({ sent: 2, retried: 0, dead: 0, held: 3 });
    expect(received(agency)).toBe(7);
    expect(received("visiteur")).toBe(3);
    expect(await capAlerts()).toHaveLength(1);

    // An hour after the first ones left, the window allows three more: the oldest first.
    clock = new Date(clock.getTime() + 30 * 60_000 + 1);
    expect(await deliver()).toEqual({ sent: 3, retried: 0, dead: 0, held: 0 });
    expect(smtp.received.slice(-3).map((m) => m.to[0])).toEqual([
      "visiteur4@example.be",
      "visiteur5@example.be",
      "visiteur6@example.be",
    ]);
    expect(await db.prisma.outboxMail.count({ where: { status: { not: "SENT" } } })).toBe(0);

    // Once every held mail has left, reaching the cap again is a new spell, told again.
    clock = new Date(clock.getTime() + 2 * hour);
    for (let n = 7; n <= 10; n++) await storeSubmission(submission(n), db.prisma);
    expect(await deliver()).toMatchObject({ held: 1 });
    expect(await capAlerts()).toHaveLength(2);
  });

  it("never lets two workers together pass the cap", async () => {
    for (let n = 1; n <= 30; n++) await storeSubmission(submission(n), db.prisma);
    const reports = await Promise.all([deliver(10), deliver(10), deliver(10)]);
    expect(received("visiteur")).toBe(10);
    expect(smtp.received.filter((m) => /^Subject: Copie/m.test(m.raw))).toHaveLength(30);
    // The copies, ten visitors' mails and the one alert.
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(41);
    expect(await capAlerts()).toHaveLength(1);
  });

  it("holds one source past its own hourly cap while other sources' mails leave, and sends it the next hour", async () => {
    // One sender (the same client, as the limits key it) sends eight forms, two other senders one each.
    const from = (n: number, source: string) => ({
      ...submission(n),
      mails: submission(n).mails.map((mail) => ({ ...mail, source: mail.kind === "VISITOR" ? source : null })),
    });
    for (let n = 1; n <= 8; n++) await storeSubmission(from(n, "flooder"), db.prisma);
    await storeSubmission(from(9, "alice"), db.prisma);
    await storeSubmission(from(10, "bob"), db.prisma);

    // A site-wide cap of 6 an hour and 2 per source: the flooder gets two, the others theirs, and 6 of its wait.
    expect(await deliver(6, 2)).toEqual({ sent: 14, retried: 0, dead: 0, held: 6 });
    expect(smtp.received.map((m) => m.to[0]).filter((to) => to!.startsWith("visiteur"))).toEqual([
      "visiteur1@example.be",
      "visiteur2@example.be",
      "visiteur9@example.be",
      "visiteur10@example.be",
    ]);
    // Still within the hour: nothing more from it, though the site's cap has room; no alert, as the site's cap was not reached.
    clock = new Date(clock.getTime() + 30 * 60_000);
    expect(await deliver(6, 2)).toMatchObject({ sent: 0, held: 6 });
    expect(await capAlerts()).toHaveLength(0);
    // An hour after its first ones left, two more.
    clock = new Date(clock.getTime() + 30 * 60_000 + 1);
    expect(await deliver(6, 2)).toMatchObject({ sent: 2, held: 4 });
    expect(received("visiteur3@")).toBe(1);
    expect(received("visiteur4@")).toBe(1);
  });
});
