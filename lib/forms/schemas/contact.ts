import * as z from "zod/mini";
import { contactPerson, goals } from "../fields";
import { contactPersonSchema, optionalText } from "./shared";

/** The general contact: the whole contact person of spec §3, the address and goal optional. */
export const contactSchema = z.extend(contactPersonSchema, {
  remark: z.pipe(contactPerson.remark, z.string().check(z.minLength(1, "required"))),
  goal: z.pipe(
    z.transform((v: unknown) => (v === "" || v === null ? undefined : v)),
    z.optional(z.enum(goals, "goal")),
  ),
  street: optionalText(150),
  houseNumber: optionalText(20),
  zip: z._default(
    z.optional(
      z.string().check(
        z.trim(),
        z.refine((v) => v === "" || /^\d{4}$/.test(v), "zipInvalid"),
      ),
    ),
    "",
  ),
  city: optionalText(100),
});
