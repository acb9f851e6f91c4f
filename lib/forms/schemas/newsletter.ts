import type { z } from "zod";
import { contactPersonSchema } from "./shared";

export const newsletterSchema = contactPersonSchema.pick({ email: true, privacy: true, captcha: true, website2: true });
export type NewsletterValues = z.input<typeof newsletterSchema>;
