import { describe, expect, it } from "vitest";
import { judge, ranRecently } from "@/lib/health/readiness";

// The readiness answer (GET /api/health/ready/): each check fails by saying so, by throwing or by not
// answering in time, and the answer names what fails.

const fine = async () => true;

describe("readiness", () => {
  it("is ready when every check is fine", async () => {
    expect(await judge({ database: fine, migrations: fine, redis: fine, "mail worker": fine })).toEqual({
      ready: true,
      failing: [],
    });
  });

  it("names each check that fails, whether it says so, throws or does not answer in time", async () => {
    const answer = await judge(
      {
        database: async () => {
          throw new Error("connection refused");
        },
        migrations: async () => false,
        redis: () => new Promise<boolean>(() => {}),
        "mail worker": fine,
      },
      50,
    );
    expect(answer).toEqual({ ready: false, failing: ["database", "migrations", "redis"] });
  });

  it("counts the mail worker as running while its last run ended within three intervals and half a minute", () => {
    expect(ranRecently(0, 5_000)).toBe(true);
    expect(ranRecently(45_000, 5_000)).toBe(true);
    expect(ranRecently(45_001, 5_000)).toBe(false);
    expect(ranRecently(3 * 60_000 + 30_000, 60_000)).toBe(true);
  });
});
