import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Connection } from "@/lib/db/infra/connection";
import { followLink, newLinkToken, viewLink } from "@/lib/db/mailed-links";
import { recordOptIn } from "@/lib/db/newsletter";
import { createSearch, searchByLink, updateSearch } from "@/lib/db/standing-searches";
import { LINK_PURPOSES } from "@/lib/domain/mailed-link";
import { renewManageLink } from "@/lib/standing-search/renew-link";
import { createTestDatabase, databaseKind } from "@/tests/support/test-database";
import { asDelivered } from "@/tests/support/delivered";

// The links mailed for the newsletter and the standing searches: only their hash is stored, opening
// one changes nothing, its button acts after checking it again, a confirmation expires after 7 days and a
// search's link after 90 (an expired one asks for a fresh one by mail), leaving works forever, and coming
// back after leaving needs a new confirmation.

const DAY = 24 * 60 * 60 * 1000;
const later = (days: number) => new Date(Date.now() + days * DAY);
const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

// Whatever a visitor types in the address bar (a NUL byte, which PostgreSQL refuses in text, other
// characters, a very long value) finds nothing and breaks nothing.
const junk = ["", "\u0000", "abc\u0000def", "é-token", "a b", "x".repeat(500)];

const criteria = {
  goal: "sale" as const,
  categoryIds: [1],
  regions: ["flanders"],
  zips: [],
  cities: [],
};

