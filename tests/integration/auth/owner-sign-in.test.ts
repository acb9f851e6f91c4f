import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { hashPassword, hashPasswordScrypt, verifyPassword } from "@/lib/auth/password";
import { signInWithCredentials, type SignInResult } from "@/lib/auth/sign-in";
import { loginRules } from "@/lib/auth/throttle";
import type { Connection } from "@/lib/db/infra/connection";
import { endSession, hashSessionId, ownerOfSession } from "@/lib/db/owner-sessions";
import { ownerKeys } from "@/lib/rules/identifier";
import { createTestDatabase, databaseKind } from "@/tests/support/test-database";

// Signing in on a real database: by username or e-mail, the same answer for an unknown name and a
// wrong password, 5 failures per address in 15 minutes (per account: owner-sign-in-throttle.test.ts), the
// seed's scrypt hash upgraded, server-side sessions that end (sign-out, 8 idle hours, a new sign-in) and the
// manager's hourly notice.

vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  const messages = {
    en: (await import("@/messages/en.json")).default,
    fr: (await import("@/messages/fr.json")).default,
  };
  return {
    getTranslations: async ({ locale, namespace }: { locale: "en" | "fr"; namespace: string }) =>
      createTranslator({ locale, messages: messages[locale] ?? messages.fr, namespace: namespace as "Mail" }),
  };
});

const HOUR = 60 * 60 * 1000;
const password = "atrium-demo-2026";

