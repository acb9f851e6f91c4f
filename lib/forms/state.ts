import type { FieldErrors } from "./fields";

/** What a form's server action answers when it does not lead to the thank-you page. */
export type FormState =
  | { status: "idle" }
  /** `values` refill the form when it was sent without JavaScript (the page is then drawn by the server). */
  | { status: "invalid"; errors: FieldErrors; values: Record<string, string | string[]> }
  | { status: "failed"; reason: "notSent" | "rateLimited" | "full" }
  | { status: "notice"; text: string };

export const idle: FormState = { status: "idle" };

/** Thrown inside a submission's transaction when the visit slot it wanted has no place left. */
export class SlotFullError extends Error {
  constructor() {
    super("The visit slot is full");
  }
}