describe(`mailed links (${databaseKind})`, () => {
  let db: Connection;
  const subscription = (email: string) => db.prisma.newsletterSubscription.findUniqueOrThrow({ where: { email } });
  const optIn = async (email: string) => {
    const tokens = { confirm: newLinkToken(), leave: newLinkToken() };
    await db.prisma.$transaction((tx) => recordOptIn(email, "fr", tokens, tx));
    return tokens;
  };
  const register = async (email: string) => {
    const tokens = { confirm: newLinkToken(), manage: newLinkToken() };
    const search = { email, locale: "nl" as const, firstName: "Els", lastName: "Claes", ...criteria };
    await db.prisma.$transaction((tx) => createSearch(search, tokens, tx));
    return { tokens, row: () => db.prisma.standingSearch.findFirstOrThrow({ where: { email } }) };
  };

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db?.close());

  it("stores only the SHA-256 of each token, nowhere the token itself", async () => {
    const { confirm, leave } = await optIn("hash@example.be");
    const { tokens } = await register("hash-search@example.be");
    const hashes = (await db.prisma.mailedLink.findMany()).map((link) => link.tokenHash);
    expect(hashes).toEqual(expect.arrayContaining([confirm, leave, tokens.confirm, tokens.manage].map(sha256)));
    const everything = JSON.stringify(
      await Promise.all([
        db.prisma.mailedLink.findMany(),
        db.prisma.newsletterSubscription.findMany(),
        db.prisma.standingSearch.findMany(),
      ]),
    );
    for (const token of [confirm, leave, tokens.confirm, tokens.manage]) expect(everything).not.toContain(token);
  });

  it("opening a confirmation link changes nothing; its button confirms", async () => {
    const { confirm } = await optIn("lea@example.be");
    for (let visit = 0; visit < 3; visit++) {
      expect(await viewLink("CONFIRM_NEWSLETTER", confirm, undefined, db.prisma)).toMatchObject({
        state: "open",
        email: "lea@example.be",
      });
    }
    expect((await subscription("lea@example.be")).confirmedAt).toBeNull();
    expect(await followLink("CONFIRM_NEWSLETTER", confirm, undefined, db.prisma)).toBe("done");
    expect((await subscription("lea@example.be")).confirmedAt).toBeInstanceOf(Date);
    expect((await viewLink("CONFIRM_NEWSLETTER", confirm, undefined, db.prisma)).state).toBe("done");
  });

  it("a token works only for the purpose it was mailed with", async () => {
    const { confirm, leave } = await optIn("purpose@example.be");
    expect(await followLink("LEAVE_NEWSLETTER", confirm, undefined, db.prisma)).toBe("unknown");
    expect(await followLink("MANAGE_SEARCH", leave, undefined, db.prisma)).toBe("unknown");
    expect(await followLink("CONFIRM_SEARCH", confirm, undefined, db.prisma)).toBe("unknown");
    const row = await subscription("purpose@example.be");
    expect(row.confirmedAt).toBeNull();
    expect(row.unsubscribedAt).toBeNull();
  });

  it("a confirmation link older than 7 days answers expired and confirms nothing", async () => {
    const { confirm } = await optIn("late@example.be");
    expect(await followLink("CONFIRM_NEWSLETTER", confirm, later(6.9), db.prisma)).toBe("done");
    const { confirm: second } = await optIn("later@example.be");
    expect(await followLink("CONFIRM_NEWSLETTER", second, later(7.01), db.prisma)).toBe("expired");
    expect((await subscription("later@example.be")).confirmedAt).toBeNull();
    // Opening it after the 7 days says so too.
    await db.prisma.mailedLink.updateMany({
      where: { tokenHash: sha256(second) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(await viewLink("CONFIRM_NEWSLETTER", second, undefined, db.prisma)).toMatchObject({ state: "expired" });
    expect((await subscription("later@example.be")).confirmedAt).toBeNull();
  });

  it("unsubscribing is one press and its link works forever; coming back needs a new confirmation", async () => {
    const first = await optIn("marc@example.be");
    expect(await followLink("CONFIRM_NEWSLETTER", first.confirm, undefined, db.prisma)).toBe("done");
    expect(await viewLink("LEAVE_NEWSLETTER", first.leave, undefined, db.prisma)).toMatchObject({ state: "open" });
    expect((await subscription("marc@example.be")).unsubscribedAt).toBeNull();
    expect(await followLink("LEAVE_NEWSLETTER", first.leave, later(3650), db.prisma)).toBe("done");
    expect((await subscription("marc@example.be")).unsubscribedAt).toBeInstanceOf(Date);

    // Someone subscribes the address again: unconfirmed until the new mail's button, the old link is dead.
    const again = await optIn("marc@example.be");
    const row = await subscription("marc@example.be");
    expect(row.confirmedAt).toBeNull();
    expect(row.unsubscribedAt).toBeNull();
    expect(await followLink("CONFIRM_NEWSLETTER", first.confirm, undefined, db.prisma)).toBe("unknown");
    expect((await subscription("marc@example.be")).confirmedAt).toBeNull();
    expect(await followLink("CONFIRM_NEWSLETTER", again.confirm, undefined, db.prisma)).toBe("done");
    expect((await subscription("marc@example.be")).confirmedAt).toBeInstanceOf(Date);
    // Both mails' unsubscribe links still work.
    expect(await followLink("LEAVE_NEWSLETTER", first.leave, undefined, db.prisma)).toBe("done");
    expect((await viewLink("LEAVE_NEWSLETTER", again.leave, undefined, db.prisma)).state).toBe("done");
  });

  it("a standing search: opening its links changes nothing, its buttons confirm and stop it", async () => {
    const { tokens, row } = await register("els@example.be");
    expect(await viewLink("CONFIRM_SEARCH", tokens.confirm, undefined, db.prisma)).toMatchObject({ state: "open" });
    expect(await viewLink("MANAGE_SEARCH", tokens.manage, undefined, db.prisma)).toMatchObject({ state: "open" });
    expect(await searchByLink(tokens.manage, db.prisma)).toMatchObject({ email: "els@example.be", confirmedAt: null });
    expect((await row()).confirmedAt).toBeNull();
    expect(await followLink("CONFIRM_SEARCH", tokens.confirm, later(8), db.prisma)).toBe("expired");
    expect((await row()).confirmedAt).toBeNull();
    expect(await followLink("CONFIRM_SEARCH", tokens.confirm, undefined, db.prisma)).toBe("done");
    expect((await row()).confirmedAt).toBeInstanceOf(Date);

    expect(
      await updateSearch(tokens.manage, { firstName: "Elise", lastName: "Claes", ...criteria }, undefined, db.prisma),
    ).toBe(true);
    expect(
      await updateSearch(tokens.confirm, { firstName: "Eve", lastName: "X", ...criteria }, undefined, db.prisma),
    ).toBe(false);
    expect((await row()).firstName).toBe("Elise");

    expect(await followLink("MANAGE_SEARCH", tokens.manage, later(89), db.prisma)).toBe("done");
    expect((await row()).stoppedAt).toBeInstanceOf(Date);
    expect((await viewLink("MANAGE_SEARCH", tokens.manage, undefined, db.prisma)).state).toBe("done");
    expect((await viewLink("CONFIRM_SEARCH", tokens.confirm, undefined, db.prisma)).state).toBe("unknown");
    expect(
      await updateSearch(tokens.manage, { firstName: "Eve", lastName: "X", ...criteria }, undefined, db.prisma),
    ).toBe(false);
  });

  it("a search's link works 90 days; expired, it shows no address, changes nothing and asks for a fresh one", async () => {
    const { tokens, row } = await register("jef@example.be");
    await followLink("CONFIRM_SEARCH", tokens.confirm, undefined, db.prisma);
    expect(await viewLink("MANAGE_SEARCH", tokens.manage, later(89.9), db.prisma)).toMatchObject({
      state: "open",
      email: "jef@example.be",
    });
    const expired = await viewLink("MANAGE_SEARCH", tokens.manage, later(90.1), db.prisma);
    expect(expired).toEqual({ state: "expired", email: null });
    const changes = { firstName: "Eve", lastName: "X", ...criteria };
    expect(await updateSearch(tokens.manage, changes, later(90.1), db.prisma)).toBe(false);
    expect(await followLink("MANAGE_SEARCH", tokens.manage, later(90.1), db.prisma)).toBe("expired");
    expect(await row()).toMatchObject({ firstName: "Els", stoppedAt: null });

    // Only an expired link of a running search gets a fresh one, mailed to the search's own address.
    const mails = async () =>
      (await db.prisma.outboxMail.findMany({ where: { toAddress: "jef@example.be" } })).map(asDelivered);
    const before = (await mails()).length;
    expect(await renewManageLink(tokens.manage, db.prisma, later(10))).toBe(false);
    expect(await renewManageLink(tokens.confirm, db.prisma, later(90.1))).toBe(false);
    expect(await renewManageLink(tokens.manage, db.prisma, later(90.1))).toBe(true);
    const sent = (await mails()).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ locale: "nl", kind: "SUBSCRIBER" });
    const fresh = /\/nl\/inschrijving\/\?search=([\w-]+)/.exec(sent[0]!.text)?.[1];
    expect(fresh).toBeDefined();
    expect(await viewLink("MANAGE_SEARCH", fresh!, later(90.1), db.prisma)).toMatchObject({ state: "open" });
    expect(await followLink("MANAGE_SEARCH", fresh!, later(90.2), db.prisma)).toBe("done");
    expect((await row()).stoppedAt).toBeInstanceOf(Date);
    // A stopped search gets no more links.
    expect(await renewManageLink(tokens.manage, db.prisma, later(90.3))).toBe(false);
  });

  it.each(junk)("%j finds no link of any purpose and changes nothing", async (token) => {
    for (const purpose of LINK_PURPOSES) {
      expect(await viewLink(purpose, token, undefined, db.prisma)).toMatchObject({ state: "unknown", email: null });
      expect(await followLink(purpose, token, undefined, db.prisma)).toBe("unknown");
    }
    expect(await searchByLink(token, db.prisma)).toBeNull();
    expect(await updateSearch(token, { firstName: "A", lastName: "B", ...criteria }, undefined, db.prisma)).toBe(false);
    expect(await renewManageLink(token, db.prisma, later(91))).toBe(false);
  });
});
