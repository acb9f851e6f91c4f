import "server-only";
import { redirect } from "next/navigation";
import type { Locale } from "@/lib/i18n/locales";

// The owner signed in on this request: the one way the portal's data layer learns who asks.
// Interface fixed for the owner-portal work; the sign-in work (next-auth) fills in the bodies.

export interface SignedInOwner {
  id: number;
  locale: Locale;
}

/** The owner signed in on this request, or null (no session, expired, or ended elsewhere). */
export async function currentOwner(): Promise<SignedInOwner | null> {
  return null;
}

/** The signed-in owner; without one, redirects to the sign-in page, which comes back to `returnPath`. */
export async function requireOwner(locale: Locale, returnPath: string): Promise<SignedInOwner> {
  const owner = await currentOwner();
  if (owner) return owner;
  redirect(`/${locale}/login/?next=${encodeURIComponent(returnPath)}`);
}
