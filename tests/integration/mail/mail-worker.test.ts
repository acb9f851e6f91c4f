import { afterEach, describe, expect, it } from "vitest";
import type { Connection } from "@/lib/db/infra/connection";
import { enqueueMails } from "@/lib/db/outbox";
import { queued } from "@/lib/mail/outbox";
import type { OutgoingMail } from "@/lib/types/mail";
import type { Repeating } from "@/lib/jobs/repeat";
import { mailWorker } from "@/lib/mail/worker";
import { TestSmtp } from "@/tests/support/smtp";
import { mailTestbed } from "@/tests/support/mail-testbed";
import { databaseKind } from "@/tests/support/test-database";
import { until } from "@/tests/support/until";

// The worker as a web server runs it: on its own timer, and woken when a form has queued mail,
// against a real SMTP server on loopback and this run's database.

const from = "Atrium Immo <no-reply@atrium.test>";
const hour = 60 * 60 * 1000;

function mail(n: number): OutgoingMail {
  return {
    to: `visitor${n}@example.be`,
    locale: "fr",
    subject: `Confirmation ${n}`,
    html: `<p>${n}</p>`,
    text: `${n}`,
  };
}

describe(`mail worker (${databaseKind})`, () => {
  let db: Connection;
  let worker: Repeating | undefined;
  const smtp = new TestSmtp();

  mailTestbed(smtp, (opened) => (db = opened));
  afterEach(async () => await worker?.stop());

  it("sends what is queued on its own timer, without being asked", async () => {
    worker = mailWorker({ db: db.prisma, smtpUrl: smtp.url, from, everyMs: 50 });
    await enqueueMails(
      [mail(1), mail(2), mail(3)].map((m) => queued(m)),
      db.prisma,
    );
    await until(() => smtp.received.length === 3, 10_000);
    await until(async () => (await db.prisma.outboxMail.count({ where: { status: "SENT" } })) === 3, 5_000);
  });

  it("sends at once when woken, long before its next turn", async () => {
    worker = mailWorker({ db: db.prisma, smtpUrl: smtp.url, from, everyMs: hour });
    await enqueueMails(
      [mail(4)].map((m) => queued(m)),
      db.prisma,
    );
    worker.wake();
    await until(() => smtp.received.length === 1, 10_000);
    expect(smtp.received[0]!.to).toEqual(["visitor4@example.be"]);
  });

  it("woken again and again while it sends, delivers each mail once", async () => {
    worker = mailWorker({ db: db.prisma, smtpUrl: smtp.url, from, everyMs: hour });
    await enqueueMails(
      Array.from({ length: 30 }, (_, i) => mail(100 + i)).map((m) => queued(m)),
      db.prisma,
    );
    for (let i = 0; i < 5; i++) worker.wake();
    await until(() => smtp.received.length >= 30, 15_000);
    // One more wake after the work is done finds nothing left to send (stop waits for that run's end).
    worker.wake();
    await worker.stop();
    expect(smtp.received).toHaveLength(30);
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(30);
  });

  it("on its own timer, holds visitors' mails past the hourly cap, sends the agency's and tells the agency once", async () => {
    worker = mailWorker({ db: db.prisma, smtpUrl: smtp.url, from, everyMs: 50, hourlyCap: 2 });
    await enqueueMails(
      [mail(1), mail(2), mail(3), mail(4), { ...mail(5), to: "info@atrium.test", kind: "AGENCY" as const }].map((m) =>
        queued(m),
      ),
      db.prisma,
    );
    await until(() => smtp.received.some((m) => m.to[0] === "info@atrium-immo.be"), 10_000);
    // Later rounds (one sends a later copy to the agency) send no more visitors' mails and no second alert.
    await enqueueMails(
      [{ ...mail(6), to: "info@atrium.test", kind: "AGENCY" as const }].map((m) => queued(m)),
      db.prisma,
    );
    await until(() => smtp.received.filter((m) => m.to[0] === "info@atrium.test").length === 2, 10_000);
    expect(smtp.received.filter((m) => m.to[0]!.startsWith("visitor"))).toHaveLength(2);
    expect(smtp.received.filter((m) => m.to[0] === "info@atrium-immo.be")).toHaveLength(1);
    expect(await db.prisma.outboxMail.count({ where: { status: "PENDING", kind: "VISITOR" } })).toBe(2);
  });

  it("sends a watch's one-click unsubscribe (RFC 8058) as its headers, and no such header on other mails", async () => {
    worker = mailWorker({ db: db.prisma, smtpUrl: smtp.url, from, everyMs: hour });
    const url = "https://www.atrium.test/api/watches/unsubscribe/?token=abc";
    await enqueueMails(
      [queued({ ...mail(8), kind: "SUBSCRIBER", listUnsubscribe: url }), queued({ ...mail(9), kind: "SUBSCRIBER" })],
      db.prisma,
    );
    worker.wake();
    await until(() => smtp.received.length === 2, 10_000);
    // Headers as a reader unfolds them (a long one is folded onto the next line).
    const [watched, other] = ["visitor8@example.be", "visitor9@example.be"].map((to) =>
      smtp.received.find((m) => m.to[0] === to)!.raw.replace(/\r\n[ \t]+/g, " "),
    );
    expect(watched).toMatch(new RegExp(`^List-Unsubscribe: <${url.replace(/[.?/]/g, "\\$&")}>\r?$`, "m"));
    expect(watched).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(other).not.toMatch(/^List-Unsubscribe/m);
  });
});
