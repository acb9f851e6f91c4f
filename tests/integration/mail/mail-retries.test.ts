import net from "node:net";
import nodemailer from "nodemailer";
import { beforeEach, describe, expect, it } from "vitest";
import type { Connection } from "@/lib/db/infra/connection";
import { listDeadMails, requeueDeadMails } from "@/lib/db/dead-mail";
import { enqueueMails } from "@/lib/db/outbox";
import { defaultRetryPolicy, deliverDueMails, queued } from "@/lib/mail/outbox";
import type { OutgoingMail } from "@/lib/types/mail";
import { smtpError, TestSmtp } from "@/tests/support/smtp";
import { aheadOfTheDatabase, mailTestbed } from "@/tests/support/mail-testbed";
import { databaseKind } from "@/tests/support/test-database";

// What the outbox does when mail fails, on a clock the test moves (no sleeping): temporary failures
// (4xx, network errors, timeouts) are retried with doubling delays for 24 hours, a 5xx is dead at once,
// every dead mail is named in one alert to the agency, and a dead mail can be sent again.

const from = "Atrium Immo <no-reply@atrium.test>";
const agency = "info@atrium-immo.be";
const minute = 60_000;
const hour = 60 * minute;

function mail(to: string, subject = `Bevestiging voor ${to}`): OutgoingMail {
  return { to, locale: "nl", subject, html: `<p>${subject}</p>`, text: subject };
}

