import * as z from "zod/mini";
import { contactPersonSchema } from "./shared";

export const newsletterSchema = z.pick(contactPersonSchema, {
  email: true,
  privacy: true,
  captcha: true,
  website2: true,
});
