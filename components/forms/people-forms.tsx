"use client";

import { sendJobApplication } from "@/lib/forms/actions/job-application";
import { sendTestimonial } from "@/lib/forms/actions/testimonial";
import { jobSchema, testimonialSchema } from "@/lib/forms/schemas";
import { blankContactPerson, ContactPersonFields, type ContactPersonLabels } from "./contact-person";
import { CheckboxField, FileField, ManagedForm, TextArea, TextField, type FormTexts } from "./form-kit";

/** A job application with its CV (spec §1 job contact). */
export function JobForm(props: {
  locale: string;
  texts: FormTexts;
  labels: ContactPersonLabels;
  title: string;
  cv: string;
  motivation: string;
}) {
  return (
    <ManagedForm
      schema={jobSchema}
      action={sendJobApplication}
      label={props.title}
      hidden={{ locale: props.locale }}
      texts={props.texts}
      defaultValues={{
        ...blankContactPerson,
      }}
    >
      <ContactPersonFields labels={{ ...props.labels, remark: props.motivation }}>
        <FileField
          name="cv"
          label={props.cv}
          required
          accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        />
      </ContactPersonFields>
    </ManagedForm>
  );
}

export interface TestimonialLabels {
  title: string;
  name: string;
  aboutYou: string;
  website: string;
  image: string;
  opinion: string;
  email: string;
  privacy: React.ReactNode;
}

/** A testimonial (spec §3): published only once the agency has approved it. */
export function TestimonialForm({
  locale,
  texts,
  labels,
}: {
  locale: string;
  texts: FormTexts;
  labels: TestimonialLabels;
}) {
  return (
    <ManagedForm
      schema={testimonialSchema}
      action={sendTestimonial}
      label={labels.title}
      hidden={{ locale }}
      texts={texts}
      defaultValues={{ name: "", aboutYou: "", website: "", opinion: "", email: "", privacy: false }}
    >
      <div className="grid gap-4 tablet:grid-cols-2">
        <TextField name="name" label={labels.name} required autoComplete="name" />
        <TextField name="email" label={labels.email} type="email" required autoComplete="email" inputMode="email" />
      </div>
      <TextField name="aboutYou" label={labels.aboutYou} required />
      <TextArea name="opinion" label={labels.opinion} required />
      <div className="grid gap-4 tablet:grid-cols-2">
        <TextField name="website" label={labels.website} />
        <FileField name="image" label={labels.image} accept="image/jpeg,image/png,image/webp" />
      </div>
      <CheckboxField name="privacy" label={labels.privacy} required />
    </ManagedForm>
  );
}
