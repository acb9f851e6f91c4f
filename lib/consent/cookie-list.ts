import { consentCookieName, OPTIONAL_CATEGORIES, type ConsentCategory } from "@/lib/domain/consent";
import { LINK_COOKIE, LINK_COOKIE_MINUTES } from "@/lib/domain/mailed-link";
import { lifetimeOfDays, type Lifetime } from "./lifetime";
import { CONSENT_COOKIE, LOCALE_COOKIE, TRACKER_COOKIES } from "./neutral-cookies.mjs";

// Every cookie the site can set, the one list behind the consent dialog's tables, the clean-up when a
// category is withdrawn, and the table on the cookie policy page. docs/architecture.md: "Adding a cookie". The names
// of those no page's answer reads come from lib/consent/neutral-cookies.mjs, which server.mjs reads too.

export { lifetimeOfDays, lifetimeValues, type Lifetime } from "./lifetime";
export { CONSENT_COOKIE } from "./neutral-cookies.mjs";

export type CookiePurpose =
  | "language"
  | "consent"
  | "consentCategory"
  | "mailedLink"
  | "googleVisitor"
  | "googleSession"
  | "matomoVisitor"
  | "matomoSession"
  | "metaBrowser"
  | "metaClick"
  | "players";

export type CookieProvider = "site" | "google" | "matomo" | "meta" | "players";

export interface CookieEntry {
  /** As a visitor reads it; `<id>` stands for the part that varies. */
  name: string;
  /** The cookies of this entry on the site's domain, removed when its category is withdrawn. */
  pattern?: RegExp;
  category: ConsentCategory;
  provider: CookieProvider;
  purpose: CookiePurpose;
  lifetime: Lifetime;
}

export function cookieList({ localeCookieDays, consentDays }: { localeCookieDays: number; consentDays: number }) {
  const consent = lifetimeOfDays(consentDays);
  const list: CookieEntry[] = [
    {
      name: LOCALE_COOKIE,
      category: "functional",
      provider: "site",
      purpose: "language",
      lifetime: lifetimeOfDays(localeCookieDays),
    },
    { name: CONSENT_COOKIE, category: "functional", provider: "site", purpose: "consent", lifetime: consent },
    {
      name: LINK_COOKIE,
      category: "functional",
      provider: "site",
      purpose: "mailedLink",
      lifetime: { unit: "minute", count: LINK_COOKIE_MINUTES },
    },
    ...OPTIONAL_CATEGORIES.map((category): CookieEntry => ({
      name: consentCookieName(category),
      category: "functional",
      provider: "site",
      purpose: "consentCategory",
      lifetime: consent,
    })),
    {
      ...TRACKER_COOKIES.googleVisitor,
      category: "analytical",
      provider: "google",
      purpose: "googleVisitor",
      lifetime: { unit: "year", count: 2 },
    },
    {
      ...TRACKER_COOKIES.googleSession,
      category: "analytical",
      provider: "google",
      purpose: "googleSession",
      lifetime: { unit: "year", count: 2 },
    },
    {
      ...TRACKER_COOKIES.matomoVisitor,
      category: "analytical",
      provider: "matomo",
      purpose: "matomoVisitor",
      lifetime: { unit: "month", count: 13 },
    },
    {
      ...TRACKER_COOKIES.matomoSession,
      category: "analytical",
      provider: "matomo",
      purpose: "matomoSession",
      lifetime: { unit: "minute", count: 30 },
    },
    {
      ...TRACKER_COOKIES.metaBrowser,
      category: "marketing",
      provider: "meta",
      purpose: "metaBrowser",
      lifetime: { unit: "month", count: 3 },
    },
    {
      ...TRACKER_COOKIES.metaClick,
      category: "marketing",
      provider: "meta",
      purpose: "metaClick",
      lifetime: { unit: "month", count: 3 },
    },
    // Players set their cookies on their own domains, only once a visitor has opened one.
    {
      name: "youtube-nocookie.com, vimeo.com, facebook.com, matterport.com, nodalview.com, kuula.co",
      category: "social_media",
      provider: "players",
      purpose: "players",
      lifetime: { unit: "provider" },
    },
  ];
  return list;
}

/** The cookies to remove from the site's domain when a category is withdrawn. */
export function clearPatterns(list: readonly CookieEntry[], category: ConsentCategory): RegExp[] {
  return list.filter((c) => c.category === category && c.pattern).map((c) => c.pattern!);
}
