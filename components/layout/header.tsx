import { useLocale, useTranslations } from "next-intl";
import { QuickSearch } from "@/components/search/quick-search";
import type { Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/navigation";
import { agency } from "@/lib/agency";
import { FavouritesCount } from "@/components/favourites/favourites-count";
import { LanguageSwitcher } from "./language-switcher";

const nav = [
  ["/for-sale", "for_sale"],
  ["/for-rent", "for_rent"],
  ["/projects", "projects"],
  ["/free-valuation", "free_valuation"],
  ["/contact", "contact"],
] as const;

export function Header() {
  const t = useTranslations("Header");
  const r = useTranslations("Routes");
  const locale = useLocale() as Locale;
  const links = nav.map(([href, key]) => (
    <li key={href}>
      <Link href={href} className="block rounded px-3 py-2 font-medium text-brand-900 hover:bg-brand-100">
        {r(key)}
      </Link>
    </li>
  ));
  return (
    <header className="border-b border-brand-100 bg-white print:hidden">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t("skipToContent")}
      </a>
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link href="/" className="text-xl font-bold tracking-tight text-brand-900">
          {agency.name}
        </Link>
        <nav aria-label={t("mainNavigation")} className="hidden desktop:block">
          <ul className="flex items-center gap-1">
            {links}
            <li>
              <Link
                href="/login"
                className="ml-2 block rounded border border-brand-900 px-3 py-2 font-medium text-brand-900 hover:bg-brand-100"
              >
                {r("login")}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <Link
            href="/favourites"
            className="hidden items-center rounded px-2 py-2 font-medium text-brand-900 hover:bg-brand-100 tablet:flex"
            data-favourites-link
          >
            <svg
              viewBox="0 0 24 24"
              width="20"
              height="20"
              aria-hidden="true"
              className="fill-none stroke-current stroke-2"
            >
              <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.9 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.4 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
            </svg>
            <span className="sr-only">{r("favourites")}</span>
            <FavouritesCount />
          </Link>
          <LanguageSwitcher />
          <details className="relative desktop:hidden">
            <summary className="cursor-pointer list-none rounded border border-brand-900 px-3 py-2 font-medium text-brand-900">
              {t("menu")}
            </summary>
            <nav
              aria-label={t("mainNavigation")}
              className="absolute right-0 z-40 mt-2 w-64 rounded border border-brand-100 bg-white p-2 shadow-lg"
            >
              <ul>
                {links}
                {/* On a phone the header has no room for the heart beside the menu. */}
                <li className="tablet:hidden">
                  <Link
                    href="/favourites"
                    className="block rounded px-3 py-2 font-medium text-brand-900 hover:bg-brand-100"
                  >
                    {r("favourites")} <FavouritesCount />
                  </Link>
                </li>
                <li>
                  <Link href="/login" className="block rounded px-3 py-2 font-medium text-brand-900 hover:bg-brand-100">
                    {r("login")}
                  </Link>
                </li>
              </ul>
            </nav>
          </details>
        </div>
      </div>
      <div className="border-t border-brand-100 bg-brand-50">
        <div className="mx-auto max-w-6xl px-4 py-2 tablet:flex tablet:justify-end">
          <div className="tablet:w-96">
            <QuickSearch locale={locale} id="header-search" compact />
          </div>
        </div>
      </div>
    </header>
  );
}