describe(`owner sign-in (${databaseKind})`, () => {
  let db: Connection;
  let ownerId: number;
  let client = 0;
  // Each test signs in from an address of its own, so the address limit of one does not reach another.
  const nextClient = () => `198.51.100.${++client}`;
  const signIn = (identifier: string, typed: string, from: string, now = new Date()) =>
    signInWithCredentials({ identifier, password: typed, client: from }, db.prisma, now);
  const okOf = (result: SignInResult) => {
    if (result.status !== "ok") throw new Error(`expected a sign-in, got ${result.status}`);
    return result;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    const manager = await db.prisma.teamMember.create({
      data: { slug: "lea", firstName: "Léa", lastName: "Maes", email: "lea@agency.example", phone: "+32 2 000 00 00" },
    });
    const owner = await db.prisma.owner.create({
      data: {
        username: "owner.dupont",
        email: "anne.dupont@owner.example",
        ...ownerKeys({ username: "owner.dupont", email: "anne.dupont@owner.example" }),
        passwordHash: await hashPasswordScrypt(password),
        firstName: "Anne",
        lastName: "Dupont",
        locale: "fr",
        managerId: manager.id,
      },
    });
    ownerId = owner.id;
  });
  afterAll(async () => {
    await db.close();
  });
  beforeEach(async () => {
    await db.prisma.rateLimit.deleteMany();
    await db.prisma.outboxMail.deleteMany();
    await db.prisma.owner.update({ where: { id: ownerId }, data: { loginNotifiedAt: null } });
  });

  it("signs in by username or e-mail, without case, and upgrades the seed's scrypt hash to Argon2id", async () => {
    const first = okOf(await signIn("Owner.Dupont", password, nextClient()));
    expect(first.owner).toEqual({ id: ownerId, locale: "fr" });
    const row = await db.prisma.owner.findUniqueOrThrow({ where: { id: ownerId } });
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(password, row.passwordHash!)).toBe(true);
    expect(row.lastLoginAt).not.toBeNull();
    okOf(await signIn(" ANNE.dupont@owner.example ", password, nextClient()));
  });

  it("answers an unknown name and a wrong password alike", async () => {
    const from = nextClient();
    expect(await signIn("nobody@owner.example", password, from)).toEqual({ status: "invalid" });
    expect(await signIn("owner.dupont", "wrong-password", from)).toEqual({ status: "invalid" });
    expect(await signIn("owner.dupont", "short", from)).toEqual({ status: "invalid" });
  });

  it("refuses an address after 5 failures, whatever names it tries, and says how long to wait", async () => {
    const from = nextClient();
    for (let i = 0; i < 5; i++) await signIn(`name-${i}`, "wrong-password", from);
    expect(await signIn("owner.dupont", password, from)).toEqual({ status: "throttled", minutes: 15 });
    expect((await signIn("owner.dupont", password, nextClient())).status).toBe("ok");
    expect(loginRules.address.seconds).toBe(15 * 60);
  });

  it("never slows or counts successful sign-ins, and forgets the account's failures after one", async () => {
    const from = nextClient();
    for (let i = 0; i < 4; i++) await signIn("owner.dupont", "wrong-password", nextClient());
    for (let i = 0; i < 8; i++) expect((await signIn("owner.dupont", password, from)).status).toBe("ok");
    for (let i = 0; i < 4; i++) await signIn("owner.dupont", "wrong-password", nextClient());
    expect((await signIn("owner.dupont", password, nextClient())).status).toBe("ok");
  });

  it("keeps sessions on the server: a new id at each sign-in, 8 idle hours end one, sign-out ends one", async () => {
    const start = new Date();
    const a = okOf(await signIn("owner.dupont", password, nextClient(), start));
    const b = okOf(await signIn("owner.dupont", password, nextClient(), start));
    expect(a.sessionId).not.toBe(b.sessionId);
    // Only the hash of the id is stored.
    expect(await db.prisma.ownerSession.count({ where: { idHash: a.sessionId } })).toBe(0);
    expect(await db.prisma.ownerSession.count({ where: { idHash: hashSessionId(a.sessionId) } })).toBe(1);
    // Used after 7 hours, a session lives 8 hours from then.
    expect(await ownerOfSession(a.sessionId, new Date(start.getTime() + 7 * HOUR), db.prisma)).toMatchObject({
      id: ownerId,
    });
    expect(await ownerOfSession(a.sessionId, new Date(start.getTime() + 14 * HOUR), db.prisma)).not.toBeNull();
    // Not used for 8 hours: ended, and stays ended.
    expect(await ownerOfSession(b.sessionId, new Date(start.getTime() + 8 * HOUR), db.prisma)).toBeNull();
    expect(await ownerOfSession(b.sessionId, start, db.prisma)).toBeNull();
    await endSession(a.sessionId, db.prisma);
    expect(await ownerOfSession(a.sessionId, start, db.prisma)).toBeNull();
  });

  it("ends the session the browser still had when it signs in again", async () => {
    const old = okOf(await signIn("owner.dupont", password, nextClient()));
    const renewed = await signInWithCredentials(
      { identifier: "owner.dupont", password, client: nextClient(), previousSessionId: old.sessionId },
      db.prisma,
    );
    expect(renewed.status).toBe("ok");
    expect(await ownerOfSession(old.sessionId, undefined, db.prisma)).toBeNull();
  });

  it("tells the manager of a sign-in by mail through the outbox, at most once per owner per hour", async () => {
    const start = new Date();
    okOf(await signIn("owner.dupont", password, nextClient(), start));
    okOf(await signIn("owner.dupont", password, nextClient(), new Date(start.getTime() + 30 * 60 * 1000)));
    let mails = await db.prisma.outboxMail.findMany();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: "lea@agency.example", kind: "AGENCY", status: "PENDING" });
    expect(mails[0]!.subject).toContain("Anne Dupont");
    expect(mails[0]!.text).toContain("owner.dupont");
    okOf(await signIn("owner.dupont", password, nextClient(), new Date(start.getTime() + HOUR + 1000)));
    mails = await db.prisma.outboxMail.findMany();
    expect(mails).toHaveLength(2);
  });

  it("sends no notice for failed sign-ins", async () => {
    await signIn("owner.dupont", "wrong-password", nextClient());
    expect(await db.prisma.outboxMail.count()).toBe(0);
  });

  it("checks the new hash of a changed password", async () => {
    await db.prisma.owner.update({
      where: { id: ownerId },
      data: { passwordHash: await hashPassword("a-new-secret") },
    });
    expect((await signIn("owner.dupont", password, nextClient())).status).toBe("invalid");
    expect((await signIn("owner.dupont", "a-new-secret", nextClient())).status).toBe("ok");
    await db.prisma.owner.update({ where: { id: ownerId }, data: { passwordHash: await hashPassword(password) } });
  });
});
