import { describe, expect, it, vi } from "vitest";
import {
  hashPassword,
  hashPasswordScrypt,
  needsRehash,
  normalisePassword,
  passwordLengthOk,
  verifyDummy,
  verifyPassword,
} from "@/lib/auth/password";

// Every Argon2id verification the module makes, with the hash it verified against.
const verified = vi.hoisted(() => [] as string[]);
vi.mock("@node-rs/argon2", async (original) => {
  const real = await original<typeof import("@node-rs/argon2")>();
  return {
    ...real,
    verify: (hashed: string, ...rest: [string]) => {
      verified.push(hashed);
      return real.verify(hashed, ...rest);
    },
  };
});

describe("owner passwords", () => {
  it("are stored as salted Argon2id hashes with m = 19 MiB, t = 2, p = 1, never as the password", async () => {
    const a = await hashPassword("correct horse");
    const b = await hashPassword("correct horse");
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w+/]{22}\$[\w+/]{43}$/);
    expect(a).not.toContain("correct horse");
    expect(a).not.toBe(b);
    expect(needsRehash(a)).toBe(false);
  });

  it("verify the right password and refuse a wrong or malformed one", async () => {
    const stored = await hashPassword("correct horse");
    expect(await verifyPassword("correct horse", stored)).toBe(true);
    expect(await verifyPassword("correct hors", stored)).toBe(false);
    expect(await verifyPassword("correct horse", "plain-text")).toBe(false);
    expect(await verifyPassword("correct horse", "$argon2id$v=19$m=19456,t=2,p=1$broken")).toBe(false);
    expect(await verifyPassword("correct horse", "scrypt$999999999$8$1$c2FsdA$aGFzaA")).toBe(false);
  });

  it("still verify the seed's scrypt (N = 2^15) hashes, which are due for an upgrade", async () => {
    const seeded = await hashPasswordScrypt("atrium-demo-2026");
    expect(seeded).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword("atrium-demo-2026", seeded)).toBe(true);
    expect(await verifyPassword("atrium-demo-2027", seeded)).toBe(false);
    expect(needsRehash(seeded)).toBe(true);
  });

  it("count an Argon2id hash with weaker parameters as due for an upgrade", () => {
    expect(needsRehash("$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHRzYWx0$aGFzaA")).toBe(true);
    expect(needsRehash("$argon2i$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaA")).toBe(true);
  });

  it("match whatever Unicode form the password was typed in (NFKC)", async () => {
    const composed = "Café-Liège-2026";
    const decomposed = composed.normalize("NFD");
    const fullWidth = "ｐａｓｓｗｏｒｄ１２３";
    expect(decomposed).not.toBe(composed);
    const stored = await hashPassword(composed);
    expect(await verifyPassword(decomposed, stored)).toBe(true);
    expect(normalisePassword(fullWidth)).toBe("password123");
    expect(await verifyPassword("password123", await hashPassword(fullWidth))).toBe(true);
  });

  it("have 8 to 256 characters, counted as characters and not as UTF-16 units", () => {
    expect(passwordLengthOk("1234567")).toBe(false);
    expect(passwordLengthOk("12345678")).toBe(true);
    expect(passwordLengthOk("x".repeat(256))).toBe(true);
    expect(passwordLengthOk("x".repeat(257))).toBe(false);
    expect(passwordLengthOk("🔑".repeat(8))).toBe(true);
    // 200 characters, 400 UTF-16 units.
    expect(passwordLengthOk("🔑".repeat(200))).toBe(true);
    expect(passwordLengthOk("🔑".repeat(257))).toBe(false);
  });

  it("make an unknown name cost a hash verification too, and never succeed", async () => {
    verified.length = 0;
    expect(await verifyDummy("anything at all")).toBe(false);
    expect(await verifyDummy("atrium-demo-2026")).toBe(false);
    // Each is a full Argon2id verification with today's parameters, as a wrong password's is (not a timing:
    // on a loaded machine a timing tells nothing).
    expect(verified).toHaveLength(2);
    for (const hash of verified) expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
