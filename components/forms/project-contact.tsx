import { ClientMessages } from "@/lib/i18n/client-messages";
import type { Locale } from "@/lib/i18n/locales";
import { ProjectContactFormNear } from "./forms-near";
import { FormsNeedScript } from "./forms-need-script";

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
  return (
    <ClientMessages namespaces={["Forms"]}>
      <FormsNeedScript locale={locale} />
      <ProjectContactFormNear projectId={projectId} title={title} />
    </ClientMessages>
  );
}
