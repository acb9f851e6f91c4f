import { describe, expect, it } from "vitest";
import { safeReturnPath } from "@/lib/auth/return-path";

describe("the return path after signing in", () => {
  it.each([
    ["/fr/espace-proprietaire/", "/fr/espace-proprietaire/"],
    ["/nl/eigenaarsportaal/12/?period=30", "/nl/eigenaarsportaal/12/?period=30"],
    ["/en/owner-portal/../login/", "/en/login/"],
    // The visits' CSV sends an owner without a session to sign in, then back to the download.
    ["/api/owner/visits/12/", "/api/owner/visits/12/"],
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
    "/api/owner/../auth/signout/",
    "/api/staff/backup/",
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
