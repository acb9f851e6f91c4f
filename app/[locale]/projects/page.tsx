import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { LocationMap } from "@/components/map/location-map";
import { ProjectCard } from "@/components/project/project-card";
import { projectPath } from "@/lib/i18n/project-path";
import { config } from "@/lib/config";
import { listProjects } from "@/lib/db/projects";
import type { Locale } from "@/lib/i18n/locales";
import { alternates } from "@/lib/i18n/metadata";

// The new-build projects (spec §1, §2): rendered on first request per language, then cached.
type Props = { params: Promise<{ locale: Locale }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Projects" });
  return { title: t("title"), description: t("description"), alternates: alternates("/projects", locale) };
}

export default async function Projects({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, projects] = await Promise.all([getTranslations("Projects"), listProjects(locale)]);
  return (
    <>
      <Breadcrumb route="/projects" locale={locale} />
      <h1 className="text-3xl font-bold text-brand-900">{t("title")}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t("intro")}</p>
      {projects.length === 0 ? (
        <p role="status" className="mt-8 rounded-lg bg-brand-50 p-6 text-center">
          {t("none")}
        </p>
      ) : (
        <>
          <ul className="mt-6 grid gap-4 tablet:grid-cols-2 desktop:grid-cols-3">
            {projects.map((project, i) => (
              <li key={project.id}>
                <ProjectCard project={project} priority={i === 0} />
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <LocationMap
              places={projects.flatMap((p) =>
                p.position
                  ? [
                      {
                        ...p.position,
                        exact: true,
                        title: p.name,
                        detail: `${p.zip} ${p.city}`,
                        href: projectPath(p, locale),
                      },
                    ]
                  : [],
              )}
              tiles={config.mapTiles}
              label={t("mapRegion")}
            />
          </div>
        </>
      )}
    </>
  );
}
