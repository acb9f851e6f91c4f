import type { Locale } from "./locales";
import { buildPath } from "./build-path";

/** The canonical path of a new-build project (spec §2): /{lang}/{projects}/{name-slug}/{id}/ */
export function projectPath(p: { id: number; slug: string }, locale: Locale): string {
  return buildPath("/projects/[slug]/[id]", locale, { slug: p.slug, id: p.id });
}
