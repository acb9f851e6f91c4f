import Image from "next/image";
import { useLocale, useTranslations } from "next-intl";
import { isSoldOut } from "@/lib/domain";
import type { Locale } from "@/lib/i18n/locales";
import { projectPath } from "@/lib/i18n/project-path";
import { formatDate, formatEuro } from "@/lib/rules";
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
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-brand-100 bg-white shadow-sm transition hover:shadow-md">
      <div className="relative aspect-[3/2] bg-brand-100">
        {project.photo ? (
          <Image
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
        <span className="absolute left-3 top-3 rounded bg-brand-900 px-2 py-1 text-xs font-semibold uppercase tracking-wide text-white">
          {isSoldOut(project) ? t("soldOut") : t(`status.${project.status}`)}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <Heading className="text-lg font-semibold text-brand-900">
          <a href={projectPath(project, locale)} className="after:absolute after:inset-0">
            {project.name}
          </a>
        </Heading>
        <p className="text-slate-700">
          {project.zip} {project.city}
        </p>
        {project.deliveryDate && (
          <p className="text-sm">{t("deliveryOn", { date: formatDate(project.deliveryDate) })}</p>
        )}
        <p className="text-sm">
          {t("units", { count: project.unitCount })} · {t("available", { count: project.availableCount })}
        </p>
        {project.fromPrice !== null && (
          <p className="mt-auto pt-2 font-bold text-brand-900">
            {t("fromPrice", { price: formatEuro(project.fromPrice, locale) })}
          </p>
        )}
      </div>
    </article>
  );
}
