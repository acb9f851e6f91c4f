"use server";

import { redirect } from "next/navigation";
import { textField } from "@/lib/forms/form-data";
import { isLocale } from "@/lib/i18n/locales";
import { buildPath } from "@/lib/i18n/navigation";
import { routing } from "@/lib/i18n/routing";
import { wakeMailWorker } from "@/lib/mail/worker";
import { changeOwnerPassword } from "../change-password";
import { currentOwner } from "../owner-session";
import { setSessionCookie } from "../session-cookie";
import type { ChangePasswordState } from "../states";

// Longer than any accepted password: refused or compared like any other, without hashing a megabyte.
const field = (formData: FormData, name: string) => (textField(formData, name) ?? "").slice(0, 1025);

/**
 * The portal's password form (works without JavaScript). Who asks is the session's owner, asked again
 * here: without one, nothing changes and the browser goes to the sign-in page. This browser keeps
 * signed in, with a new session; every other one ends.
 */
export async function changeOwnPassword(
  _previous: ChangePasswordState,
  formData: FormData,
): Promise<ChangePasswordState> {
  const given = textField(formData, "locale");
  const locale = isLocale(given) ? given : routing.defaultLocale;
  const owner = await currentOwner();
  if (!owner) {
    redirect(`${buildPath("/login", locale)}?next=${encodeURIComponent(buildPath("/owner/password", locale))}`);
  }
  let result;
  try {
    result = await changeOwnerPassword({
      ownerId: owner.id,
      current: field(formData, "current"),
      password: field(formData, "password"),
      confirmation: field(formData, "confirmation"),
    });
  } catch (error) {
    console.error(`password change: ${error instanceof Error ? error.message : String(error)}`);
    return { status: "failed" };
  }
  if (result.status !== "changed") return result;
  await setSessionCookie(owner.id, result.sessionId);
  wakeMailWorker();
  return { status: "changed" };
}
