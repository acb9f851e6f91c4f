import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { SignInState } from "@/lib/auth/states";
import type { Locale } from "@/lib/i18n/locales";
import { alternates } from "@/lib/i18n/metadata";
import type { RouteKey } from "@/lib/i18n/paths";

// The owners' sign-in pages: drawn per request (they read the session) and never cached (proxy.ts).

const pageTexts = {
  "/login": ["title", "description"],
  "/login/forgotten-password": ["forgottenTitle", "forgottenDescription"],
  "/login/new-password": ["newTitle", "newDescription"],
} as const satisfies Partial<Record<RouteKey, readonly [string, string]>>;

export async function loginMetadata(route: keyof typeof pageTexts, locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "Login" });
  const [title, description] = pageTexts[route];
  return {
    title: t(title),
    description: t(description),
    alternates: alternates(route, locale),
    robots: { index: route === "/login", follow: true },
  };
}

/**
 * What next-auth's own credentials endpoint reports when it sends a failed sign-in back here
 * (?error=CredentialsSignin, or the provider's "throttled-<minutes>" or "captcha-<result>"), as the form shows it.
 */
export function stateFromError(error: string): SignInState {
  const throttled = /^throttled-(\d{1,3})$/.exec(error);
  if (throttled) return { status: "throttled", minutes: Number(throttled[1]), identifier: "" };
  if (error === "captcha-empty") return { status: "error", reason: "captchaNeeded", identifier: "", captcha: true };
  if (error === "captcha-invalid") return { status: "error", reason: "captchaInvalid", identifier: "", captcha: true };
  if (error === "CredentialsSignin") return { status: "error", reason: "invalid", identifier: "" };
  return { status: "idle" };
}
