import { z } from "zod";
import { contactPerson, goals } from "../fields";
import { contactPersonSchema } from "./shared";

/** The general contact: the whole contact person of spec §3, the address and goal optional. */
export const contactSchema = contactPersonSchema.extend({
  remark: contactPerson.remark.pipe(z.string().min(1, "required")),
  goal: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.enum(goals, "goal").optional()),
  street: z.string().trim().max(150, "tooLong").optional().default(""),
  houseNumber: z.string().trim().max(20, "tooLong").optional().default(""),
  zip: z
    .string()
    .trim()
    .refine((v) => v === "" || /^\d{4}$/.test(v), "zipInvalid")
    .optional()
    .default(""),
  city: z.string().trim().max(100, "tooLong").optional().default(""),
});
