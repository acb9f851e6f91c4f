import { describe, expect, it } from "vitest";
import { stateFromError } from "@/lib/pages/login";

// What the sign-in page shows when next-auth's credentials endpoint sends a failed attempt back to it.

describe("stateFromError", () => {
  it.each([
    ["CredentialsSignin", { status: "error", reason: "invalid", identifier: "" }],
    ["throttled-15", { status: "throttled", minutes: 15, identifier: "" }],
    // Past an account's bar: the form shows the captcha's widget, which the endpoint cannot.
    ["captcha-empty", { status: "error", reason: "captchaNeeded", identifier: "", captcha: true }],
    ["captcha-invalid", { status: "error", reason: "captchaInvalid", identifier: "", captcha: true }],
    ["throttled-9999", { status: "idle" }],
    ["captcha-other", { status: "idle" }],
    ["", { status: "idle" }],
  ])("%s", (error, state) => {
    expect(stateFromError(error)).toEqual(state);
  });
});
