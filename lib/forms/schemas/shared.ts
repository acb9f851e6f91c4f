import { z } from "zod";
import { contactPerson, guard } from "../fields";

// What several forms' schemas share: ids, the contact person, dates and ticked boxes.

export const id = z.coerce.number().int().positive();

/** The whole contact person of spec §3, with the captcha and the honeypot every public form carries. */
export const contactPersonSchema = z.object({ ...contactPerson, ...guard });

/** Who the visitor is, for the short forms that ask no remark or time to call. */
export const personSchema = contactPersonSchema.pick({
  title: true,
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  privacy: true,
  captcha: true,
  website2: true,
});

/** A list field: absent, empty or unticked is no item, one value is one item. */
export const list = (v: unknown) => (v == null || v === "" || v === false ? [] : Array.isArray(v) ? v : [v]);

/** A checkbox that is false unless ticked. */
export const flag = z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean()).default(false);

export const isoDate = (key: "startDate" | "endDate") =>
  z
    .string(key)
    .regex(/^\d{4}-\d{2}-\d{2}$/, key)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), key);

/** A confirmation the visitor must tick. */
export const confirmation = z
  .preprocess((v) => v === true || v === "on" || v === "true", z.boolean())
  .refine((v) => v, "confirmations");
