"use server";

import { getTranslations } from "next-intl/server";
import { config } from "@/lib/config";
import { getProjectDetail } from "@/lib/db/projects";
import { formAction } from "../form-action";
import { projectContactSchema } from "../schemas";
import { withCopy } from "../with-copy";

/** A question about a new-build project, to the project's manager. */
export const sendProjectContact = formAction({
  schema: projectContactSchema,
  thanks: "/feedback/contact-construction",
}).action(async ({ values, ctx }) => {
  const project = await getProjectDetail(values.projectId, ctx.locale);
  if (!project) return { status: "failed", reason: "notSent" };
  const title = `${project.name} (${project.number})`;
  const p = await getTranslations({ locale: config.defaultLocale, namespace: "Projects" });
  return withCopy("PROJECT_CONTACT", values, ctx.locale, {
    title,
    to: project.manager?.email,
    projectId: project.id,
    agencyRows: [[p("number"), title]],
  });
});
