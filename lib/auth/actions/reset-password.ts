"use server";

import { redirect } from "next/navigation";
import { resetLinkState, consumeResetLink } from "@/lib/db/password-resets";
import { isToken } from "@/lib/domain/id";
import { textField } from "@/lib/forms/form-data";
import { isLocale } from "@/lib/i18n/locales";
import { buildPath } from "@/lib/i18n/navigation";
import { routing } from "@/lib/i18n/routing";
import { hashPassword, normalisePassword, passwordLengthOk } from "../password";
import { clearSessionCookie } from "../session-cookie";
import type { NewPasswordState } from "../states";
import { clearAccountFailures } from "../throttle";

/**
 * The new password from a mailed link, typed twice. Only this POST uses the link (opening it changes
 * nothing); it then stops working, and every session of the owner ends, this browser's too.
 */
export async function setNewPassword(_previous: NewPasswordState, formData: FormData): Promise<NewPasswordState> {
  const token = textField(formData, "token");
  const given = textField(formData, "locale");
  const locale = isLocale(given) ? given : routing.defaultLocale;
  const password = normalisePassword((textField(formData, "password") ?? "").slice(0, 1025));
  const confirmation = normalisePassword((textField(formData, "confirmation") ?? "").slice(0, 1025));
  if (!isToken(token)) return { status: "link", state: "unknown" };
  if (!passwordLengthOk(password)) return { status: "invalid", reason: "passwordLength" };
  if (password !== confirmation) return { status: "invalid", reason: "notIdentical" };
  // Checked before hashing, so that posting dead tokens costs the server nothing.
  const before = await resetLinkState(token);
  if (before !== "open") return { status: "link", state: before };
  const { state, ownerId } = await consumeResetLink(token, await hashPassword(password));
  if (state !== "open" || ownerId === null) return { status: "link", state: state === "open" ? "unknown" : state };
  await clearAccountFailures(ownerId);
  await clearSessionCookie();
  redirect(`${buildPath("/login", locale)}?status=password-changed`);
}
