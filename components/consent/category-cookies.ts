import { consentCookieName, OPTIONAL_CATEGORIES } from "@/lib/domain/consent";

/**
 * Mirrors the choice in one cookie per category whose value is "true" (spec §4: consent is read from such
 * a cookie), for whatever reads consent by cookie, such as a tag manager's trigger, without parsing the
 * library's own; a category not accepted has no cookie. They end with the choice.
 */
export function writeCategoryCookies(accepted: readonly string[], expiresAt: number | undefined) {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  for (const category of OPTIONAL_CATEGORIES) {
    const name = consentCookieName(category);
    document.cookie =
      accepted.includes(category) && expiresAt
        ? `${name}=true; Path=/; Expires=${new Date(expiresAt).toUTCString()}; SameSite=Lax${secure}`
        : `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
  }
}
