import * as z from "zod/mini";
import { contactPerson, guard } from "../fields";
import { requiredText } from "./shared";

/** A testimonial (spec §3): shown only after the agency approves it. */
export const testimonialSchema = z.object({
  name: requiredText("firstName", 100),
  aboutYou: requiredText("required", 200),
  website: z._default(
    z.optional(
      z.string().check(
        z.trim(),
        z.maxLength(200, "tooLong"),
        z.refine((v) => v === "" || /^https?:\/\/[^\s]+\.[^\s]+$/.test(v), "required"),
      ),
    ),
    "",
  ),
  opinion: requiredText("required", 2000, 10),
  email: contactPerson.email,
  privacy: contactPerson.privacy,
  ...guard,
});
