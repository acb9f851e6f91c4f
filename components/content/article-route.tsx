import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { getContent } from "@/lib/db/content";
import type { Locale } from "@/lib/i18n/locales";
import { alternates } from "@/lib/i18n/metadata";
import type { RouteKey } from "@/lib/i18n/paths";
import { Blocks } from "./blocks";

type Props = { params: Promise<{ locale: Locale; slug: string }> };

/** Blog posts and company values: articles found by their slug in the page's language. */
export function articleRoute(kind: "BLOG_POST" | "COMPANY_VALUE", route: RouteKey) {
  return {
    generateStaticParams: () => [],
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const { locale, slug } = await params;
      const page = await getContent(kind, decodeURIComponent(slug), locale);
      if (!page) return {};
      return {
        title: page.title,
        description: page.description,
        alternates: alternates(route, locale, (l) => ({ slug: page.slugs[l] ?? page.slug })),
      };
    },
    async Page({ params }: Props) {
      const { locale, slug } = await params;
      setRequestLocale(locale);
      const page = await getContent(kind, decodeURIComponent(slug), locale);
      if (!page) notFound();
      return (
        <article className="mx-auto max-w-3xl">
          <Breadcrumb route={route} locale={locale} current={page.title} />
          <h1 className="mb-6 text-3xl font-bold text-brand-900">{page.title}</h1>
          <Blocks blocks={page.body} />
        </article>
      );
    },
  };
}
