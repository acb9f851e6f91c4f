"use server";

import { redirect } from "next/navigation";
import { consumeResetLink, openResetLink } from "@/lib/db/password-resets";
import { isToken } from "@/lib/domain/id";
import { textField } from "@/lib/forms/form-data";
import { isLocale } from "@/lib/i18n/locales";
import { buildPath } from "@/lib/i18n/navigation";
import { routing } from "@/lib/i18n/routing";
import { queued } from "@/lib/mail/outbox";
import { passwordChangedMail } from "@/lib/mail/templates/owner-mails";
import { wakeMailWorker } from "@/lib/mail/worker";
import { hashPassword, normalisePassword, passwordLengthOk } from "../password";
import { newPasswordProblem } from "../password-strength";
import { clearSessionCookie } from "../session-cookie";
import type { NewPasswordState } from "../states";
import { clearAccountFailures } from "../throttle";

/**
 * The new password from a mailed link, typed twice. Only this POST uses the link (opening it changes
 * nothing); it then stops working, every session of the owner ends, this browser's too, and the owner
 * is mailed that the password changed.
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
  // Checked before scoring and hashing, so that posting dead tokens costs the server nothing.
  const link = await openResetLink(token);
  if (!link.owner) return { status: "link", state: link.state === "open" ? "unknown" : link.state };
  const problem = await newPasswordProblem(password, link.owner);
  if (problem) return { status: "invalid", reason: problem };
  const now = new Date();
  const mail = queued(await passwordChangedMail(link.owner, now));
  const { state, ownerId } = await consumeResetLink(token, await hashPassword(password), mail, undefined, now);
  if (state !== "open" || ownerId === null) return { status: "link", state: state === "open" ? "unknown" : state };
  wakeMailWorker();
  await clearAccountFailures(ownerId);
  await clearSessionCookie();
  redirect(`${buildPath("/login", locale)}?status=password-changed`);
}
