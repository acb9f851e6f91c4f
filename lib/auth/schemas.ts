import { z } from "zod";
import { isToken } from "@/lib/domain/id";
import type { ErrorKey } from "@/lib/forms/fields";

// The inputs of the owners' forms. A name longer than any account's, or a password longer than any
// accepted one (lib/auth/password.ts PASSWORD_MAX), is refused on its length, without being looked up
// or hashed; each action says what the refusal answers.

const required: ErrorKey = "required";
const tooLong: ErrorKey = "tooLong";

/** A username or an e-mail address, as typed. */
const identifier = z.string(required).trim().min(1, required).max(254, tooLong);
/** A password as typed: compared or refused like any other. */
const password = z.string(required).max(1024, tooLong);

export const signInSchema = z.object({
  identifier,
  password: password.min(1, required),
  /** Looked at only once the account is past its bar (lib/auth/throttle.ts). */
  captcha: z.string().optional(),
  /** The page to go back to, checked by safeReturnPath. */
  next: z.string().optional(),
});

export const resetRequestSchema = z.object({ identifier });

export const newPasswordSchema = z.object({
  token: z.string(required).refine(isToken, required),
  password: password.default(""),
  confirmation: password.default(""),
});

export const changePasswordSchema = z.object({
  current: password.default(""),
  password: password.default(""),
  confirmation: password.default(""),
});
