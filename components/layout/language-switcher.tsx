"use client";

import { useLocale, useTranslations } from "next-intl";
import { usePathname, useSearchParams } from "next/navigation";
import { Suspense } from "react";
import { localeNames, locales } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/i18n/resolve";

function Links({ search }: { search: string }) {
  const t = useTranslations("Header");
  const current = useLocale();
  // The address in the browser, matched against the path table as the proxy matches it.
  const path = usePathname();
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

function LinksWithSearch() {
  return <Links search={useSearchParams().toString()} />;
}

/** Links to the same page in the other languages (that language's home when there is none). The query
 * string is read under Suspense, so prerendered pages render the plain links and keep being static. */
export function LanguageSwitcher() {
  return (
    <Suspense fallback={<Links search="" />}>
      <LinksWithSearch />
    </Suspense>
  );
}
