"use server";

import { routing } from "@/lib/i18n/routing";
import { getTranslations } from "next-intl/server";
import { getProjectDetail } from "@/lib/db/projects";
import { formAction } from "../form-action";
import { projectContactSchema } from "../schemas";
import { withCopy } from "../with-copy";

/** A question about a new-build project, to the project's manager. */
export const sendProjectContact = formAction({
  name: "sendProjectContact",
  schema: projectContactSchema,
  thanks: "/feedback/contact-construction",
}).action(async ({ values, ctx }) => {
  const project = await getProjectDetail(values.projectId, ctx.locale);
  if (!project) return { status: "failed", reason: "notSent" };
  const title = `${project.name} (${project.number})`;
  const p = await getTranslations({ locale: routing.defaultLocale, namespace: "Projects" });
  return withCopy("PROJECT_CONTACT", values, ctx.locale, {
    title,
    to: project.manager?.email,
    projectId: project.id,
    agencyRows: [[p("number"), title]],
  });
});
