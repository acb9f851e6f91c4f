"use server";

import { recordOptIn, unsubscribe } from "@/lib/db/newsletter";
import { formAction } from "../form-action";
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
  const token = formData.get("token");
  return { done: typeof token === "string" && token.length > 10 && (await unsubscribe(token)) };
}
