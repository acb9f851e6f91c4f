// Spec §4: cookie consent has three outcomes and five categories, and consent to a category is read
// from a cookie whose value is "true".

export const CONSENT_CATEGORIES = ["functional", "analytical", "marketing", "social_media", "unclassified"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** Functional cookies are necessary: always on, never asked. */
export type OptionalCategory = Exclude<ConsentCategory, "functional">;
export const OPTIONAL_CATEGORIES = CONSENT_CATEGORIES.filter((c): c is OptionalCategory => c !== "functional");

/** The cookie whose value "true" says a category is allowed (spec §4), readable without the library. */
export function consentCookieName(category: OptionalCategory): string {
  return `consent_${category}`;
}

export type ConsentOutcome = "accept_all" | "necessary_only" | "chosen";

/** Which of the three outcomes a set of accepted categories is. */
export function outcomeOf(accepted: readonly string[]): ConsentOutcome {
  const optional = OPTIONAL_CATEGORIES.filter((c) => accepted.includes(c));
  if (optional.length === OPTIONAL_CATEGORIES.length) return "accept_all";
  return optional.length === 0 ? "necessary_only" : "chosen";
}

/** Every category split into accepted and rejected; functional is always accepted, unknown names are ignored. */
export function splitCategories(accepted: readonly string[]): {
  accepted: ConsentCategory[];
  rejected: ConsentCategory[];
} {
  const allowed = (c: ConsentCategory) => c === "functional" || accepted.includes(c);
  return { accepted: CONSENT_CATEGORIES.filter(allowed), rejected: CONSENT_CATEGORIES.filter((c) => !allowed(c)) };
}
