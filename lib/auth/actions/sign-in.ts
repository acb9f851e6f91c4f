"use server";

import { redirect } from "next/navigation";
import { textField } from "@/lib/forms/form-data";
import { clientAddress } from "@/lib/http/client-address";
import { limitSubject } from "@/lib/http/ip";
import { isLocale } from "@/lib/i18n/locales";
import { buildPath } from "@/lib/i18n/navigation";
import { routing } from "@/lib/i18n/routing";
import { safeReturnPath } from "../return-path";
import { sessionIdFromCookie, setSessionCookie } from "../session-cookie";
import { signInWithCredentials } from "../sign-in";
import type { SignInState } from "../states";

/**
 * The sign-in form (works without JavaScript): the same check as next-auth's credentials provider, then
 * next-auth's session cookie, then the page asked for (a path of this site only) or the portal.
 */
export async function signInOwner(_previous: SignInState, formData: FormData): Promise<SignInState> {
  const identifier = (textField(formData, "identifier") ?? "").trim().slice(0, 254);
  const password = textField(formData, "password") ?? "";
  const given = textField(formData, "locale");
  const locale = isLocale(given) ? given : routing.defaultLocale;
  if (!identifier || !password) return { status: "error", reason: "required", identifier };
  const address = clientAddress();
  if (!address) return { status: "error", reason: "noAddress", identifier };
  let result;
  try {
    result = await signInWithCredentials({
      identifier,
      // Longer than any accepted password: refused like any wrong one, without hashing a megabyte.
      password: password.slice(0, 1025),
      captcha: textField(formData, "captcha"),
      client: limitSubject(address),
      previousSessionId: await sessionIdFromCookie(),
    });
  } catch (error) {
    console.error(`sign-in: ${error instanceof Error ? error.message : String(error)}`);
    return { status: "error", reason: "failed", identifier };
  }
  if (result.status === "throttled") return { status: "throttled", minutes: result.minutes, identifier };
  if (result.status === "captcha") {
    const reason = result.result === "empty" ? "captchaNeeded" : "captchaInvalid";
    return { status: "error", reason, identifier, captcha: true };
  }
  if (result.status === "invalid") return { status: "error", reason: "invalid", identifier, captcha: result.captcha };
  await setSessionCookie(result.owner.id, result.sessionId);
  redirect(safeReturnPath(textField(formData, "next")) ?? buildPath("/owner", locale));
}
