import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Connection } from "@/lib/db/infra/connection";
import { newCaptchaChallenge, verifyCaptcha } from "@/lib/forms/captcha";
import { storeSubmission } from "@/lib/db/submissions";
import { queued } from "@/lib/mail/outbox";
import { deliverDueMails } from "@/lib/mail/outbox";
import { aheadOfTheDatabase } from "@/tests/support/mail-testbed";
import { TestSmtp } from "@/tests/support/smtp";
import { createTestDatabase, databaseKind } from "@/tests/support/test-database";

// What a form does after validation, on this run's database (embedded or server): the submission and
// its mails in one transaction, and the captcha spent once (the limits: rate-limits.test.ts).

const submission = (n: number) => ({
  kind: "CONTACT" as const,
  locale: "fr" as const,
  email: `visiteur${n}@example.be`,
  payload: { firstName: "Marie", lastName: `Lambert ${n}`, remark: "Bonjour" },
  mails: [
    {
      to: `visiteur${n}@example.be`,
      locale: "fr" as const,
      subject: `Merci ${n}`,
      html: "<p>Merci</p>",
      text: "Merci",
    },
    {
      to: "info@atrium.test",
      locale: "fr" as const,
      subject: `Copie ${n}`,
      html: "<p>Copie</p>",
      text: "Copie",
    },
  ].map((mail) => queued(mail)),
});

describe(`form submissions (${databaseKind})`, () => {
  let db: Connection;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it("stores the submission with its mails, linked, in one transaction", async () => {
    const id = await storeSubmission(submission(1), db.prisma);
    const row = await db.prisma.formSubmission.findUniqueOrThrow({ where: { id }, include: { mails: true } });
    expect(row.payload).toEqual({ firstName: "Marie", lastName: "Lambert 1", remark: "Bonjour" });
    expect(row.mails.map((m) => m.subject).sort()).toEqual(["Copie 1", "Merci 1"]);
    expect(row.mails.every((m) => m.status === "PENDING")).toBe(true);
  });

  it("keeps nothing when a mail cannot be queued: submission and mails go together or not at all", async () => {
    const before = await db.prisma.formSubmission.count();
    const broken = {
      ...submission(2),
      mails: [queued({ to: null as unknown as string, locale: "fr" as const, subject: "x", html: "", text: "" })],
    };
    await expect(storeSubmission(broken, db.prisma)).rejects.toThrow();
    expect(await db.prisma.formSubmission.count()).toBe(before);
  });

  it("stores 100 submissions while the mail server is down and delivers all their mails once it is back", async () => {
    await db.prisma.outboxMail.deleteMany();
    const smtp = new TestSmtp();
    await smtp.start();
    const port = smtp.port;
    await smtp.stop();
    for (let n = 0; n < 100; n++) await storeSubmission(submission(1000 + n), db.prisma);
    expect(
      await db.prisma.formSubmission.count({ where: { email: { startsWith: "visiteur1" } } }),
    ).toBeGreaterThanOrEqual(100);
    const policy = { retryForMs: 60 * 60_000, baseDelayMs: 5, maxDelayMs: 10, leaseMs: 60_000 };
    const options = { db: db.prisma, policy, limit: 500, hourlyCap: 1000 };
    const down = nodemailer.createTransport(smtp.url);
    expect((await deliverDueMails(down, "site@atrium.test", options)).sent).toBe(0);
    down.close();

    await smtp.start(port);
    const transport = nodemailer.createTransport({ host: "127.0.0.1", port, pool: true, maxConnections: 2 });
    // A clock the test moves past the longest back-off each round.
    let clock = aheadOfTheDatabase().getTime();
    for (let round = 0; round < 20; round++, clock += policy.maxDelayMs + 5) {
      await deliverDueMails(transport, "site@atrium.test", { ...options, now: () => new Date(clock) });
      if ((await db.prisma.outboxMail.count({ where: { status: { not: "SENT" } } })) === 0) break;
    }
    transport.close();
    await smtp.stop();
    expect(smtp.received).toHaveLength(200);
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(200);
    expect(await db.prisma.outboxMail.count({ where: { status: "SENT" } })).toBe(200);
  });

  it("checks a solved captcha without spending it, accepts it once, and refuses an empty, forged or replayed one", async () => {
    const challenge = await newCaptchaChallenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    const field = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
    expect(await verifyCaptcha("", db.prisma)).toBe("empty");
    expect(await verifyCaptcha("not base64 json", db.prisma)).toBe("invalid");
    // Another first byte (one in 256 keys already starts with ff).
    const first = solution!.derivedKey.startsWith("ff") ? "00" : "ff";
    const forged = Buffer.from(
      JSON.stringify({ challenge, solution: { ...solution, derivedKey: `${first}${solution!.derivedKey.slice(2)}` } }),
    ).toString("base64");
    expect(await verifyCaptcha(forged, db.prisma)).toBe("invalid");
    // Verifying does not spend it: a form refused after the check (a picture that cannot be decoded)
    // is sent again with the same captcha.
    const once = await verifyCaptcha(field, db.prisma);
    const again = await verifyCaptcha(field, db.prisma);
    if (typeof once === "string" || typeof again === "string") throw new Error("a solved captcha was refused");
    expect(await once.spend()).toBe(true);
    expect(await again.spend()).toBe(false);
    expect(await verifyCaptcha(field, db.prisma)).toBe("invalid");
  });
});
