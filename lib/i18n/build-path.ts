import type { Locale } from "./locales";
import { pathnames, type RouteKey } from "./paths";

// A page's path in a language as text (metadata, mails, the sitemap), from the path table Link reads.
// Plain code, without next-intl's navigation (which needs React's client exports): the commands that write
// mails (npm run crm:sync, owners:report) run outside Next. tests/unit/i18n/build-path.test.ts checks it
// against next-intl's getPathname for every route and language.

export function buildPath(key: RouteKey, locale: Locale, params: Record<string, string | number> = {}): string {
  const entry = pathnames[key] as string | Record<Locale, string>;
  const template = typeof entry === "string" ? entry : entry[locale];
  const filled = template.replace(/\[(\.\.\.)?([^\]]+)\]/g, (_, rest: string | undefined, name: string) => {
    const value = params[name];
    // As next-intl's production build does, a parameter not given stays a placeholder (a page shown in
    // place of another, such as the not-found page, has none for the language switcher).
    if (value === undefined) return `[${rest ?? ""}${name}]`;
    const text = String(value);
    return rest ? text.split("/").map(encodeURIComponent).join("/") : encodeURIComponent(text);
  });
  // Every path of the site starts with its language and ends with "/", the language's home too.
  const path = `/${locale}${filled === "/" ? "" : filled}`;
  return path.endsWith("/") ? path : `${path}/`;
}
