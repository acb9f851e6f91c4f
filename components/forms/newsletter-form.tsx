"use client";

import { subscribeNewsletter } from "@/lib/forms/actions/newsletter";
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
