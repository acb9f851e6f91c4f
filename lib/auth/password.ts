import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { hash as argon2Hash, verify as argon2Verify, type Options } from "@node-rs/argon2";

// Owner passwords are kept only as hashes. New ones are Argon2id in the PHC format ("$argon2id$v=19$m=…"),
// with OWASP's first recommended parameters; hashes of the earlier scheme ("scrypt$N$r$p$salt$hash",
// base64url, N = 2^15) still verify and are replaced at the next successful sign-in.

/** Argon2id, m = 19 MiB, t = 2, p = 1. `algorithm: 2` is Argon2id (the package's const enum cannot be imported here). */
export const ARGON2_OPTIONS: Options = { algorithm: 2, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 };

/** Length limits, in characters (code points) after normalisation. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

/**
 * NFKC, as NIST SP 800-63B asks of verifiers: the same password typed on another keyboard or input method
 * (full-width letters, a precomposed or a combining accent, a ligature) is the same password. NFC would keep
 * those apart and lock out an owner who signs in from another device.
 */
export const normalisePassword = (password: string) => password.normalize("NFKC");

/** Whether a (normalised) password's length is within the limits. */
export function passwordLengthOk(password: string): boolean {
  const length = [...password].length;
  return length >= PASSWORD_MIN && length <= PASSWORD_MAX;
}

export async function hashPassword(password: string): Promise<string> {
  return argon2Hash(normalisePassword(password), ARGON2_OPTIONS);
}

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: object,
) => Promise<Buffer>;
const maxmem = 64 * 1024 * 1024;

/** A hash of the earlier scheme (the demo seed's before this change; kept so tests can make one). */
export async function hashPasswordScrypt(password: string, N = 2 ** 15): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(normalisePassword(password), salt, 32, { N, r: 8, p: 1, maxmem });
  return ["scrypt", N, 8, 1, salt.toString("base64url"), hash.toString("base64url")].join("$");
}

async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, hash] = stored.split("$");
  const N = Number(n);
  if (!salt || !hash || !Number.isInteger(N) || N < 2 || N > 2 ** 20) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await scrypt(password, Buffer.from(salt, "base64url"), expected.length, {
    N,
    r: Number(r),
    p: Number(p),
    maxmem,
  });
  return timingSafeEqual(actual, expected);
}

/** Whether `password` matches the stored hash, of either scheme; a malformed hash matches nothing. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const normalised = normalisePassword(password);
  try {
    if (stored.startsWith("$argon2id$")) return await argon2Verify(stored, normalised);
    if (stored.startsWith("scrypt$")) return await verifyScrypt(normalised, stored);
  } catch {
    return false;
  }
  return false;
}

/** Whether a stored hash was made with other parameters than today's, and is replaced at the next sign-in. */
export function needsRehash(stored: string): boolean {
  const { memoryCost, timeCost, parallelism } = ARGON2_OPTIONS;
  return !stored.startsWith(`$argon2id$v=19$m=${memoryCost},t=${timeCost},p=${parallelism}$`);
}

let dummy: Promise<string> | undefined;

/** Verifies a throw-away hash, so that an unknown user costs the same time as a wrong password. */
export async function verifyDummy(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(18).toString("base64url"));
  await verifyPassword(password, await dummy);
  return false;
}
