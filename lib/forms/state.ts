import type { FieldErrors } from "./fields";

/** What a form's server action answers when it does not lead to the thank-you page. */
export type FormState =
  | { status: "idle" }
  /** `values` refill the form when it was sent without JavaScript (the page is then drawn by the server). */
  | { status: "invalid"; errors: FieldErrors; values: Record<string, string | string[]> }
  | { status: "failed"; reason: FailReason }
  | { status: "notice"; text: string };

/**
 * Why a form was not sent: an error, too many attempts this hour or today, a full visit slot, a visit
 * already booked, or no client address (the site runs without server.mjs, or behind a proxy it was
 * not told about: TRUST_PROXY_HOPS).
 */
export type FailReason = "notSent" | "rateLimited" | "dailyLimit" | "full" | "alreadyBooked" | "noAddress";

export const idle: FormState = { status: "idle" };
