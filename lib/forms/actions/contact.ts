"use server";

import { formAction } from "../form-action";
import { contactSchema } from "../schemas";
import { withCopy } from "../with-copy";

export const sendContact = formAction({
  name: "sendContact",
  schema: contactSchema,
  thanks: "/feedback/site-contact",
}).action(async ({ values, ctx }) => withCopy("CONTACT", values, ctx.locale));
