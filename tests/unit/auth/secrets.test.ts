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
