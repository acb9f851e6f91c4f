import { Photo } from "@/components/media/photo";
import { useLocale, useTranslations } from "next-intl";
import { isSoldOut } from "@/lib/domain";
import type { Locale } from "@/lib/i18n/locales";
import { projectPath } from "@/lib/i18n/project-path";
import { displayPrice, formatLongDate, projectFromPrice } from "@/lib/rules";
import type { ProjectCard as Card } from "@/lib/types/project";

/** A project in a list: photo, status, delivery, units left and the lowest price. */
export function ProjectCard({
  project,
  priority = false,
  heading: Heading = "h2",
}: {
  project: Card;
  priority?: boolean;
  heading?: "h2" | "h3";
}) {
  const locale = useLocale() as Locale;
  const t = useTranslations("Projects");
  return (
    <article className="card h-full">
      <div className="card-photo">
        {project.photo ? (
          <Photo
            src={project.photo.url}
            alt=""
            fill
            priority={priority}
            sizes="(max-width: 767px) 100vw, 33vw"
            className="object-cover"
          />
        ) : (
          <p className="grid h-full place-items-center text-slate-700">{t("noPhotos")}</p>
        )}
        <span className="card-badge">{isSoldOut(project) ? t("soldOut") : t(`status.${project.status}`)}</span>
      </div>
      <div className="card-body">
        <Heading className="text-lg font-semibold text-brand-900">
          <a href={projectPath(project, locale)} className="card-link">
            {project.name}
          </a>
        </Heading>
        <p className="text-slate-700">
          {project.zip} {project.city}
        </p>
        {project.deliveryDate && (
          <p className="text-sm">
            {t("deliveryOn", { status: project.status, date: formatLongDate(project.deliveryDate, locale) })}
          </p>
        )}
        <p className="text-sm">
          {t("units", { count: project.unitCount })} · {t("available", { count: project.availableCount })}
        </p>
        {project.fromPrice !== null && (
          <p className="mt-auto pt-2 font-bold text-brand-900">{displayPrice(projectFromPrice(project), locale, [])}</p>
        )}
      </div>
    </article>
  );
}
