import { consentCookieName, OPTIONAL_CATEGORIES } from "@/lib/domain/consent";

/**
 * Mirrors the choice in one cookie per category whose value is "true" (spec §4), so server code
 * (API routes, actions) can read it; a category not accepted has no cookie. They end with the choice.
 */
export function writeServerCookies(accepted: readonly string[], expiresAt: number | undefined) {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  for (const category of OPTIONAL_CATEGORIES) {
    const name = consentCookieName(category);
    document.cookie =
      accepted.includes(category) && expiresAt
        ? `${name}=true; Path=/; Expires=${new Date(expiresAt).toUTCString()}; SameSite=Lax${secure}`
        : `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
  }
}
