"use server";

import { recordOptIn } from "@/lib/db/newsletter";
import { formAction } from "../form-action";
import { prepareOptIn } from "../newsletter";
import { newsletterSchema } from "../schemas";

export const subscribeNewsletter = formAction({
  name: "subscribeNewsletter",
  schema: newsletterSchema,
  thanks: "/feedback/sign-newsletter",
}).action(async ({ values, ctx }) => {
  const optIn = await prepareOptIn(values.email, ctx.locale);
  return {
    kind: "NEWSLETTER",
    email: values.email,
    within: optIn ? (tx) => recordOptIn(tx, values.email, ctx.locale, optIn.tokens) : undefined,
    mails: optIn ? [optIn.mail] : [],
  };
});
