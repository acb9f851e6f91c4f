import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { stringify } from "yaml";
import { hashPassword } from "@/lib/auth/password";
import { signInWithCredentials } from "@/lib/auth/sign-in";
import type { Connection } from "@/lib/db/infra/connection";
import { startSession } from "@/lib/db/owner-sessions";
import { consumeResetLink, openResetLink } from "@/lib/db/password-resets";
import { queued } from "@/lib/mail/outbox";
import { ownerKeys } from "@/lib/rules/identifier";
import { syncFolder } from "@/tests/support/sync-folder";
import { createTestDatabase, databaseKind } from "@/tests/support/test-database";
import { asDelivered } from "@/tests/support/delivered";

// Owners from the source (docs/crm-feed.md's GetOwnerList, or owners/ files): a new one is invited in their
// language to choose a password with a link that works a week; one the source no longer lists loses
// access (sessions ended, no sign-in) while their property's statistics stay; listed again, they are back.

vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  const messages = {
    en: (await import("@/messages/en.json")).default,
    nl: (await import("@/messages/nl.json")).default,
    fr: (await import("@/messages/fr.json")).default,
    de: (await import("@/messages/de.json")).default,
  };
  return {
    getTranslations: async ({ locale, namespace }: { locale: "en" | "nl" | "fr" | "de"; namespace: string }) =>
      createTranslator({ locale, messages: messages[locale], namespace: namespace as "Mail" }),
  };
});

