import { useLocale } from "next-intl";
import type { ComponentProps } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { buildPath } from "@/lib/i18n/build-path";
import type { RouteKey } from "@/lib/i18n/paths";

/** A page of the site whose path has no values (the home, a list, a content page). */
export type PlainPage = Exclude<RouteKey, `${string}[${string}`>;

/**
 * A link to one of the site's pages in the page's language, written on the server as a plain anchor, as the
 * cards' links are. No client code comes with it: next/link and next-intl's Link were about 5 kB gz on every
 * page, and they prefetched each linked page the header and footer show (docs/decisions.md).
 */
export function PageLink({ href, ...anchor }: { href: PlainPage } & Omit<ComponentProps<"a">, "href">) {
  const locale = useLocale() as Locale;
  return <a href={buildPath(href, locale)} {...anchor} />;
}
