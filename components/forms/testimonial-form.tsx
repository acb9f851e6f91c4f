"use client";

import { useLocale, useTranslations } from "next-intl";
import { sendTestimonial } from "@/lib/forms/actions/testimonial";
import { ManagedForm } from "./managed-form";
import { PrivacyField } from "./privacy-field";
import { FileField, TextArea, TextField } from "./text-fields";

/** A testimonial (spec §3): published only once the agency has approved it. */
export function TestimonialForm() {
  const t = useTranslations("TestimonialForm");
  const f = useTranslations("Forms");
  const locale = useLocale();
  return (
    <ManagedForm
      loadSchema={() => import("@/lib/forms/schemas/testimonial").then((m) => m.testimonialSchema)}
      action={sendTestimonial}
      label={t("title")}
      hidden={{ locale }}
      defaultValues={{ name: "", aboutYou: "", website: "", opinion: "", email: "", privacy: false }}
    >
      <div className="grid gap-4 tablet:grid-cols-2">
        <TextField name="name" label={t("name")} required autoComplete="name" />
        <TextField
          name="email"
          label={f("labels.email")}
          type="email"
          required
          autoComplete="email"
          inputMode="email"
        />
      </div>
      <TextField name="aboutYou" label={t("aboutYou")} required />
      <TextArea name="opinion" label={t("opinion")} required />
      <div className="grid gap-4 tablet:grid-cols-2">
        <TextField name="website" label={t("website")} />
        <FileField name="image" label={t("image")} accept="image/jpeg,image/png,image/webp" />
      </div>
      <PrivacyField />
    </ManagedForm>
  );
}
