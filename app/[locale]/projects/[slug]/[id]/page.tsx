import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { notFound, permanentRedirect } from "next/navigation";
import { ProjectPage } from "@/components/project/project-page";
import type { Locale } from "@/lib/i18n/locales";
import { projectPath } from "@/lib/i18n/project-path";
import { isCanonicalAddress, loadProject, projectMetadata } from "@/lib/pages/project";

// A new-build project: the loader and metadata are in lib/pages/project.ts, the view in components/project/.
type Props = { params: Promise<{ locale: Locale; slug: string; id: string }> };

// Rendered on first request, then cached until the project changes.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const project = await loadProject(id, locale);
  return project ? projectMetadata(project, locale) : {};
}

export default async function Project({ params }: Props) {
  const { locale, slug, id } = await params;
  setRequestLocale(locale);
  const project = await loadProject(id, locale);
  if (!project) notFound();
  // An outdated name slug leads to the canonical address.
  if (!isCanonicalAddress(project, slug)) permanentRedirect(projectPath(project, locale));
  return <ProjectPage project={project} locale={locale} />;
}
