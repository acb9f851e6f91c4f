import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Connection } from "@/lib/db/connection";
import { confirmSubscription, subscriptionByToken, unsubscribe } from "@/lib/db/newsletter";
import { confirmSearch, findSearch, stopSearch } from "@/lib/db/standing-searches";
import { createTestDatabase, databaseKind } from "@/tests/support/test-database";

// A mailed link's token comes from the address bar: whatever a visitor types there (a NUL byte,
// which PostgreSQL refuses in text, other characters, a very long value) finds nothing and breaks nothing.

const junk = ["\u0000", "abc\u0000def", "é-token", "a b", "x".repeat(500)];

describe(`tokens of mailed links (${databaseKind})`, () => {
  let db: Connection;

  beforeAll(async () => {
    db = await createTestDatabase();
    await db.prisma.newsletterSubscription.create({
      data: { email: "lea@example.be", locale: "fr", token: "valid_Token-123" },
    });
  });
  afterAll(() => db?.close());

  it.each(junk)("%j finds no subscription and changes none", async (token) => {
    expect(await subscriptionByToken(token, db.prisma)).toBeNull();
    expect(await confirmSubscription(token, db.prisma)).toBe(false);
    expect(await unsubscribe(token, db.prisma)).toBe(false);
  });

  it.each(junk)("%j finds no standing search and stops none", async (token) => {
    expect(await findSearch(token, db.prisma)).toBeNull();
    expect(await confirmSearch(token, db.prisma)).toBe(false);
    expect(await stopSearch(token, db.prisma)).toBe(false);
  });

  it("still reads a real token", async () => {
    expect(await subscriptionByToken("valid_Token-123", db.prisma)).toMatchObject({ email: "lea@example.be" });
    expect(await confirmSubscription("valid_Token-123", db.prisma)).toBe(true);
  });
});
