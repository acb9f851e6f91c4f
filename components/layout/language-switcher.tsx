"use client";

import { useLocale, useTranslations } from "next-intl";
import { usePathname } from "next/navigation";
import { localeNames, locales } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/i18n/resolve";

/** Links to the same page in the other languages (that language's home when there is none). */
export function LanguageSwitcher() {
  const t = useTranslations("Header");
  const current = useLocale();
  const pathname = usePathname() ?? "/";
  return (
    <nav aria-label={t("language")}>
      <ul className="flex gap-1 text-sm">
        {locales.map((locale) => (
          <li key={locale}>
            <a
              href={localizedPath(pathname, locale)}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? "true" : undefined}
              title={localeNames[locale]}
              className={`block rounded px-2 py-1 uppercase ${locale === current ? "bg-brand-900 text-white" : "text-brand-900 hover:bg-brand-100"}`}
            >
              {locale}
              <span className="sr-only"> {localeNames[locale]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
