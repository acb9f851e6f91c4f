import type { MetadataRoute } from "next";
import { config } from "@/lib/config";
import { listArticleSlugs } from "@/lib/db/content";
import { listProjectPaths } from "@/lib/db/projects";
import { listPropertyPaths } from "@/lib/db/properties";
import { isForSale } from "@/lib/domain";
import { locales, type Locale } from "@/lib/i18n/locales";
import { routes, type RouteKey } from "@/lib/i18n/paths";
import { buildPath } from "@/lib/i18n/build-path";

// Built from the path table and the database. Rendered per request (the build never opens the
// database), but every list it reads is cached and tagged, so a request costs no query.
export const dynamic = "force-dynamic";

type Entry = MetadataRoute.Sitemap[number];
const listed = new Set(["home", "list", "page", "article"]);

function entry(
  key: RouteKey,
  params: (l: Locale) => Record<string, string | number> | null,
  lastModified?: string,
): Entry[] {
  const urls = Object.fromEntries(
    locales.flatMap((l) => {
      const p = params(l);
      return p ? [[l, `${config.siteUrl}${buildPath(key, l, p)}`]] : [];
    }),
  ) as Record<Locale, string>;
  return Object.values(urls).map((url) => ({ url, lastModified, alternates: { languages: urls } }));
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [properties, projects, { articles, team }] = await Promise.all([
    listPropertyPaths(),
    listProjectPaths(),
    listArticleSlugs(),
  ]);
  const fixed = (Object.keys(routes) as RouteKey[]).filter((key) => listed.has(routes[key].type) && !key.includes("["));
  return [
    ...fixed.flatMap((key) => entry(key, () => ({}))),
    ...properties.flatMap((p) =>
      entry(
        isForSale(p.goal) ? "/for-sale/[city]/[slug]/[id]" : "/for-rent/[city]/[slug]/[id]",
        (l) => (p.slugs[l] ? { city: p.citySlug, slug: p.slugs[l], id: p.id } : null),
        p.updatedAt,
      ),
    ),
    ...articles.flatMap((a) =>
      entry(
        a.kind === "BLOG_POST" ? "/blog/[slug]" : "/values/[slug]",
        (l) => (a.slugs[l] ? { slug: a.slugs[l] } : null),
        a.updatedAt,
      ),
    ),
    ...projects.flatMap((p) =>
      entry("/projects/[slug]/[id]", (l) => (p.slugs[l] ? { slug: p.slugs[l], id: p.id } : null), p.updatedAt),
    ),
    ...team.flatMap((slug) => entry("/team/[slug]", () => ({ slug }))),
  ];
}
