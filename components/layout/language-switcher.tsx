"use client";

import { useLocale, useTranslations } from "next-intl";
import { usePathname, useSearchParams } from "next/navigation";
import { Suspense } from "react";
import { localeNames, locales } from "@/lib/i18n/locales";
import { routes } from "@/lib/i18n/paths";
import { localizedPath, matchRoute } from "@/lib/i18n/resolve";

function Links({ path, search }: { path: string; search: string }) {
  const t = useTranslations("Header");
  const current = useLocale();
  return (
    <nav aria-label={t("language")}>
      <ul className="flex gap-0.5 text-sm tablet:gap-1">
        {locales.map((locale) => {
          const target = localizedPath(path, locale);
          // A search keeps its filters in the other language; a page without equivalent goes home.
          const href = search && target !== `/${locale}/` ? `${target}?${search}` : target;
          return (
            <li key={locale}>
              <a
                href={href}
                hrefLang={locale}
                lang={locale}
                aria-current={locale === current ? "true" : undefined}
                title={localeNames[locale]}
                className={`block rounded px-1.5 py-1 uppercase tablet:px-2 ${locale === current ? "bg-brand-900 text-white" : "text-brand-900 hover:bg-brand-100"}`}
              >
                {locale}
                <span className="sr-only"> {localeNames[locale]}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function LinksWithSearch({ path }: { path: string }) {
  return <Links path={path} search={useSearchParams().toString()} />;
}

/**
 * Links to the same page in the other languages (that language's home when there is none). A page drawn from
 * its query (a search) keeps it in the other language. The query is read under Suspense, because a prerendered
 * page has none: there the links are drawn without it, and React draws them again in the browser right after
 * hydration, in a render that does not yield (it retries such a boundary at default priority). So only the
 * pages that need the query read it; on the others the links are hydrated once.
 */
export function LanguageSwitcher() {
  // The address in the browser, matched against the path table as the proxy matches it.
  const path = usePathname();
  const route = matchRoute(path);
  if (!route || !("keepsQuery" in routes[route.key])) return <Links path={path} search="" />;
  return (
    <Suspense fallback={<Links path={path} search="" />}>
      <LinksWithSearch path={path} />
    </Suspense>
  );
}
