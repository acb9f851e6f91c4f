import { contactPersonSchema } from "./shared";

export const newsletterSchema = contactPersonSchema.pick({ email: true, privacy: true, captcha: true, website2: true });
