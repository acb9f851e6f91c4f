"use server";

import { recordOptIn, unsubscribe } from "@/lib/db/newsletter";
import { formAction } from "../form-action";
import { textField } from "../form-data";
import { prepareOptIn } from "../newsletter";
import { newsletterSchema } from "../schemas";

export const subscribeNewsletter = formAction({ schema: newsletterSchema, thanks: "/feedback/sign-newsletter" }).action(
  async ({ values, ctx }) => {
    const optIn = await prepareOptIn(values.email, ctx.locale);
    return {
      kind: "NEWSLETTER",
      email: values.email,
      within: (tx) => recordOptIn(tx, values.email, ctx.locale, optIn.token),
      mails: optIn.mail ? [optIn.mail] : [],
    };
  },
);

/** The unsubscribe button of the newsletter page: the token from the mail is the only key. */
export async function leaveNewsletter(_: { done: boolean } | null, formData: FormData): Promise<{ done: boolean }> {
  const token = textField(formData, "token");
  return { done: token !== null && token.length > 10 && (await unsubscribe(token)) };
}
