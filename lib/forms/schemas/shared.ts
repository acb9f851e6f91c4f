import * as z from "zod/mini";
import { contactPerson, guard, type ErrorKey } from "../fields";

// What several forms' schemas share: ids, the contact person, dates and ticked boxes.

export { list } from "../fields";

export const id = z.coerce.number().check(z.int(), z.positive());

/** The whole contact person of spec §3, with the captcha and the honeypot every public form carries. */
export const contactPersonSchema = z.object({ ...contactPerson, ...guard });

/** Who the visitor is, for the short forms that ask no remark or time to call. */
export const personSchema = z.pick(contactPersonSchema, {
  title: true,
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  privacy: true,
  captcha: true,
  website2: true,
});

/** A ticked box: "on", "true" or true when sent, anything else is false. */
const ticked = z.pipe(
  z.transform((v: unknown) => v === true || v === "on" || v === "true"),
  z.boolean(),
);

/** A checkbox that is false unless ticked. */
export const flag = z._default(ticked, false);

export const isoDate = (key: "startDate" | "endDate") =>
  z.string(key).check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, key),
    z.refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), key),
  );

/** A confirmation the visitor must tick. */
export const confirmation = ticked.check(z.refine((v) => v, "confirmations"));

/** A text the visitor may leave empty, trimmed, of at most `max` characters. */
export const optionalText = (max: number) =>
  z._default(z.optional(z.string().check(z.trim(), z.maxLength(max, "tooLong"))), "");

/** A required text, trimmed, of `min` to `max` characters; `key` is its message. */
export const requiredText = (key: ErrorKey, max: number, min = 1) =>
  z.string(key).check(z.trim(), z.minLength(min, key), z.maxLength(max, "tooLong"));
