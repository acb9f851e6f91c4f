import { z } from "zod";
import { plainAmount } from "./amount";

// The fields of spec §3's contact person and their rules (spec §5), shared by the browser and the
// server. Error messages are keys of the Forms.errors messages, so both sides show the same text in
// the page's language.

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
  z
    .string(missing)
    .trim()
    .max(max, "tooLong" satisfies ErrorKey);
const requiredText = (key: ErrorKey, max = 100) => text(max, key).min(1, key);
/** A checkbox: "on", "true" or true when sent, anything else is false. */
const checkbox = z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean());

/** The titles offered (language review: "Miss" is dropped; NONE addresses the visitor by name only). */
export const titles = ["MR", "MS", "NONE"] as const;
export type Title = (typeof titles)[number];
export const contactSlots = ["10-13", "13-16", "16-19"] as const;
export const goals = ["SELL", "RENT_OUT", "BOTH", "BUY"] as const;

export const emailField = (required: ErrorKey = "email", invalid: ErrorKey = "emailInvalid") =>
  text(200, required).min(1, required).pipe(z.email(invalid));

const phonePattern = /^\+?[\d\s./()-]{8,}$/;

/** A phone number where a call is the point of the form (a valuation, a viewing): required. */
export const phoneField = requiredText("phone", 30).regex(phonePattern, "phoneInvalid" satisfies ErrorKey);

/** A phone number a plain message may add: empty, or a number. */
export const optionalPhone = text(30)
  .refine((v) => v === "" || phonePattern.test(v), "phoneInvalid" satisfies ErrorKey)
  .optional()
  .default("");

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

/** The contact person of spec §3 and its rules from spec §5; the phone is optional unless `withPhone` follows. */
export const contactPerson = {
  // A page opened before Miss was dropped may still send it: it is taken as Ms rather than refused.
  title: z.preprocess((v) => (v === "MISS" ? "MS" : v), z.enum(titles, "title" satisfies ErrorKey)),
  firstName: requiredText("firstName"),
  lastName: requiredText("lastName"),
  email: emailField(),
  phone: optionalPhone,
  remark: text(4000).optional().default(""),
  contactSlots: z
    .preprocess(
      (v) => (v == null || v === "" || v === false ? [] : Array.isArray(v) ? v : [v]),
      z.array(z.enum(contactSlots)),
    )
    .default([]),
  newsletter: checkbox.default(false),
  privacy: checkbox.refine((v) => v, "privacy" satisfies ErrorKey),
};

/**
 * A first name that goes into a mail to an address nobody has confirmed ("send to a friend"): letters
 * only, in at most three parts joined by a space, hyphen or apostrophe, so it cannot carry a link or a message.
 */
export const plainFirstName = requiredText("firstName", 30).regex(
  /^\p{L}[\p{L}\p{M}]*(?:[ '’-]\p{L}[\p{L}\p{M}]*){0,2}$/u,
  "firstNameInvalid" satisfies ErrorKey,
);

/** An optional whole number typed in a text box ("" is no answer). */
export const optionalCount = (max: number) =>
  z.preprocess(
    (v) => (v === "" || v == null ? undefined : v),
    z.coerce.number("required").int("required").min(0, "required").max(max, "required").optional(),
  );

/** An optional amount in euro, typed in groups ("450.000") or not. */
export const optionalAmount = (max: number) => z.preprocess(plainAmount, optionalCount(max));

/** A required amount in euro, typed in groups ("450.000") or not; `key` is its message. */
export const requiredAmount = (max: number, key: ErrorKey = "required", min = 1) =>
  z.preprocess(
    (v) => (v === "" ? undefined : plainAmount(v)),
    z.coerce.number(key).int(key).min(min, key).max(max, key),
  );

export const propertyTypes = ["HOUSE", "APARTMENT", "LAND", "COMMERCIAL", "OTHER"] as const;

export const address = {
  street: requiredText("street", 150),
  houseNumber: text(20).optional().default(""),
  zip: requiredText("zip", 10).regex(/^\d{4}$/, "zipInvalid" satisfies ErrorKey),
  city: requiredText("city", 100),
};

/** Every public form also carries the captcha and a field people never see (a bot fills it in). */
export const guard = {
  captcha: z.string().optional().default(""),
  website2: z.string().optional().default(""),
};

export type FieldErrors = Record<string, ErrorKey>;

/** The first message of each field, keyed by its path ("friend.email" for nested ones). */
export function fieldErrors(error: z.ZodError): FieldErrors {
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
