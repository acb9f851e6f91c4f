import { recordOf, routes } from "@/lib/routes/manifest.mjs";
import type { RouteKey } from "@/lib/i18n/paths";

/** The routes that show a stored page (spec §2 "page" entries): those whose record is a page. */
export type ContentRoute = {
  [K in RouteKey]: (typeof routes)[K] extends { record: "page" } ? K : never;
}[RouteKey];

/**
 * The stored page each content route shows, by its key in the agency software: the route's original path. In the
 * order of the routes' keys, so that a sync's problem lists them the same way whatever the manifest's order.
 */
export const contentKeys = Object.fromEntries(
  (Object.keys(routes) as RouteKey[])
    .filter((key) => recordOf(key) === "page")
    .sort()
    .map((key) => [key, routes[key].original]),
) as Record<ContentRoute, string>;
