import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Connection } from "@/lib/db/infra/connection";
import { limitKey, withinLimits } from "@/lib/forms/rate-limit";
import { createTestDatabase, databaseKind } from "@/tests/support/test-database";

// The limits' counters on this run's database (embedded or server): counted atomically, so parallel
// requests never pass a limit, and keyed so that the stored keys reveal no address.

describe(`rate limits (${databaseKind})`, () => {
  let db: Connection;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it("lets exactly 20 of 50 parallel attempts from one address through a limit of 20", async () => {
    const rule = { name: "parallel", points: 20, seconds: 3600 };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => withinLimits([[rule, { address: "203.0.113.7" }]], db.prisma)),
    );
    expect(answers.filter(Boolean)).toHaveLength(20);
    expect(await withinLimits([[rule, { address: "203.0.113.7" }]], db.prisma)).toBe(false);
    expect(await withinLimits([[rule, { address: "203.0.113.8" }]], db.prisma)).toBe(true);
  });

  it("starts a new window once the last one is over", async () => {
    const rule = { name: "window", points: 2, seconds: 1 };
    const subject = { email: "bot@example.be" };
    expect(
      await withinLimits(
        [
          [rule, subject],
          [rule, subject],
        ],
        db.prisma,
      ),
    ).toBe(true);
    expect(await withinLimits([[rule, subject]], db.prisma)).toBe(false);
    await db.prisma.rateLimit.updateMany({ data: { expire: new Date(Date.now() - 1000) } });
    expect(await withinLimits([[rule, subject]], db.prisma)).toBe(true);
  });

  it("stops at the first limit passed and counts e-mails without case", async () => {
    const tight = { name: "tight", points: 1, seconds: 3600 };
    const loose = { name: "loose", points: 100, seconds: 3600 };
    expect(await withinLimits([[tight, { email: "Marie@Example.be" }]], db.prisma)).toBe(true);
    expect(
      await withinLimits(
        [
          [tight, { email: " marie@example.BE" }],
          [loose, { address: "198.51.100.1" }],
        ],
        db.prisma,
      ),
    ).toBe(false);
    const loosePoints = await db.prisma.rateLimit.findMany({ where: { key: { startsWith: "loose:" } } });
    expect(loosePoints).toHaveLength(0);
  });

  it("stores HMAC keys: no address or e-mail in the table, and none computable without the secret", async () => {
    const keys = (await db.prisma.rateLimit.findMany({ select: { key: true } })).map((row) => row.key).join(" ");
    expect(keys).toContain(`parallel:${limitKey({ address: "203.0.113.7" })}`);
    expect(keys).not.toMatch(/203\.0\.113|example\.be/i);
    expect(limitKey({ address: "203.0.113.7" })).not.toBe(limitKey({ address: "203.0.113.8" }));
    expect(limitKey({ address: "203.0.113.7" })).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
