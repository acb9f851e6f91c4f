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
  | { status: "error"; reason: "forgottenRequired" | "tooManyRequests" | "noAddress"; identifier: string };

export type NewPasswordState =
  | { status: "idle" }
  | { status: "invalid"; reason: "passwordLength" | "notIdentical" }
  | { status: "link"; state: "expired" | "unknown" };
