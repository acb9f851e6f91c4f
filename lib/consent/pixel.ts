// Spec §7: a social-network pixel event is sent when the pixel function exists. It exists only once a
// visitor has accepted marketing cookies (components/consent/integrations.ts).

/** Dispatched on window once the visitor's choice has been applied (and the pixel started, if accepted). */
export const CONSENT_APPLIED_EVENT = "consent:applied";

export function sendPixelEvent(event: string, data?: Record<string, unknown>): boolean {
  if (typeof window === "undefined" || typeof window.fbq !== "function") return false;
  window.fbq("track", event, data);
  return true;
}
