import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { hashPassword } from "@/lib/auth/password";
import { signInWithCredentials, type SignInResult } from "@/lib/auth/sign-in";
import type { Connection } from "@/lib/db/infra/connection";
import { newCaptchaChallenge } from "@/lib/forms/captcha";
import { createTestDatabase, databaseKind } from "@/tests/support/test-database";
import { ownerKeys } from "@/lib/rules/identifier";

// Password guessing on a real database (issue 21, findings 2 and 3): points are taken before a hash is
// verified, so parallel guesses cannot pass the limits; failures count per account and address, so a
// guesser never locks the owner out: past the account's bar everyone must solve the captcha, and the
// owner is mailed once.

const verified = vi.hoisted(() => ({ count: 0 }));
vi.mock("@/lib/auth/password", async (original) => {
  const real = await original<typeof import("@/lib/auth/password")>();
  return {
    ...real,
    verifyPassword: async (...args: Parameters<typeof real.verifyPassword>) => {
      verified.count++;
      return real.verifyPassword(...args);
    },
    verifyDummy: async (...args: Parameters<typeof real.verifyDummy>) => {
      verified.count++;
      return real.verifyDummy(...args);
    },
  };
});

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

const password = "atrium-demo-2026";

async function solvedCaptcha(): Promise<string> {
  const challenge = await newCaptchaChallenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

describe(`owner sign-in throttle (${databaseKind})`, () => {
  let db: Connection;
  let client = 0;
  const nextClient = () => `203.0.113.${++client}`;
  const signIn = (identifier: string, typed: string, from: string, captcha?: string) =>
    signInWithCredentials({ identifier, password: typed, client: from, captcha }, db.prisma);
  const tally = (results: SignInResult[]) =>
    results.reduce<Record<string, number>>((t, r) => ({ ...t, [r.status]: (t[r.status] ?? 0) + 1 }), {});

  beforeAll(async () => {
    db = await createTestDatabase();
    await db.prisma.owner.create({
      data: {
        username: "owner.dupont",
        email: "anne.dupont@owner.example",
        ...ownerKeys({ username: "owner.dupont", email: "anne.dupont@owner.example" }),
        passwordHash: await hashPassword(password),
        firstName: "Anne",
        lastName: "Dupont",
        locale: "fr",
      },
    });
  });
  afterAll(async () => {
    await db.close();
  });
  beforeEach(async () => {
    await db.prisma.rateLimit.deleteMany();
    await db.prisma.outboxMail.deleteMany();
    verified.count = 0;
  });

  it("verifies at most 5 of 40 parallel wrong passwords for one name from one address", async () => {
    const from = nextClient();
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn("owner.dupont", `guess-${i}-x`, from)),
    );
    expect(verified.count).toBeLessThanOrEqual(5);
    expect(tally(results).invalid ?? 0).toBe(verified.count);
    expect(results.every((r) => r.status === "invalid" || r.status === "throttled" || r.status === "captcha")).toBe(
      true,
    );
    // The address is refused now, even with the right password, and nothing more is verified.
    expect(await signIn("owner.dupont", password, from)).toMatchObject({ status: "throttled" });
    expect(verified.count).toBeLessThanOrEqual(5);
  });

  it("verifies at most 5 of 40 parallel guesses at an unknown name, or at one account from 40 addresses", async () => {
    const from = nextClient();
    await Promise.all(Array.from({ length: 40 }, (_, i) => signIn("ghost", `guess-${i}-x`, from)));
    expect(verified.count).toBeLessThanOrEqual(5);
    verified.count = 0;
    const spread = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn("owner.dupont", `guess-${i}-x`, nextClient())),
    );
    expect(verified.count).toBeLessThanOrEqual(5);
    // The others verified nothing: they were asked for the captcha, not refused.
    const { invalid = 0, captcha = 0, ...others } = tally(spread);
    expect({ invalid, captcha, others }).toEqual({ invalid: verified.count, captcha: 40 - verified.count, others: {} });
  });

  it("counts the spellings of one unknown name as one account, as look-ups compare names", async () => {
    const spellings = ["Ghost.Two", " ghost.two ", "ＧＨＯＳＴ.two", "GHOST.TWO", "ghost.two"];
    for (const [i, name] of spellings.entries()) {
      expect((await signIn(name, `guess-${i}-x`, nextClient())).status).toBe("invalid");
    }
    expect(await signIn("ｇｈｏｓｔ.ＴＷＯ", "guess-5-x", nextClient())).toEqual({
      status: "captcha",
      result: "empty",
    });
  });

  it("lets the right password in from an address that has not been failing, after the captcha", async () => {
    const attacker = nextClient();
    for (let i = 0; i < 5; i++) expect((await signIn("owner.dupont", `guess-${i}-x`, attacker)).status).toBe("invalid");
    // The failing address stays refused for this account, right password or not.
    expect(await signIn("owner.dupont", password, attacker, await solvedCaptcha())).toEqual({
      status: "throttled",
      minutes: 15,
    });
    // The owner, elsewhere, is not refused: asked for the captcha, checked before any password is verified.
    verified.count = 0;
    const owner = nextClient();
    expect(await signIn("anne.dupont@owner.example", password, owner)).toEqual({ status: "captcha", result: "empty" });
    expect(await signIn("owner.dupont", password, owner, "bm90IGEgY2FwdGNoYQ==")).toEqual({
      status: "captcha",
      result: "invalid",
    });
    expect(verified.count).toBe(0);
    expect((await signIn("owner.dupont", password, owner, await solvedCaptcha())).status).toBe("ok");
    // Signing in forgot the account's failures: no captcha for the next one.
    expect((await signIn("owner.dupont", password, nextClient())).status).toBe("ok");
  });

  it("keeps asking for the captcha, never refusing, however long the guessing goes on", async () => {
    for (let i = 0; i < 5; i++) await signIn("owner.dupont", `guess-${i}-x`, nextClient());
    const captcha = await solvedCaptcha();
    expect(await signIn("owner.dupont", "still-wrong-x", nextClient(), captcha)).toEqual({
      status: "invalid",
      captcha: true,
    });
    // A solution is spent once checked.
    expect(await signIn("owner.dupont", password, nextClient(), captcha)).toEqual({
      status: "captcha",
      result: "invalid",
    });
    for (let i = 0; i < 3; i++) {
      expect((await signIn("owner.dupont", `more-${i}-x`, nextClient(), await solvedCaptcha())).status).toBe("invalid");
    }
    expect((await signIn("owner.dupont", password, nextClient(), await solvedCaptcha())).status).toBe("ok");
  });

  it("mails the owner once, in their language, when their account passes the bar", async () => {
    for (let i = 0; i < 4; i++) await signIn("owner.dupont", `guess-${i}-x`, nextClient());
    expect(await db.prisma.outboxMail.count()).toBe(0);
    // Several failures reach the bar at once: one claims the mail.
    const captchas = await Promise.all(Array.from({ length: 6 }, solvedCaptcha));
    const results = await Promise.all(captchas.map((c, i) => signIn("owner.dupont", `more-${i}-x`, nextClient(), c)));
    expect(tally(results)).toEqual({ invalid: 6 });
    const mails = await db.prisma.outboxMail.findMany();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: "anne.dupont@owner.example", locale: "fr", kind: "SUBSCRIBER" });
    expect(mails[0]!.subject).toBe(
      "Espace propriétaire\u00A0: des mots de passe erronés ont été essayés pour votre compte",
    );
    expect(mails[0]!.text).toContain("Votre compte n'est pas bloqué");
    expect(mails[0]!.text).toContain("/fr/login/mot-de-passe-oublie/");
    // An unknown name has nobody to tell.
    for (let i = 0; i < 6; i++)
      await signIn("ghost@owner.example", `guess-${i}-x`, nextClient(), await solvedCaptcha());
    expect(await db.prisma.outboxMail.count()).toBe(1);
  });
});
