import "server-only";
import { redirect } from "next/navigation";
import { cache } from "react";
import { ownerOfSession } from "@/lib/db/owner-sessions";
import type { Locale } from "@/lib/i18n/locales";
import { buildPath } from "@/lib/i18n/build-path";
import { safeReturnPath } from "./return-path";
import { sessionIdFromCookie } from "./session-cookie";

// The owner signed in on this request: the one way the portal's data layer learns who asks. The cookie
// alone proves nothing: its session must still be alive in the database (lib/db/owner-sessions.ts).

export interface SignedInOwner {
  id: number;
  locale: Locale;
  firstName: string;
  lastName: string;
}

/** The owner signed in on this request, or null (no session, expired, or ended elsewhere). Once per request. */
export const currentOwner = cache(async (): Promise<SignedInOwner | null> => {
  const sessionId = await sessionIdFromCookie();
  return sessionId ? ownerOfSession(sessionId) : null;
});

/** The signed-in owner; without one, redirects to the sign-in page, which comes back to `returnPath`. */
export async function requireOwner(locale: Locale, returnPath: string): Promise<SignedInOwner> {
  const owner = await currentOwner();
  if (owner) return owner;
  const back = safeReturnPath(returnPath);
  redirect(`${buildPath("/login", locale)}${back ? `?next=${encodeURIComponent(back)}` : ""}`);
}
