import { describe, expect, it } from "vitest";
import { safeReturnPath } from "@/lib/auth/return-path";

describe("the return path after signing in", () => {
  it.each([
    ["/fr/espace-proprietaire/", "/fr/espace-proprietaire/"],
    ["/nl/eigenaarsportaal/12/?period=30", "/nl/eigenaarsportaal/12/?period=30"],
    ["/en/owner-portal/../login/", "/en/login/"],
  ])("keeps a path of this site: %s", (given, kept) => {
    expect(safeReturnPath(given)).toBe(kept);
  });

  it.each([
    "//evil.example/",
    "/\\evil.example/",
    "https://evil.example/",
    "javascript:alert(1)",
    "evil.example",
    "/fr/\u0000",
    "/\tevil",
    "/api/auth/signout/",
    "",
    `/${"a".repeat(2001)}`,
  ])("drops anything else: %j", (given) => {
    expect(safeReturnPath(given)).toBeNull();
  });

  it("drops values that are not text", () => {
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath(["/fr/"])).toBeNull();
  });
});
