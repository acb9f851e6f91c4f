import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { ContentArticle } from "@/components/content/content-article";
import { articleMetadata, articleRoutes, loadArticle } from "@/lib/pages/content";
import type { Locale } from "@/lib/i18n/locales";

type Props = { params: Promise<{ locale: Locale; slug: string }> };

// Rendered on first request, then cached: the text lives in the database.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  return articleMetadata("BLOG_POST", slug, locale);
}

export default async function BlogPostPage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const page = await loadArticle("BLOG_POST", slug, locale);
  return <ContentArticle page={page} route={articleRoutes.BLOG_POST} locale={locale} kind="article" />;
}
