import { getTranslations } from "next-intl/server";
import { PageSection } from "@/components/layout/page-parts";
import { listProjects } from "@/lib/db/projects";
import type { Locale } from "@/lib/i18n/locales";
import { ProjectCard } from "./project-card";

/** Up to three projects on offer but this one, under a project and on the page of a withdrawn one. */
export async function OtherProjects({ id, locale }: { id: number; locale: Locale }) {
  const [t, all] = await Promise.all([getTranslations("Projects"), listProjects(locale)]);
  const others = all.filter((other) => other.id !== id).slice(0, 3);
  if (others.length === 0) return null;
  return (
    <PageSection id="similar-projects" title={t("similar")} className="mt-12">
      <ul className="mt-4 grid gap-4 tablet:grid-cols-2 desktop:grid-cols-3">
        {others.map((other) => (
          <li key={other.id}>
            <ProjectCard project={other} heading="h3" />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
