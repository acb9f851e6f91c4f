"use server";

import { redirect } from "next/navigation";
import { endSession } from "@/lib/db/owner-sessions";
import { textField } from "@/lib/forms/form-data";
import { isLocale } from "@/lib/i18n/locales";
import { buildPath } from "@/lib/i18n/navigation";
import { routing } from "@/lib/i18n/routing";
import { clearSessionCookie, sessionIdFromCookie } from "../session-cookie";

/**
 * Signing out ends the session on the server (its row is deleted), not only in this browser, then shows
 * the sign-in page. Without a session there is nothing to end, and the page stays as it is.
 */
export async function signOutOwner(_previous: null, formData: FormData): Promise<null> {
  const given = textField(formData, "locale");
  const locale = isLocale(given) ? given : routing.defaultLocale;
  const sessionId = await sessionIdFromCookie();
  if (!sessionId) return null;
  await endSession(sessionId);
  await clearSessionCookie();
  redirect(`${buildPath("/login", locale)}?status=signed-out`);
}
