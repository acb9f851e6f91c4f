import "server-only";
import type { Metadata } from "next";
import { getProjectDetail, getWithdrawnProject } from "@/lib/db/projects";
import { parseId } from "@/lib/domain/id";
import type { Locale } from "@/lib/i18n/locales";
import { alternates } from "@/lib/i18n/metadata";
import { truncateText } from "@/lib/rules";
import type { ProjectDetail, WithdrawnProject } from "@/lib/types/project";

// A new-build project's page (spec §1, §3, §8), under its name's slug in each language.

export function loadProject(id: string, locale: Locale): Promise<ProjectDetail | null> {
  const n = parseId(id);
  return n === null ? Promise.resolve(null) : getProjectDetail(n, locale);
}

/** A project taken off the website, for the page its address answers 410 with. */
export function loadWithdrawnProject(id: string, locale: Locale): Promise<WithdrawnProject | null> {
  const n = parseId(id);
  return n === null ? Promise.resolve(null) : getWithdrawnProject(n, locale);
}

/** The address asked for is the project's own: its current name slug. */
export function isCanonicalAddress(p: ProjectDetail, slug: string): boolean {
  return decodeURIComponent(slug) === p.slug;
}

export function projectMetadata(p: ProjectDetail, locale: Locale): Metadata {
  const description = truncateText(p.description, 160);
  const images = p.photo ? [{ url: p.photo.url, width: p.photo.width, height: p.photo.height, alt: p.name }] : [];
  return {
    title: `${p.name} · ${p.city}`,
    description,
    alternates: alternates("/projects/[slug]/[id]", locale, (l) => ({ slug: p.slugs[l] ?? p.slug, id: p.id })),
    openGraph: { title: p.name, description, images },
    twitter: { card: images.length ? "summary_large_image" : "summary", title: p.name, description },
  };
}
