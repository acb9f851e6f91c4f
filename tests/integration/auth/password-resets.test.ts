import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import type { Connection } from "@/lib/db/infra/connection";
import { followLink } from "@/lib/db/mailed-links";
import { ownerOfSession, startSession } from "@/lib/db/owner-sessions";
import {
  consumeResetLink,
  createResetLink,
  openResetLink,
  RESET_LINK_MS,
  resetLinkState,
} from "@/lib/db/password-resets";
import { queued } from "@/lib/mail/outbox";
import type { MailDraft } from "@/lib/mail/templates/frame";
import { passwordChangedMail, resetLinkMail } from "@/lib/mail/templates/owner-mails";
import { createTestDatabase, databaseKind } from "@/tests/support/test-database";
import { ownerKeys } from "@/lib/rules/identifier";
import { asDelivered } from "@/tests/support/delivered";

// The links that let an owner choose a new password: stored as a hash with their mail, valid one hour,
// read-only when opened, used once, ending every session of the owner, mailing the owner that the
// password changed, and useless for any other purpose.

vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  const messages = (await import("@/messages/fr.json")).default;
  return {
    getTranslations: async ({ namespace }: { namespace: string }) =>
      createTranslator({ locale: "fr", messages, namespace: namespace as "Mail" }),
  };
});

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");
const resetOwner = {
  firstName: "Jan",
  lastName: "Peeters",
  username: "owner.peeters",
  email: "anne.dupont@owner.example",
  locale: "fr" as const,
};
const mailFor = async (token: string) => queued(await resetLinkMail(resetOwner, token));

const draft: MailDraft = {
  to: "anne.dupont@owner.example",
  locale: "fr",
  subject: "Mot de passe modifié",
  html: "<p>modifié</p>",
  text: "modifié",
};
/** A fresh outbox row each time: every queued mail has a Message-ID of its own. */
const changed = () => queued(draft);