describe(`owners from the content sync (${databaseKind})`, () => {
  let db: Connection;
  let folder: string;
  let clock = new Date("2026-11-20T09:00:00Z");
  const anne = {
    ID: 501,
    FirstName: "Anne",
    LastName: "Lemaire",
    Email: "anne.lemaire@owner.example",
    LanguageId: "fr",
  };
  const jan = { ID: 502, FirstName: "Jan", LastName: "Wouters", Email: "jan.wouters@owner.example", LanguageId: 1 };

  const write = (file: string, data: unknown) => {
    fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    fs.writeFileSync(path.join(folder, file), stringify(data));
  };
  const sync = (dryRun = false) => {
    clock = new Date(clock.getTime() + 60_000);
    return syncFolder(db.prisma, folder, { dryRun, now: () => clock });
  };
  const signIn = (identifier: string, password: string) =>
    signInWithCredentials({ identifier, password, client: "203.0.113.7" }, db.prisma, clock);
  const owner = (email: string) => db.prisma.owner.findUniqueOrThrow({ where: { email } });
  const mailsTo = async (to: string) =>
    (await db.prisma.outboxMail.findMany({ where: { toAddress: to }, orderBy: { id: "asc" } })).map(asDelivered);
  const tokenIn = (text: string) => /[?&]token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";

  beforeAll(async () => {
    db = await createTestDatabase();
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "content-sync-owners-"));
    await db.prisma.category.create({ data: { id: 1, name: "Residential", webId: 1 } });
    write("owners/anne-lemaire.yaml", anne);
    write("owners/jan-wouters.yaml", jan);
    write("properties/atr-5101.yaml", {
      ID: 5101,
      Ident: "ATR-5101",
      Goal: 0,
      Status: 1,
      WebID: 1,
      Title: { fr: "Maison de ville à Namur" },
      Zip: "5000",
      City: "Namur",
      Price: 289000,
      OwnerID: 501,
    });
  });
  afterAll(async () => {
    await db.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("a dry run says who would be invited, and writes and mails nothing", async () => {
    const report = await sync(true);
    expect(report).toMatchObject({ dryRun: true, invited: 2, added: 3 });
    expect(await db.prisma.owner.count()).toBe(0);
    expect(await db.prisma.outboxMail.count()).toBe(0);
  });

  it("adds each owner without a password, links their property, and invites them in their language", async () => {
    const report = await sync();
    expect(report).toMatchObject({ added: 3, invited: 2, disabled: 0, failed: 0 });
    const added = await owner(anne.Email);
    expect(added).toMatchObject({ passwordHash: null, sourceId: 501, source: "files", locale: "fr", disabledAt: null });
    expect((await db.prisma.property.findUniqueOrThrow({ where: { reference: "ATR-5101" } })).ownerId).toBe(added.id);
    expect((await owner(jan.Email)).locale).toBe("nl");

    const [toAnne] = await mailsTo(anne.Email);
    expect(toAnne!.subject).toMatch(/^Votre compte sur l'espace propriétaire Atrium Immo$/);
    expect(toAnne!.text).toContain(anne.Email);
    const [toJan] = await mailsTo(jan.Email);
    expect(toJan!.subject).toMatch(/^Uw account op het eigenaarsportaal van /);
    // The link works for a week, not the reset's hour.
    const token = tokenIn(toAnne!.text);
    const link = await db.prisma.mailedLink.findFirstOrThrow({ where: { ownerId: added.id } });
    expect(link.expiresAt!.getTime() - clock.getTime()).toBe(7 * 24 * 3600 * 1000);
    expect((await openResetLink(token, clock, db.prisma)).state).toBe("open");
  });

  it("lets nobody sign in as an invited owner until they chose a password with the link", async () => {
    expect((await signIn(anne.Email, "any-password-at-all")).status).toBe("invalid");
    const [toAnne] = await mailsTo(anne.Email);
    const mail = queued({
      to: anne.Email,
      locale: "fr",
      subject: "Mot de passe choisi",
      html: "<p>ok</p>",
      text: "ok",
    });
    const used = await consumeResetLink(
      tokenIn(toAnne!.text),
      await hashPassword("verger-de-namur-1987"),
      mail,
      clock,
      db.prisma,
    );
    expect(used.state).toBe("open");
    expect((await signIn(anne.Email, "verger-de-namur-1987")).status).toBe("ok");
  });

  it("writes nothing and invites nobody again when nothing changed", async () => {
    const mails = await db.prisma.outboxMail.count();
    const report = await sync();
    expect(report).toMatchObject({ added: 0, changed: 0, unchanged: 3, invited: 0, disabled: 0 });
    expect(await db.prisma.outboxMail.count()).toBe(mails);
  });

  it("ends the access of an owner the source no longer lists, keeping their property's statistics", async () => {
    const { id } = await owner(anne.Email);
    await db.prisma.$transaction((tx) => startSession(id, null, clock, tx));
    const property = await db.prisma.property.findUniqueOrThrow({ where: { reference: "ATR-5101" } });
    await db.prisma.propertyPageView.create({
      data: { propertyId: property.id, day: new Date("2026-11-19"), views: 4 },
    });
    fs.rmSync(path.join(folder, "owners/anne-lemaire.yaml"));

    const report = await sync();
    expect(report.disabled).toBe(1);
    expect((await owner(anne.Email)).disabledAt).toEqual(clock);
    expect(await db.prisma.ownerSession.count({ where: { ownerId: id } })).toBe(0);
    expect((await signIn(anne.Email, "verger-de-namur-1987")).status).toBe("invalid");
    expect(await db.prisma.propertyPageView.count({ where: { propertyId: property.id } })).toBe(1);
    expect((await owner(jan.Email)).disabledAt).toBeNull();
  });

  it("gives the access back, password and all, when the source lists the owner again", async () => {
    write("owners/anne-lemaire.yaml", anne);
    const report = await sync();
    expect(report).toMatchObject({ changed: 1, invited: 0 });
    expect((await owner(anne.Email)).disabledAt).toBeNull();
    expect((await signIn(anne.Email, "verger-de-namur-1987")).status).toBe("ok");
  });

  it("adopts an owner entered by hand under the same address, without inviting them, and refuses a taken one", async () => {
    await db.prisma.owner.create({
      data: {
        username: "owner.claes",
        email: "els.claes@owner.example",
        ...ownerKeys({ username: "owner.claes", email: "els.claes@owner.example" }),
        passwordHash: await hashPassword("kept-password-of-els"),
        firstName: "Els",
        lastName: "Claes",
      },
    });
    write("owners/els-claes.yaml", { ID: 503, FirstName: "Els", LastName: "Claes", Email: "ELS.Claes@owner.example" });
    write("owners/someone.yaml", { ID: 504, FirstName: "Jan", LastName: "Other", Email: jan.Email });
    const report = await sync();
    expect(report).toMatchObject({ invited: 0, failed: 1 });
    expect(report.problems).toEqual([
      { record: "Jan Other (owners/someone.yaml)", field: "Email", problem: `${jan.Email} is already another owner's` },
    ]);
    expect((await db.prisma.owner.findUniqueOrThrow({ where: { username: "owner.claes" } })).sourceId).toBe(503);
    expect((await signIn("owner.claes", "kept-password-of-els")).status).toBe("ok");
  });

  it("gives an owner the name a file names to sign in with, and refuses one another owner goes by", async () => {
    write("owners/anne-lemaire.yaml", { ...anne, Username: "anne.l" });
    write("owners/someone.yaml", {
      ID: 505,
      FirstName: "Piet",
      LastName: "Other",
      Email: "piet@owner.example",
      Username: "owner.claes",
    });
    const report = await sync();
    expect(report.problems).toEqual([
      {
        record: "Piet Other (owners/someone.yaml)",
        field: "Username",
        problem: "owner.claes is already another owner's name or e-mail",
      },
    ]);
    const renamed = await db.prisma.owner.findUniqueOrThrow({ where: { sourceId: anne.ID } });
    expect(renamed).toMatchObject({ username: "anne.l", usernameKey: "anne.l", email: anne.Email });
  });
});
