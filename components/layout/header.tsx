import { useTranslations } from "next-intl";
import { FavouritesCount } from "@/components/favourites/favourites-count";
import { agency } from "@/lib/agency";
import { LanguageSwitcher } from "./language-switcher";
import { PageLink } from "./page-link";

const nav = [
  ["/for-sale", "for_sale"],
  ["/for-rent", "for_rent"],
  ["/projects", "projects"],
  ["/free-valuation", "free_valuation"],
  ["/contact", "contact"],
] as const;

/**
 * On a desktop, the logo beside two rows: the languages and the owners' login above the site's sections, so
 * that the longest language's links fit on one line each from 961 px up. Below that, the sections and the
 * login are in the Menu disclosure.
 */
export function Header() {
  const t = useTranslations("Header");
  const r = useTranslations("Routes");
  const links = nav.map(([href, key]) => (
    <li key={href}>
      <PageLink
        href={href}
        className="block rounded px-3 py-2 font-medium whitespace-nowrap text-brand-900 hover:bg-brand-100"
      >
        {r(key)}
      </PageLink>
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
      <div className="mx-auto grid max-w-6xl grid-cols-[1fr_auto_auto] items-center gap-x-2 px-4 py-3 desktop:grid-cols-[auto_1fr_auto] desktop:gap-x-3 desktop:py-2">
        <PageLink
          href="/"
          className="text-lg font-bold tracking-tight text-brand-900 tablet:text-xl desktop:row-span-2"
        >
          {agency.name}
        </PageLink>
        <div className="flex items-center gap-2 desktop:col-start-2 desktop:justify-self-end">
          {/* The heart stays in view on a phone too (issue 44): favourites are one tap away, not behind the menu. */}
          <PageLink
            href="/favourites"
            className="flex min-h-11 min-w-11 items-center justify-center rounded px-1 font-medium text-brand-900 hover:bg-brand-100 tablet:px-2"
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
          </PageLink>
          <LanguageSwitcher />
        </div>
        <PageLink
          href="/login"
          className="hidden rounded border border-brand-900 px-3 py-1 text-sm font-medium whitespace-nowrap text-brand-900 hover:bg-brand-100 desktop:block"
        >
          {r("login")}
        </PageLink>
        <nav
          aria-label={t("mainNavigation")}
          className="hidden desktop:col-span-2 desktop:col-start-2 desktop:block desktop:justify-self-end"
        >
          <ul className="-mr-3 flex items-center gap-1">{links}</ul>
        </nav>
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
              <li>
                <PageLink
                  href="/login"
                  className="block rounded px-3 py-2 font-medium text-brand-900 hover:bg-brand-100"
                >
                  {r("login")}
                </PageLink>
              </li>
            </ul>
          </nav>
        </details>
      </div>
    </header>
  );
}
