import type { MapPoint, MapResult } from "@/lib/db/search-map";
import type { Locale } from "@/lib/i18n/locales";
import { propertyPath } from "@/lib/i18n/property-path";
import { marqueeKey, type MarqueeKey } from "@/lib/rules/marquee";
import type { BBox } from "@/lib/domain/area";

// What the map view receives (app/api/search/map/route.ts): the data layer's points, each property with
// the link to its page and its marquee's name in the page's language.

type PropertyPoint = Extract<MapPoint, { kind: "property" }>;

export type MapMarker =
  | Extract<MapPoint, { kind: "cluster" }>
  | (Omit<PropertyPoint, "goal" | "citySlug" | "slug"> & {
      href: string;
      /** The marquee's name in the page's language ("Vendu", "Nieuw"…). */
      marqueeName?: string;
    });

export interface MapMarkers {
  points: MapMarker[];
  /** The results' extent, to fit the map on first view (only when no area was asked for). */
  bounds: BBox | null;
}

export function mapMarkers(result: MapResult, locale: Locale, marqueeName: (key: MarqueeKey) => string): MapMarkers {
  const points = result.points.map((point): MapMarker => {
    if (point.kind === "cluster") return point;
    const { goal, citySlug, slug, ...shown } = point;
    const key = marqueeKey(point.marquee);
    const href = propertyPath({ id: point.id, goal, citySlug, slug }, locale);
    return key ? { ...shown, href, marqueeName: marqueeName(key) } : { ...shown, href };
  });
  return { ...result, points };
}
