"use server";

import { redirect } from "next/navigation";
import { serverAction, type Raw } from "@/lib/actions/action";
import { withClient, withLocale } from "@/lib/actions/layers";
import { buildPath } from "@/lib/i18n/build-path";
import { safeReturnPath } from "../return-path";
import { signInSchema } from "../schemas";
import { sessionIdFromCookie, setSessionCookie } from "../session-cookie";
import { signInWithCredentials } from "../sign-in";
import type { SignInState } from "../states";

/** The name as typed, shown again in the form. */
const typed = (raw: Raw) => (typeof raw.identifier === "string" ? raw.identifier.trim() : "");

/**
 * The sign-in form (works without JavaScript): the same check as next-auth's credentials provider, then
 * next-auth's session cookie, then the page asked for (a path of this site only) or the portal.
 */
export const signInOwner = serverAction({
  name: "signInOwner",
  schema: signInSchema,
  refused: ({ reason, errors }, raw): SignInState => {
    const identifier = typed(raw);
    if (reason === "noAddress") return { status: "error", reason, identifier };
    if (reason !== "invalid") return { status: "error", reason: "failed", identifier };
    // A name or password too long for any account is answered as a wrong one.
    const missing = Object.values(errors).includes("required");
    return { status: "error", reason: missing ? "required" : "invalid", identifier };
  },
  failed: (raw): SignInState => ({ status: "error", reason: "failed", identifier: typed(raw) }),
})
  .use(withLocale)
  .use(withClient)
  .action(async ({ values, ctx }) => {
    const { identifier } = values;
    const result = await signInWithCredentials({
      identifier,
      password: values.password,
      captcha: values.captcha,
      client: ctx.client,
      previousSessionId: await sessionIdFromCookie(),
    });
    if (result.status === "throttled") return { status: "throttled", minutes: result.minutes, identifier };
    if (result.status === "captcha") {
      const reason = result.result === "empty" ? "captchaNeeded" : "captchaInvalid";
      return { status: "error", reason, identifier, captcha: true };
    }
    if (result.status === "invalid") return { status: "error", reason: "invalid", identifier, captcha: result.captcha };
    await setSessionCookie(result.owner.id, result.sessionId);
    redirect(safeReturnPath(values.next) ?? buildPath("/owner", ctx.locale));
  });
