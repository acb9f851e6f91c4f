"use client";

import { useActionState } from "react";
import { leaveNewsletter, subscribeNewsletter } from "@/lib/forms/actions";
import { newsletterSchema } from "@/lib/forms/schemas";
import { CheckboxField, ManagedForm, TextField, type FormTexts } from "./form-kit";

export function NewsletterForm({
  locale,
  texts,
  labels,
}: {
  locale: string;
  texts: FormTexts;
  labels: { title: string; email: string; privacy: React.ReactNode; subscribe: string };
}) {
  return (
    <ManagedForm
      schema={newsletterSchema}
      action={subscribeNewsletter}
      label={labels.title}
      submitLabel={labels.subscribe}
      hidden={{ locale }}
      texts={texts}
      defaultValues={{ email: "", privacy: false }}
    >
      <TextField name="email" label={labels.email} type="email" required autoComplete="email" inputMode="email" />
      <CheckboxField name="privacy" label={labels.privacy} required />
    </ManagedForm>
  );
}

/** The unsubscribe button of a newsletter mail's link; it says "unsubscribed correctly" (spec §8). */
export function UnsubscribeButton({ token, labels }: { token: string; labels: { button: string; done: string } }) {
  const [state, action, pending] = useActionState(leaveNewsletter, null);
  if (state?.done)
    return (
      <p role="status" className="font-semibold text-brand-900">
        {labels.done}
      </p>
    );
  return (
    <form action={action}>
      <input type="hidden" name="token" value={token} />
      <button type="submit" disabled={pending} className="rounded bg-accent-700 px-5 py-2 font-semibold text-white">
        {labels.button}
      </button>
    </form>
  );
}
