import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { ContentArticle } from "@/components/content/content-article";
import { contentPageMetadata, loadContentPage } from "@/lib/pages/content";
import { listContent } from "@/lib/db/content";
import type { Locale } from "@/lib/i18n/locales";
import { buildPath } from "@/lib/i18n/build-path";
import { formatLongDate } from "@/lib/rules/date";

type Props = { params: Promise<{ locale: Locale }> };

// Rendered on first request, then cached: the posts live in the database.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return contentPageMetadata("/blog", (await params).locale);
}

export default async function BlogPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const page = await loadContentPage("/blog", locale);
  const posts = await listContent("BLOG_POST", locale);
  return (
    <ContentArticle page={page} route="/blog" locale={locale}>
      <ul className="mt-8 space-y-6">
        {posts.map((post) => (
          <li key={post.key} className="rounded-lg border border-brand-100 bg-white p-5">
            <h2 className="text-xl font-semibold text-brand-900">
              <a
                className="underline-offset-2 hover:underline"
                href={buildPath("/blog/[slug]", locale, { slug: post.slug })}
              >
                {post.title}
              </a>
            </h2>
            <p className="text-sm text-slate-600">
              <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt, locale)}</time>
            </p>
            <p className="mt-2 text-slate-800">{post.description}</p>
          </li>
        ))}
      </ul>
    </ContentArticle>
  );
}
