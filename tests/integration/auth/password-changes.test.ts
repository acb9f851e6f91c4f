import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { changeOwnerPassword, passwordChecks } from "@/lib/auth/change-password";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import type { Connection } from "@/lib/db/infra/connection";
import { ownerOfSession, startSession } from "@/lib/db/owner-sessions";
import { createTestDatabase, databaseKind } from "@/tests/support/test-database";
import { ownerKeys } from "@/lib/rules/identifier";

// A signed-in owner changing their password, on a real database: the current password first, wrong ones
// counted (5 per 15 minutes per owner, shared by every server), the new one held to the rule of every new
// password, every other session ended, and the owner mailed in their language.

vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  const messages = (await import("@/messages/fr.json")).default;
  return {
    getTranslations: async ({ namespace }: { namespace: string }) =>
      createTranslator({ locale: "fr", messages, namespace: namespace as "Mail" }),
  };
});

const current = "atrium-demo-2026";

describe(`password changes in the portal (${databaseKind})`, () => {
  let db: Connection;
  let ownerId: number;
  const change = (input: { current: string; password: string; confirmation?: string }) =>
    changeOwnerPassword({ ownerId, confirmation: input.password, ...input }, db.prisma);
  const storedHash = () => db.prisma.owner.findUniqueOrThrow({ where: { id: ownerId } }).then((o) => o.passwordHash!);
  const sessions = () =>
    db.prisma.$transaction((tx) => Promise.all([0, 1].map(() => startSession(ownerId, null, new Date(), tx))));

  beforeAll(async () => {
    db = await createTestDatabase();
    const owner = await db.prisma.owner.create({
      data: {
        username: "owner.dupont",
        email: "anne.dupont@owner.example",
        ...ownerKeys({ username: "owner.dupont", email: "anne.dupont@owner.example" }),
        passwordHash: await hashPassword(current),
        firstName: "Anne",
        lastName: "Dupont",
        locale: "fr",
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
    await db.prisma.owner.update({ where: { id: ownerId }, data: { passwordHash: await hashPassword(current) } });
  });

  it("refuses a wrong current password, counts it, and after 5 refuses even the right one for 15 minutes", async () => {
    const before = await storedHash();
    for (let i = 0; i < 5; i++) {
      expect(await change({ current: `wrong-${i}`, password: "zonnebloem-tuin-42" })).toEqual({
        status: "wrongCurrent",
      });
    }
    expect(await change({ current, password: "zonnebloem-tuin-42" })).toEqual({ status: "throttled", minutes: 15 });
    expect(await storedHash()).toBe(before);
    expect(await db.prisma.rateLimit.count({ where: { key: { startsWith: `${passwordChecks.name}:` } } })).toBe(1);
    expect(await db.prisma.outboxMail.count()).toBe(0);
  });

  it("counts attempts sent at once before checking any of them", async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => change({ current: `wrong-${i}`, password: "zonnebloem-tuin-42" })),
    );
    expect(results.filter((r) => r.status === "wrongCurrent")).toHaveLength(5);
    expect(results.filter((r) => r.status === "throttled")).toHaveLength(3);
  });

  it("counts nothing for a form sent without the current password or with two different new ones", async () => {
    for (let i = 0; i < 6; i++) {
      expect(await change({ current: "", password: "zonnebloem-tuin-42" })).toEqual({
        status: "invalid",
        reason: "currentRequired",
      });
      expect(await change({ current, password: "zonnebloem-tuin-42", confirmation: "zonnebloem-tuin-43" })).toEqual({
        status: "invalid",
        reason: "notIdentical",
      });
    }
    expect((await change({ current, password: "zonnebloem-tuin-42" })).status).toBe("changed");
  });

  it.each([
    ["password123", "passwordCommon"],
    ["Dupont-Anne-1975", "passwordPersonal"],
    ["azertyuiop", "passwordGuessable"],
  ])("refuses %s as new password (%s) and changes nothing", async (password, reason) => {
    const before = await storedHash();
    const open = await sessions();
    expect(await change({ current, password })).toEqual({ status: "invalid", reason });
    expect(await storedHash()).toBe(before);
    for (const id of open) expect(await ownerOfSession(id, undefined, db.prisma)).not.toBeNull();
    expect(await db.prisma.outboxMail.count()).toBe(0);
  });

  it("sets the new password, ends every session, starts one for this browser and mails the owner", async () => {
    const open = await sessions();
    const result = await change({ current, password: "zonnebloem-tuin-42" });
    if (result.status !== "changed") throw new Error(`expected a change, got ${result.status}`);
    expect(await verifyPassword("zonnebloem-tuin-42", await storedHash())).toBe(true);
    expect(await verifyPassword(current, await storedHash())).toBe(false);
    for (const id of open) expect(await ownerOfSession(id, undefined, db.prisma)).toBeNull();
    expect(await ownerOfSession(result.sessionId, undefined, db.prisma)).toMatchObject({ id: ownerId });
    const mails = await db.prisma.outboxMail.findMany();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      toAddress: "anne.dupont@owner.example",
      locale: "fr",
      kind: "SUBSCRIBER",
      subject: "Votre mot de passe de l'espace propriétaire a été modifié",
    });
    expect(mails[0]!.text).toContain("/fr/login/mot-de-passe-oublie/");
    expect(mails[0]!.text).not.toContain("zonnebloem");
  });

  it("forgets the wrong attempts once the right current password is given", async () => {
    for (let i = 0; i < 4; i++) await change({ current: `wrong-${i}`, password: "zonnebloem-tuin-42" });
    expect((await change({ current, password: "zonnebloem-tuin-42" })).status).toBe("changed");
    await db.prisma.owner.update({ where: { id: ownerId }, data: { passwordHash: await hashPassword(current) } });
    for (let i = 0; i < 4; i++) {
      expect(await change({ current: `wrong-${i}`, password: "zonnebloem-tuin-42" })).toEqual({
        status: "wrongCurrent",
      });
    }
  });
});
