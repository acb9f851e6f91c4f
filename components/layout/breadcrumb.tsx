import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { routeMessageKey, routes, type RouteKey } from "@/lib/i18n/paths";
import { buildPath } from "@/lib/i18n/build-path";

/** Home › parents from the path table › the current page (spec §2 breadcrumbs). */
export async function Breadcrumb({ route, locale, current }: { route: RouteKey; locale: Locale; current?: string }) {
  const t = await getTranslations({ locale, namespace: "Routes" });
  const b = await getTranslations({ locale, namespace: "Breadcrumb" });
  const chain: RouteKey[] = [];
  for (let key: RouteKey | undefined = route; key; key = (routes[key] as { parent?: RouteKey }).parent)
    chain.unshift(key);
  const items = [{ name: t("home"), href: buildPath("/", locale) }];
  for (const key of chain) {
    const isLast = key === route;
    if (isLast && current) continue;
    items.push({ name: t(routeMessageKey(key) as "home"), href: key.includes("[") ? "" : buildPath(key, locale) });
  }
  if (current) items.push({ name: current, href: "" });
  return (
    <nav aria-label={b("label")} className="mb-6 text-sm text-slate-700">
      <ol className="flex flex-wrap gap-1">
        {items.map((item, i) => (
          <li key={i} className="flex gap-1">
            {i > 0 && <span aria-hidden="true">›</span>}
            {item.href && i < items.length - 1 ? (
              <a href={item.href} className="underline">
                {item.name}
              </a>
            ) : (
              <span aria-current={i === items.length - 1 ? "page" : undefined}>{item.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
