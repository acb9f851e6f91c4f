import * as z from "zod/mini";
import type { $ZodError } from "zod/v4/core";
import { plainAmount } from "./amount";
import { contactSlots, goals, propertyTypes, titles, type Title } from "./choices";

// The fields of spec §3's contact person and their rules (spec §5), shared by the browser and the
// server. Error messages are keys of the Forms.errors messages, so both sides show the same text in
// the page's language. The choices the fields offer are in ./choices.ts, which the forms draw without zod.

export { contactSlots, goals, propertyTypes, titles, type Title };

export type ErrorKey =
  | "required"
  | "title"
  | "firstName"
  | "firstNameInvalid"
  | "lastName"
  | "email"
  | "emailInvalid"
  | "phone"
  | "phoneInvalid"
  | "street"
  | "zip"
  | "zipInvalid"
  | "city"
  | "goal"
  | "privacy"
  | "tooLong"
  | "valuationAddress"
  | "friendEmail"
  | "types"
  | "zones"
  | "captchaEmpty"
  | "captchaInvalid"
  | "amount"
  | "amountWords"
  | "startDate"
  | "endDate"
  | "place"
  | "fileRequired"
  | "fileTooLarge"
  | "fileType"
  | "fileUnreadable"
  | "imageTooLarge"
  | "uploadQuota"
  | "confirmations";

/** A text field; `missing` is the message when the field was not sent at all. */
const text = (max: number, missing: ErrorKey = "required") =>
  z.string(missing).check(z.trim(), z.maxLength(max, "tooLong" satisfies ErrorKey));
const requiredText = (key: ErrorKey, max = 100) =>
  z.string(key).check(z.trim(), z.maxLength(max, "tooLong" satisfies ErrorKey), z.minLength(1, key));
/** What a field sent as typed or left out becomes when it may stay empty. */
const orEmpty = (field: z.ZodMiniString) => z._default(z.optional(field), "");
/** A checkbox: "on", "true" or true when sent, anything else is false. */
const checkbox = z.pipe(
  z.transform((v: unknown) => v === true || v === "on" || v === "true"),
  z.boolean(),
);

export const emailField = (required: ErrorKey = "email", invalid: ErrorKey = "emailInvalid") =>
  z.pipe(
    z.string(required).check(z.trim(), z.maxLength(200, "tooLong" satisfies ErrorKey), z.minLength(1, required)),
    z.email(invalid),
  );

const phonePattern = /^\+?[\d\s./()-]{8,}$/;

/** A phone number where a call is the point of the form (a valuation, a viewing): required. */
export const phoneField = requiredText("phone", 30).check(z.regex(phonePattern, "phoneInvalid" satisfies ErrorKey));

/** A phone number a plain message may add: empty, or a number. */
export const optionalPhone = orEmpty(
  text(30).check(z.refine((v) => v === "" || phonePattern.test(v), "phoneInvalid" satisfies ErrorKey)),
);

/** Added to the contact person by the forms that lead to a call (the issue: a plain message needs an e-mail only). */
export const withPhone = { phone: phoneField };

/**
 * The title word to show for a title sent or stored: none for NONE or an unknown value. Submissions
 * stored before Miss was dropped read as Ms, the word used for every woman today.
 */
export function titleWord(value: unknown): Exclude<Title, "NONE"> | null {
  if (value === "MISS") return "MS";
  return value === "MR" || value === "MS" ? value : null;
}

/** A list field: absent, empty or unticked is no item, one value is one item. */
export const list = (v: unknown) => (v == null || v === "" || v === false ? [] : Array.isArray(v) ? v : [v]);

/** The contact person of spec §3 and its rules from spec §5; the phone is optional unless `withPhone` follows. */
export const contactPerson = {
  // A page opened before Miss was dropped may still send it: it is taken as Ms rather than refused.
  title: z.pipe(
    z.transform((v: unknown) => (v === "MISS" ? "MS" : v)),
    z.enum(titles, "title" satisfies ErrorKey),
  ),
  firstName: requiredText("firstName"),
  lastName: requiredText("lastName"),
  email: emailField(),
  phone: optionalPhone,
  remark: orEmpty(text(4000)),
  contactSlots: z._default(z.pipe(z.transform(list), z.array(z.enum(contactSlots))), []),
  newsletter: z._default(checkbox, false),
  privacy: checkbox.check(z.refine((v) => v, "privacy" satisfies ErrorKey)),
};

/**
 * A first name that goes into a mail to an address nobody has confirmed ("send to a friend"): letters
 * only, in at most three parts joined by a space, hyphen or apostrophe, so it cannot carry a link or a message.
 */
export const plainFirstName = requiredText("firstName", 30).check(
  z.regex(/^\p{L}[\p{L}\p{M}]*(?:[ '’-]\p{L}[\p{L}\p{M}]*){0,2}$/u, "firstNameInvalid" satisfies ErrorKey),
);

/** A whole number from `min` to `max` typed in a text box; `key` is its message. */
const count = (min: number, max: number, key: ErrorKey) =>
  z.coerce.number(key).check(z.int(key), z.minimum(min, key), z.maximum(max, key));

/** An optional whole number typed in a text box ("" is no answer). */
export const optionalCount = (max: number) =>
  z.pipe(
    z.transform((v: unknown): unknown => (v === "" || v == null ? undefined : v)),
    z.optional(count(0, max, "required")),
  );

/** An optional amount in euro, typed in groups ("450.000") or not. */
export const optionalAmount = (max: number) => z.pipe(z.transform(plainAmount), optionalCount(max));

/** A required amount in euro, typed in groups ("450.000") or not; `key` is its message. */
export const requiredAmount = (max: number, key: ErrorKey = "required", min = 1) =>
  z.pipe(
    z.transform((v: unknown): unknown => (v === "" ? undefined : plainAmount(v))),
    count(min, max, key),
  );

export const address = {
  street: requiredText("street", 150),
  houseNumber: orEmpty(text(20)),
  zip: requiredText("zip", 10).check(z.regex(/^\d{4}$/, "zipInvalid" satisfies ErrorKey)),
  city: requiredText("city", 100),
};

/** Every public form also carries the captcha and a field people never see (a bot fills it in). */
export const guard = {
  captcha: orEmpty(z.string()),
  website2: orEmpty(z.string()),
};

export type FieldErrors = Record<string, ErrorKey>;

/** The first message of each field, keyed by its path ("friend.email" for nested ones). */
export function fieldErrors(error: $ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    // An item of a list ("contactSlots.0") is reported on the list's field.
    const key = issue.path.filter((part) => typeof part !== "number").join(".") || "form";
    out[key] ??= (issue.message in errorKeySet ? issue.message : "required") as ErrorKey;
  }
  return out;
}

const errorKeySet: Record<ErrorKey, true> = {
  required: true,
  title: true,
  firstName: true,
  firstNameInvalid: true,
  lastName: true,
  email: true,
  emailInvalid: true,
  phone: true,
  phoneInvalid: true,
  street: true,
  zip: true,
  zipInvalid: true,
  city: true,
  goal: true,
  privacy: true,
  tooLong: true,
  valuationAddress: true,
  friendEmail: true,
  types: true,
  zones: true,
  captchaEmpty: true,
  captchaInvalid: true,
  amount: true,
  amountWords: true,
  startDate: true,
  endDate: true,
  place: true,
  fileRequired: true,
  fileTooLarge: true,
  fileType: true,
  fileUnreadable: true,
  imageTooLarge: true,
  uploadQuota: true,
  confirmations: true,
};
export const errorKeys = Object.keys(errorKeySet) as ErrorKey[];
