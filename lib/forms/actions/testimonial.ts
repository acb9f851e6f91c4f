"use server";

import { routing } from "@/lib/i18n/routing";
import { getTranslations } from "next-intl/server";
import { createVisitorTestimonial } from "@/lib/db/testimonials";
import { agencyCopy } from "@/lib/mail/templates/agency-copy";
import type { Rows } from "@/lib/mail/templates/frame";
import { formConfirmation } from "@/lib/mail/templates/form-confirmation";
import { formAction } from "../form-action";
import { testimonialSchema } from "../schemas";

/** A visitor's testimonial, kept for the agency's approval, with an optional picture. */
export const sendTestimonial = formAction({
  name: "sendTestimonial",
  schema: testimonialSchema,
  thanks: "/feedback/testing-testing",
  files: { image: { allowed: ["jpeg", "png", "webp"], required: false } },
}).action(async ({ values, ctx }) => {
  const { locale } = ctx;
  const [m, t] = await Promise.all([
    getTranslations({ locale: routing.defaultLocale, namespace: "Mail" }),
    getTranslations({ locale: routing.defaultLocale, namespace: "TestimonialForm" }),
  ]);
  const { image } = ctx.files;
  const rows: Rows = [
    [t("name"), values.name],
    [t("aboutYou"), values.aboutYou],
    [t("website"), values.website],
    [t("opinion"), values.opinion],
    ...(image ? [[m("attachedFile"), `${image.originalName} (${image.storedName})`] as [string, string]] : []),
  ];
  const sender = { firstName: values.name, lastName: "", email: values.email };
  const mails = await Promise.all([
    formConfirmation({ kind: "TESTIMONIAL", locale, to: values.email }),
    agencyCopy({ kind: "TESTIMONIAL", replyTo: values.email, values: sender, extraRows: rows }),
  ]);
  return {
    kind: "TESTIMONIAL",
    email: values.email,
    within: (tx, submissionId) => createVisitorTestimonial(submissionId, { ...values, locale }, tx),
    mails,
  };
});