describe(`mail retries and dead mail (${databaseKind})`, () => {
  let db: Connection;
  const refused = new Set<string>();
  const smtp = new TestSmtp((address) =>
    address.startsWith("busy@")
      ? smtpError("Try later", 451)
      : address.startsWith("refused@") || refused.has(address)
        ? smtpError("Mailbox unavailable", 550)
        : null,
  );
  let clock = new Date();
  const deliver = async (transport = nodemailer.createTransport(smtp.url)) => {
    const report = await deliverDueMails(transport, from, { db: db.prisma, now: () => clock, hourlyCap: 1000 });
    transport.close();
    return report;
  };
  const row = (to: string) => db.prisma.outboxMail.findFirstOrThrow({ where: { toAddress: to } });
  const alerts = () => db.prisma.outboxMail.findMany({ where: { kind: "ALERT" }, orderBy: { id: "asc" } });

  mailTestbed(smtp, (opened) => (db = opened));
  beforeEach(async () => {
    refused.clear();
    clock = aheadOfTheDatabase();
  });

  it("retries a 4xx answer with doubling delays, capped at an hour, for 24 hours; then it is dead", async () => {
    await enqueueMails(
      [mail("busy@example.be")].map((m) => queued(m)),
      db.prisma,
    );
    const firstTry = clock.getTime();
    const delays: number[] = [];
    for (let attempt = 1; attempt < 100; attempt++) {
      const report = await deliver();
      const stored = await row("busy@example.be");
      if (stored.status === "DEAD") {
        expect(report).toEqual({ sent: 0, retried: 0, dead: 1, held: 0 });
        break;
      }
      expect(report).toEqual({ sent: 0, retried: 1, dead: 0, held: 0 });
      expect(stored.status).toBe("PENDING");
      expect(stored.firstFailedAt!.getTime()).toBe(firstTry);
      delays.push(stored.nextAttemptAt.getTime() - clock.getTime());
      // Not due a moment before its time: nothing is tried.
      clock = new Date(stored.nextAttemptAt.getTime() - 1);
      expect(await deliver()).toEqual({ sent: 0, retried: 0, dead: 0, held: 0 });
      clock = stored.nextAttemptAt;
    }
    const dead = await row("busy@example.be");
    expect(dead.status).toBe("DEAD");
    expect(dead.lastError).toMatch(/Try later/);
    expect(dead.deadAt!.getTime() - firstTry).toBe(24 * hour);
    expect(delays.slice(0, 8)).toEqual([0.5, 1, 2, 4, 8, 16, 32, 60].map((m) => m * minute));
    expect(Math.max(...delays)).toBe(hour);
    expect(delays.reduce((a, b) => a + b, 0)).toBe(24 * hour);
    expect(dead.attempts).toBe(delays.length + 1);
    expect(smtp.received).toHaveLength(0);
  });

  it("takes network errors and timeouts as temporary", async () => {
    await enqueueMails(
      [mail("an@example.be"), mail("bart@example.be")].map((m) => queued(m)),
      db.prisma,
    );
    const closed = nodemailer.createTransport("smtp://127.0.0.1:1");
    expect(await deliver(closed)).toEqual({ sent: 0, retried: 2, dead: 0, held: 0 });
    expect((await row("an@example.be")).lastError).toMatch(/ECONNREFUSED/);

    // A server that accepts the connection and never greets.
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as net.AddressInfo;
    clock = new Date(clock.getTime() + hour);
    const slow = nodemailer.createTransport({ host: "127.0.0.1", port, greetingTimeout: 100, connectionTimeout: 100 });
    expect(await deliver(slow)).toEqual({ sent: 0, retried: 2, dead: 0, held: 0 });
    silent.close();
    expect((await row("an@example.be")).lastError).toMatch(/Greeting never received|timeout/i);

    clock = new Date(clock.getTime() + hour);
    expect(await deliver()).toEqual({ sent: 2, retried: 0, dead: 0, held: 0 });
  });

  it("gives a 5xx refusal up at once and tells the agency once, naming every mail that died", async () => {
    await enqueueMails(
      [mail("refused@example.be", "Votre visite"), mail("refused@example.nl", "Uw bezoek"), mail("ok@example.be")].map(
        (m) => queued(m),
      ),
      db.prisma,
    );
    expect(await deliver()).toEqual({ sent: 1, retried: 0, dead: 2, held: 0 });
    const dead = await listDeadMails(db.prisma);
    expect(dead.map((d) => [d.to, d.subject, d.attempts])).toEqual([
      ["refused@example.be", "Votre visite", 1],
      ["refused@example.nl", "Uw bezoek", 1],
    ]);
    expect(dead[0]!.lastError).toMatch(/Mailbox unavailable/);
    expect(dead[0]!.deadAt!.getTime()).toBe(clock.getTime());

    const [alert, ...more] = await alerts();
    expect(more).toHaveLength(0);
    expect(alert!.toAddress).toBe(agency);
    expect(alert!.subject).toMatch(/^2 mails n'ont pas pu être remis/);
    for (const d of dead) expect(alert!.text).toContain(`${d.id} · ${d.to}`);
    expect(alert!.text).toContain("npm run mail:requeue");

    // The next run sends the alert and writes no other.
    expect(await deliver()).toEqual({ sent: 1, retried: 0, dead: 0, held: 0 });
    expect(smtp.received.map((m) => m.to[0])).toEqual(["ok@example.be", agency]);
    expect(await alerts()).toHaveLength(1);
  });

  it("does not alert about an alert that dies: no loop when the agency's own address refuses mail", async () => {
    refused.add(agency);
    await enqueueMails(
      [mail("refused@example.be")].map((m) => queued(m)),
      db.prisma,
    );
    expect(await deliver()).toMatchObject({ dead: 1 });
    expect(await deliver()).toMatchObject({ dead: 1 });
    for (let i = 0; i < 3; i++) expect(await deliver()).toEqual({ sent: 0, retried: 0, dead: 0, held: 0 });
    const all = await alerts();
    expect(all).toHaveLength(1);
    expect(all[0]!.status).toBe("DEAD");
    // Both stay listed for the staff's command.
    expect((await listDeadMails(db.prisma)).map((d) => d.to)).toEqual(["refused@example.be", agency]);
  });

  it("sends a requeued dead mail again, with a fresh retry period", async () => {
    await enqueueMails(
      [mail("refused@example.be"), mail("refused@example.org")].map((m) => queued(m)),
      db.prisma,
    );
    await deliver();
    const [first, second] = await listDeadMails(db.prisma);
    const alertId = (await alerts())[0]!.id;
    expect(await requeueDeadMails([first!.id, 999_999, alertId], clock, db.prisma)).toEqual([first!.id]);
    const requeued = await row("refused@example.be");
    expect(requeued).toMatchObject({
      status: "PENDING",
      attempts: 0,
      deadAt: null,
      firstFailedAt: null,
      lastError: null,
    });
    expect(requeued.nextAttemptAt.getTime()).toBe(clock.getTime());

    smtp.received.length = 0;
    // The mailbox works again (the address was fixed on the receiving side).
    const fixed = new TestSmtp();
    await fixed.start();
    expect(await deliver(nodemailer.createTransport(fixed.url))).toMatchObject({ sent: 2 });
    expect(fixed.received.map((m) => m.to[0]).sort()).toEqual([agency, "refused@example.be"]);
    expect(await requeueDeadMails("all", clock, db.prisma)).toEqual([second!.id]);
    expect(await deliver(nodemailer.createTransport(fixed.url))).toMatchObject({ sent: 1 });
    expect(fixed.received.map((m) => m.to[0])).toContain("refused@example.org");
    await fixed.stop();
    expect(await listDeadMails(db.prisma)).toEqual([]);
    expect(defaultRetryPolicy.retryForMs).toBe(24 * hour);
  });
});
