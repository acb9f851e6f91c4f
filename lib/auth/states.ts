import type { PasswordProblem } from "./password-strength";

// What the sign-in and password forms' server actions answer when they do not lead elsewhere.

export type SignInState =
  | { status: "idle" }
  | {
      status: "error";
      reason: "required" | "invalid" | "noAddress" | "failed" | "captchaNeeded" | "captchaInvalid";
      identifier: string;
      /** The account has had many failures: the form shows the captcha, which the next attempt must carry. */
      captcha?: boolean;
    }
  | { status: "throttled"; minutes: number; identifier: string };

export type ResetRequestState =
  | { status: "idle" }
  | { status: "sent" }
  | {
      status: "error";
      reason: "forgottenRequired" | "tooManyRequests" | "noAddress" | "requestFailed";
      identifier: string;
    };

export type NewPasswordState =
  | { status: "idle" }
  | { status: "invalid"; reason: PasswordProblem | "notIdentical" }
  | { status: "link"; state: "expired" | "unknown" }
  | { status: "failed" };

/** Why the portal's password form refused a change. */
export type PasswordChangeRefusal =
  | { status: "invalid"; reason: "currentRequired" | "notIdentical" | PasswordProblem }
  | { status: "wrongCurrent" }
  | { status: "throttled"; minutes: number };

export type ChangePasswordState =
  { status: "idle" } | { status: "changed" } | { status: "failed" } | PasswordChangeRefusal;
