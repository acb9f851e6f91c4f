// A cookie's lifetime as the cookie list (lib/consent/cookie-list.ts) gives it: its shape, how a number of days reads,
// and the values of the message that says it.

export type Lifetime = { unit: "year" | "month" | "day" | "minute"; count: number } | { unit: "provider" };

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
