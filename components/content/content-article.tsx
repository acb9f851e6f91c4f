import type { ReactNode } from "react";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import type { Locale } from "@/lib/i18n/locales";
import type { RouteKey } from "@/lib/i18n/paths";
import { formatLongDate } from "@/lib/rules/date";
import type { ContentPage } from "@/lib/types/content";
import { Blocks } from "./blocks";

/**
 * A stored page or article: breadcrumb, title and body, then what the page adds (a list, a form).
 * An article names itself in the breadcrumb; a page shows when its text was last updated.
 */
export function ContentArticle({
  page,
  route,
  locale,
  kind = "page",
  children,
}: {
  page: ContentPage;
  route: RouteKey;
  locale: Locale;
  kind?: "page" | "article";
  children?: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl">
      <Breadcrumb route={route} locale={locale} current={kind === "article" ? page.title : undefined} />
      <h1 className="mb-6 text-3xl font-bold text-brand-900">{page.title}</h1>
      <Blocks blocks={page.body} />
      {children}
      {kind === "page" && (
        <p className="mt-10 text-sm text-slate-600">
          <time dateTime={page.updatedAt}>{formatLongDate(page.updatedAt, locale)}</time>
        </p>
      )}
    </article>
  );
}
