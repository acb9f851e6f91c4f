import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getContent } from "@/lib/db/content";
import type { Locale } from "@/lib/i18n/locales";
import { alternates } from "@/lib/i18n/metadata";
import type { RouteKey } from "@/lib/i18n/paths";
import { contentKeys, type ContentRoute } from "./content-keys";
import type { ContentPage } from "@/lib/types/content";

/** Articles found by their slug in the page's language. */
export const articleRoutes = {
  BLOG_POST: "/blog/[slug]",
  COMPANY_VALUE: "/values/[slug]",
} as const satisfies Record<Exclude<ContentPage["kind"], "PAGE">, RouteKey>;

export type ArticleKind = keyof typeof articleRoutes;

/** The stored text of a content route, or the not-found page. */
export async function loadContentPage(route: ContentRoute, locale: Locale): Promise<ContentPage> {
  return (await getContent("PAGE", contentKeys[route], locale)) ?? notFound();
}

export async function contentPageMetadata(route: ContentRoute, locale: Locale): Promise<Metadata> {
  const page = await getContent("PAGE", contentKeys[route], locale);
  return page ? { title: page.title, description: page.description, alternates: alternates(route, locale) } : {};
}

/** A blog post or company value by its slug in the page's language, or the not-found page. */
export async function loadArticle(kind: ArticleKind, slug: string, locale: Locale): Promise<ContentPage> {
  return (await getContent(kind, decodeURIComponent(slug), locale)) ?? notFound();
}

export async function articleMetadata(kind: ArticleKind, slug: string, locale: Locale): Promise<Metadata> {
  const page = await getContent(kind, decodeURIComponent(slug), locale);
  if (!page) return {};
  return {
    title: page.title,
    description: page.description,
    alternates: alternates(articleRoutes[kind], locale, (l) => ({ slug: page.slugs[l] ?? page.slug })),
  };
}
