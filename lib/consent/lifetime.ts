// The consent cookie's name, which every page's script reads (consent-gate.ts), and the lifetimes' shape, apart
// from the cookie list (every cookie, the mailed links' settings), which only the server (lib/consent/texts.ts,
// the policy) and the library's loader read.

export type Lifetime = { unit: "year" | "month" | "day" | "minute"; count: number } | { unit: "provider" };

/** The name of the cookie that keeps the visitor's choice (vanilla-cookieconsent's record). */
export const CONSENT_COOKIE = "consent";

/** A lifetime in the largest unit that reads naturally (365 days is 1 year, 182 days 6 months). */
export function lifetimeOfDays(days: number): Lifetime {
  if (days >= 365 && days % 365 === 0) return { unit: "year", count: days / 365 };
  const months = Math.round(days / 30.4);
  if (days >= 28 && Math.abs(days - months * 30.4) <= 2) return { unit: "month", count: months };
  return { unit: "day", count: Math.max(1, Math.round(days)) };
}

/** The values of the "lifetime" message (an ICU select on the unit, a plural on the count). */
export function lifetimeValues(lifetime: Lifetime): { unit: string; count: number } {
  return lifetime.unit === "provider" ? { unit: "provider", count: 0 } : lifetime;
}
