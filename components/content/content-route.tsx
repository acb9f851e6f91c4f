import type { Metadata } from "next";
import { getFormatter, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { getContent } from "@/lib/db/content";
import type { Locale } from "@/lib/i18n/locales";
import { alternates } from "@/lib/i18n/metadata";
import type { RouteKey } from "@/lib/i18n/paths";
import { Blocks } from "./blocks";

type Props = { params: Promise<{ locale: Locale }> };

/** A page whose text is stored content (spec §2 "page" entries): one factory for all of them. */
export function contentRoute(key: string, route: RouteKey, extra?: (locale: Locale) => Promise<ReactNode>) {
  return {
    // Rendered on first request, then cached: the text lives in the database.
    generateStaticParams: () => [],
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const { locale } = await params;
      const page = await getContent("PAGE", key, locale);
      return page ? { title: page.title, description: page.description, alternates: alternates(route, locale) } : {};
    },
    async Page({ params }: Props) {
      const { locale } = await params;
      setRequestLocale(locale);
      const page = await getContent("PAGE", key, locale);
      if (!page) notFound();
      const format = await getFormatter();
      return (
        <article className="mx-auto max-w-3xl">
          <Breadcrumb route={route} locale={locale} />
          <h1 className="mb-6 text-3xl font-bold text-brand-900">{page.title}</h1>
          <Blocks blocks={page.body} />
          {extra ? await extra(locale) : null}
          <p className="mt-10 text-sm text-slate-600">
            <time dateTime={page.updatedAt}>{format.dateTime(new Date(page.updatedAt), { dateStyle: "long" })}</time>
          </p>
        </article>
      );
    },
  };
}
