"use server";

import { redirect } from "next/navigation";
import { serverAction, type Raw } from "@/lib/actions/action";
import { withLocale, withOwner } from "@/lib/actions/layers";
import { wakeMailWorker } from "@/lib/mail/worker";
import { buildPath } from "@/lib/i18n/build-path";
import { changeOwnerPassword } from "../change-password";
import { changePasswordSchema } from "../schemas";
import { setSessionCookie } from "../session-cookie";
import type { ChangePasswordState } from "../states";

/** Without a session, the sign-in page, which comes back to this form. */
function toSignIn(raw: Raw): never {
  const { locale } = withLocale({ raw });
  redirect(`${buildPath("/login", locale)}?next=${encodeURIComponent(buildPath("/owner/password", locale))}`);
}

/**
 * The portal's password form (works without JavaScript). Who asks is the session's owner, asked again
 * here: without one, nothing changes and the browser goes to the sign-in page. This browser keeps
 * signed in, with a new session; every other one ends.
 */
export const changeOwnPassword = serverAction({
  name: "changeOwnPassword",
  schema: changePasswordSchema,
  refused: ({ reason, errors }, raw): ChangePasswordState => {
    if (reason === "signedOut") toSignIn(raw);
    if (reason !== "invalid") return { status: "failed" };
    // A text longer than any accepted password: the current one is wrong, a new one too long.
    if (errors.current) return { status: "wrongCurrent" };
    if (errors.password) return { status: "invalid", reason: "passwordLength" };
    if (errors.confirmation) return { status: "invalid", reason: "notIdentical" };
    return { status: "invalid", reason: "currentRequired" };
  },
  failed: (): ChangePasswordState => ({ status: "failed" }),
})
  .use(withLocale)
  .use(withOwner)
  .action(async ({ values, ctx }) => {
    const result = await changeOwnerPassword({ ownerId: ctx.owner.id, ...values });
    if (result.status !== "changed") return result;
    await setSessionCookie(ctx.owner.id, result.sessionId);
    wakeMailWorker();
    return { status: "changed" };
  });
