import { z } from "zod";
import { contactPerson, guard } from "../fields";

/** A testimonial (spec §3): shown only after the agency approves it. */
export const testimonialSchema = z.object({
  name: z.string("firstName").trim().min(1, "firstName").max(100, "tooLong"),
  aboutYou: z.string("required").trim().min(1, "required").max(200, "tooLong"),
  website: z
    .string()
    .trim()
    .max(200, "tooLong")
    .refine((v) => v === "" || /^https?:\/\/[^\s]+\.[^\s]+$/.test(v), "required")
    .optional()
    .default(""),
  opinion: z.string("required").trim().min(10, "required").max(2000, "tooLong"),
  email: contactPerson.email,
  privacy: contactPerson.privacy,
  ...guard,
});