describe(`password reset links (${databaseKind})`, () => {
  let db: Connection;
  let ownerId: number;
  const passwordHash = () => db.prisma.owner.findUniqueOrThrow({ where: { id: ownerId } }).then((o) => o.passwordHash!);

  beforeAll(async () => {
    db = await createTestDatabase();
    const owner = await db.prisma.owner.create({
      data: {
        username: "owner.peeters",
        email: "anne.dupont@owner.example",
        ...ownerKeys({ username: "owner.peeters", email: "anne.dupont@owner.example" }),
        passwordHash: await hashPassword("old-password"),
        firstName: "Jan",
        lastName: "Peeters",
      },
    });
    ownerId = owner.id;
  });
  afterAll(async () => {
    await db.close();
  });

  it("stores only the token's hash, with its mail in the same transaction", async () => {
    const token = await createResetLink(ownerId, mailFor, undefined, undefined, db.prisma);
    const row = await db.prisma.mailedLink.findFirstOrThrow({ where: { ownerId, purpose: "RESET_PASSWORD" } });
    expect(row.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const mail = await db.prisma.outboxMail.findFirstOrThrow({ where: { toAddress: "anne.dupont@owner.example" } });
    // The stored mail holds its token sealed, apart from the bodies; the worker fills it in as it sends.
    expect(`${mail.text}${mail.html}`).not.toContain(token);
    expect(asDelivered(mail).text).toContain(token);
    expect(mail.kind).toBe("SUBSCRIBER");
  });

  it("is left intact by opening it, and used once by its form", async () => {
    const start = new Date();
    const token = await createResetLink(ownerId, mailFor, start, undefined, db.prisma);
    for (let i = 0; i < 3; i++) expect(await resetLinkState(token, start, db.prisma)).toBe("open");
    const used = await consumeResetLink(token, await hashPassword("brand-new-password"), changed(), start, db.prisma);
    expect(used).toEqual({ state: "open", ownerId });
    expect(await verifyPassword("brand-new-password", await passwordHash())).toBe(true);
    expect(await resetLinkState(token, start, db.prisma)).toBe("unknown");
    const again = await consumeResetLink(token, await hashPassword("another-password"), changed(), start, db.prisma);
    expect(again).toEqual({ state: "unknown", ownerId: null });
    expect(await verifyPassword("brand-new-password", await passwordHash())).toBe(true);
  });

  it("works for one hour", async () => {
    const start = new Date();
    const token = await createResetLink(ownerId, mailFor, start, undefined, db.prisma);
    const almost = new Date(start.getTime() + RESET_LINK_MS - 1000);
    const over = new Date(start.getTime() + RESET_LINK_MS);
    expect(RESET_LINK_MS).toBe(60 * 60 * 1000);
    expect(await resetLinkState(token, almost, db.prisma)).toBe("open");
    expect(await resetLinkState(token, over, db.prisma)).toBe("expired");
    expect(await consumeResetLink(token, "$argon2id$unused", changed(), over, db.prisma)).toEqual({
      state: "expired",
      ownerId: null,
    });
    expect(await verifyPassword("brand-new-password", await passwordHash())).toBe(true);
  });

  it("ends every session of the owner and every other reset link when used", async () => {
    const now = new Date();
    const sessions = await db.prisma.$transaction(async (tx) => [
      await startSession(ownerId, null, now, tx),
      await startSession(ownerId, null, now, tx),
    ]);
    const first = await createResetLink(ownerId, mailFor, now, undefined, db.prisma);
    const second = await createResetLink(ownerId, mailFor, now, undefined, db.prisma);
    await consumeResetLink(second, await hashPassword("third-password"), changed(), now, db.prisma);
    for (const id of sessions) expect(await ownerOfSession(id, now, db.prisma)).toBeNull();
    expect(await resetLinkState(first, now, db.prisma)).toBe("unknown");
  });

  it("lets only one of two uses at once through", async () => {
    const token = await createResetLink(ownerId, mailFor, undefined, undefined, db.prisma);
    const hashes = await Promise.all([hashPassword("race-password-a"), hashPassword("race-password-b")]);
    const results = await Promise.all(
      hashes.map((hash) => consumeResetLink(token, hash, changed(), undefined, db.prisma)),
    );
    expect(results.filter((r) => r.state === "open")).toHaveLength(1);
  });

  it("does nothing through the newsletter's and searches' link button, nor for junk tokens", async () => {
    const token = await createResetLink(ownerId, mailFor, undefined, undefined, db.prisma);
    for (const purpose of ["CONFIRM_NEWSLETTER", "LEAVE_NEWSLETTER", "CONFIRM_SEARCH", "MANAGE_SEARCH"] as const) {
      expect(await followLink(purpose, token, undefined, db.prisma)).toBe("unknown");
    }
    expect(await resetLinkState(token, undefined, db.prisma)).toBe("open");
    expect(await resetLinkState("x".repeat(40), undefined, db.prisma)).toBe("unknown");
  });

  it("tells the owner, in their language, when the password changed and what to do if it was not them", async () => {
    await db.prisma.outboxMail.deleteMany();
    const now = new Date("2026-11-25T14:05:00Z");
    const token = await createResetLink(ownerId, mailFor, now, undefined, db.prisma);
    const { state, owner } = await openResetLink(token, now, db.prisma);
    expect(state).toBe("open");
    expect(owner).toMatchObject({ id: ownerId, firstName: "Jan", lastName: "Peeters", username: "owner.peeters" });
    await consumeResetLink(
      token,
      await hashPassword("zonnebloem-tuin-42"),
      queued(await passwordChangedMail(owner!, now)),
      now,
      db.prisma,
    );
    const mails = await db.prisma.outboxMail.findMany({ where: { subject: { contains: "modifié" } } });
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatchObject({ toAddress: "anne.dupont@owner.example", locale: "fr", kind: "SUBSCRIBER" });
    expect(mail.subject).toBe("Votre mot de passe de l'espace propriétaire a été modifié");
    expect(mail.text).toContain("owner.peeters");
    expect(mail.text).toContain("25 novembre 2026 à 15:05");
    expect(mail.text).toContain("Si ce n'est pas vous");
    expect(mail.text).toContain("/fr/login/mot-de-passe-oublie/");
    for (const secret of [token, "zonnebloem-tuin-42"]) {
      expect(mail.text).not.toContain(secret);
      expect(mail.html).not.toContain(secret);
    }
  });

  it("mails nothing and tells no owner for a link that is not open", async () => {
    await db.prisma.outboxMail.deleteMany();
    const start = new Date();
    const token = await createResetLink(ownerId, mailFor, start, undefined, db.prisma);
    const later = new Date(start.getTime() + RESET_LINK_MS);
    expect(await openResetLink(token, later, db.prisma)).toEqual({ state: "expired", owner: null });
    expect(await openResetLink("x".repeat(40), start, db.prisma)).toEqual({ state: "unknown", owner: null });
    await consumeResetLink(token, "$argon2id$unused", changed(), later, db.prisma);
    expect(await db.prisma.outboxMail.count({ where: { subject: draft.subject } })).toBe(0);
  });
});
