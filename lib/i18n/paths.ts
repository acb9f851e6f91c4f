import { routes } from "@/lib/routes/manifest.mjs";

// The localized paths of the route manifest (lib/routes/manifest.mjs), as next-intl, links, the language switcher,
// breadcrumbs and the sitemap read them.

export { routes };
export type RouteKey = keyof typeof routes;

export const pathnames = Object.fromEntries(Object.entries(routes).map(([key, entry]) => [key, entry.paths])) as {
  [K in RouteKey]: (typeof routes)[K]["paths"];
};

/** The Routes.<key> message naming a route in breadcrumbs: "/agency/legal-notice" → "agency_legal_notice". */
export function routeMessageKey(key: string): string {
  if (key.startsWith("/feedback/")) return "feedback";
  return (
    key
      .replace(/\/\[\w+\]/g, "")
      .replace(/^\//, "")
      .replace(/[^a-z]+/gi, "_") || "home"
  );
}
