import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { OtherProjects } from "@/components/project/other-projects";
import type { Locale } from "@/lib/i18n/locales";
import { buildPath } from "@/lib/i18n/build-path";
import { loadWithdrawnProject } from "@/lib/pages/project";

// The proxy rewrites the address of a withdrawn project here, with status 410 (gone for good), as it
// does a withdrawn property's: only the project's name, the way to the list and the other projects.
// Cached per project.
type Props = { params: Promise<{ locale: Locale; id: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Projects" });
  return { title: t("goneTitle"), robots: { index: false } };
}

export default async function ProjectGone({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const project = await loadWithdrawnProject(id, locale);
  if (!project) notFound();
  const t = await getTranslations("Projects");
  return (
    <>
      <section className="mx-auto max-w-2xl py-6 text-center">
        <h1 className="text-3xl font-bold text-brand-900">{t("goneTitle")}</h1>
        <p className="mt-4 text-slate-700">{t("goneText", { name: project.name })}</p>
        <a href={buildPath("/projects", locale)} className="mt-6 inline-block font-medium text-brand-700 underline">
          {t("backToList")}
        </a>
      </section>
      <OtherProjects id={project.id} locale={locale} />
    </>
  );
}
