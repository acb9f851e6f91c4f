import { timingSafeEqual } from "node:crypto";

/** Whether an Authorization header carries `Bearer <secret>`; never true without a configured secret. */
export function bearerMatches(header: string | null, secret: string | undefined): boolean {
  if (!secret || !header?.startsWith("Bearer ")) return false;
  const given = Buffer.from(header.slice(7));
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
