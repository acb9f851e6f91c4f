import "server-only";
import { cookies } from "next/headers";
import { decode, encode } from "next-auth/jwt";
import { authSecret, SESSION_COOKIE, SESSION_MAX_AGE_S, sessionCookieOptions } from "./options";

// The session cookie as next-auth writes and reads it (its JWT, its name and options), for the server
// actions that sign an owner in and out.

/** The session id the browser's cookie carries, when the cookie is genuine. */
export async function sessionIdFromCookie(): Promise<string | null> {
  const value = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!value) return null;
  try {
    const token = await decode({ token: value, secret: authSecret() });
    return typeof token?.sid === "string" ? token.sid : null;
  } catch {
    return null;
  }
}

/** Sets the cookie for a new session. */
export async function setSessionCookie(ownerId: number, sessionId: string): Promise<void> {
  const value = await encode({
    token: { sub: String(ownerId), sid: sessionId },
    secret: authSecret(),
    maxAge: SESSION_MAX_AGE_S,
  });
  (await cookies()).set(SESSION_COOKIE, value, { ...sessionCookieOptions, maxAge: SESSION_MAX_AGE_S });
}

export async function clearSessionCookie(): Promise<void> {
  (await cookies()).set(SESSION_COOKIE, "", { ...sessionCookieOptions, maxAge: 0 });
}
