import { describe, expect, it } from "vitest";
import { MIN_SECRET_LENGTH, secretProblems, secretRefusal } from "@/lib/auth/secrets";

const long = "x".repeat(MIN_SECRET_LENGTH);

describe("endpoint secrets", () => {
  it("let the server start when a secret is unset (the endpoint stays closed) or at least 32 characters", () => {
    expect(secretProblems({})).toEqual([]);
    expect(secretProblems({ STAFF_API_SECRET: "", REVALIDATE_SECRET: long })).toEqual([]);
    expect(secretRefusal({ STAFF_API_SECRET: long, REVALIDATE_SECRET: `${long}more` })).toBeNull();
  });

  it("refuse one shorter than 32 characters, naming it, its length and its endpoint", () => {
    const refusal = secretRefusal({ STAFF_API_SECRET: "x".repeat(31), REVALIDATE_SECRET: "short" });
    expect(refusal).toMatch(/^Refusing to start:\n/);
    expect(refusal).toContain(
      "STAFF_API_SECRET has 31 characters; it needs at least 32 (it opens PATCH /api/staff/properties/)",
    );
    expect(refusal).toContain(
      "REVALIDATE_SECRET has 5 characters; it needs at least 32 (it opens POST /api/revalidate/)",
    );
  });
});

describe("the owners' session secret", () => {
  it("may be unset (each process then has its own) or at least 32 characters, under either of next-auth's names", () => {
    expect(secretProblems({ NEXTAUTH_SECRET: long })).toEqual([]);
    expect(secretProblems({ AUTH_SECRET: long })).toEqual([]);
  });

  it("stops the server when shorter than 32 characters", () => {
    expect(secretRefusal({ NEXTAUTH_SECRET: "too-short" })).toContain(
      "NEXTAUTH_SECRET has 9 characters; it needs at least 32 (it encrypts the owners' session cookies)",
    );
    expect(secretProblems({ AUTH_SECRET: "x".repeat(31) })).toHaveLength(1);
  });
});
