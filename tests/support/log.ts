import { expect, vi, type MockInstance } from "vitest";
import { log } from "@/lib/log.mjs";

// The site's log lines during a test: each call's fields and message, the lines themselves not written.

type Level = "info" | "warn" | "error";

/** Catches what is logged at `level` from now on. */
export function captureLog(level: Level): MockInstance<(fields: object, message?: string) => void> {
  return vi.spyOn(log, level as "info").mockImplementation(() => {}) as unknown as MockInstance<
    (fields: object, message?: string) => void
  >;
}

/** The arguments of an action's logged failure: its name and its error's message. */
export const actionFailed = (action: string, message: string) => [
  expect.objectContaining({ event: "action.failed", action, error: expect.objectContaining({ message }) }),
  `action ${action} failed`,
];
