import type { Locale } from "@/lib/i18n/locales";
import { contactPersonLabels } from "./contact-person-labels";
import { formTexts } from "./form-texts";
import { ProjectContactForm } from "./request-forms";

/** The contact form on a project's page. */
export async function ProjectContact({
  locale,
  projectId,
  title,
}: {
  locale: Locale;
  projectId: number;
  title: string;
}) {
  const [texts, labels] = await Promise.all([formTexts(), contactPersonLabels(locale)]);
  return <ProjectContactForm locale={locale} projectId={projectId} texts={texts} labels={labels} title={title} />;
}
