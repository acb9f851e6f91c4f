import { createNavigation } from "next-intl/navigation";
import type { Locale } from "./locales";
import type { RouteKey } from "./paths";
import { routing } from "./routing";

// The only Link, redirect and pathname helpers the app imports: they know the localized paths.
export const { Link, redirect, permanentRedirect, usePathname, useRouter, getPathname } = createNavigation(routing);

type Href = Parameters<typeof getPathname>[0]["href"];

/** A page's path in a language as text (metadata, mails, the sitemap), from the same path table as Link. */
export function buildPath(key: RouteKey, locale: Locale, params: Record<string, string | number> = {}): string {
  const path = getPathname({ locale, href: { pathname: key, params } as Href });
  // next-intl writes a language's home without the trailing slash every other path of the site has.
  return path.endsWith("/") ? path : `${path}/`;
}
