"use server";

import { redirect } from "next/navigation";
import { serverAction } from "@/lib/actions/action";
import { withLocale } from "@/lib/actions/layers";
import { consumeResetLink, openResetLink } from "@/lib/db/password-resets";
import { buildPath } from "@/lib/i18n/build-path";
import { queued } from "@/lib/mail/outbox";
import { passwordChangedMail } from "@/lib/mail/templates/owner-mails";
import { wakeMailWorker } from "@/lib/mail/worker";
import { hashPassword, normalisePassword, passwordLengthOk } from "../password";
import { newPasswordProblem } from "../password-strength";
import { newPasswordSchema } from "../schemas";
import { clearSessionCookie } from "../session-cookie";
import type { NewPasswordState } from "../states";
import { clearAccountFailures } from "../throttle";

/**
 * The new password from a mailed link, typed twice. Only this POST uses the link (opening it changes
 * nothing); it then stops working, every session of the owner ends, this browser's too, and the owner
 * is mailed that the password changed.
 */
export const setNewPassword = serverAction({
  name: "setNewPassword",
  schema: newPasswordSchema,
  refused: ({ reason, errors }): NewPasswordState => {
    if (reason !== "invalid") return { status: "failed" };
    if (errors.token || errors.form) return { status: "link", state: "unknown" };
    return { status: "invalid", reason: errors.password ? "passwordLength" : "notIdentical" };
  },
  failed: (): NewPasswordState => ({ status: "failed" }),
})
  .use(withLocale)
  .action(async ({ values: { token, ...typed }, ctx }) => {
    const password = normalisePassword(typed.password);
    if (!passwordLengthOk(password)) return { status: "invalid", reason: "passwordLength" };
    if (password !== normalisePassword(typed.confirmation)) return { status: "invalid", reason: "notIdentical" };
    // Checked before scoring and hashing, so that posting dead tokens costs the server nothing.
    const link = await openResetLink(token);
    if (!link.owner) return { status: "link", state: link.state === "open" ? "unknown" : link.state };
    const problem = await newPasswordProblem(password, link.owner);
    if (problem) return { status: "invalid", reason: problem };
    const now = new Date();
    const mail = queued(await passwordChangedMail(link.owner, now));
    const { state, ownerId } = await consumeResetLink(token, await hashPassword(password), mail, now);
    if (state !== "open" || ownerId === null) return { status: "link", state: state === "open" ? "unknown" : state };
    wakeMailWorker();
    await clearAccountFailures(ownerId);
    await clearSessionCookie();
    redirect(`${buildPath("/login", ctx.locale)}?status=password-changed`);
  });
