"use server";

import { routing } from "@/lib/i18n/routing";
import { getTranslations } from "next-intl/server";
import { formAction } from "../form-action";
import { jobSchema } from "../schemas";
import { withCopy } from "../with-copy";

/** A job application with its CV, kept in the upload folder and named in the agency's copy. */
export const sendJobApplication = formAction({
  name: "sendJobApplication",
  schema: jobSchema,
  thanks: "/feedback/contact-me",
  files: { cv: { allowed: ["pdf", "docx"], required: true } },
}).action(async ({ values, ctx }) => {
  const m = await getTranslations({ locale: routing.defaultLocale, namespace: "Mail" });
  const { cv } = ctx.files;
  return withCopy("JOB", values, ctx.locale, {
    agencyRows: cv ? [[m("attachedFile"), `${cv.originalName} (${cv.storedName})`]] : [],
  });
});
