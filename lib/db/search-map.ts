import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/locales";
import { displayPrice, MARQUEE_IGNORE } from "@/lib/rules";
import { BELGIUM, type BBox } from "@/lib/domain/area";
import type { Goal } from "@/lib/domain/goal";
import type { SearchParams } from "@/lib/domain/search-params";
import { buildWhere } from "@/lib/db/search-sql";
import { cached, tags } from "./cache";
import type { Database } from "./database";
import { getPrisma } from "./infra/prisma";
import { cardsByIds, categoryFamily } from "./search";

// Up to this many results in view the map shows each property; beyond, clusters on a 12 × 12 grid.
export const MARKER_LIMIT = 300;
const GRID = 12;

export type MapPoint =
  | {
      kind: "property";
      id: number;
      lat: number;
      lng: number;
      title: string;
      price: string;
      city: string;
      marquee: number | null;
      /** The parts of its page's path (propertyPath). */
      goal: number;
      citySlug: string;
      slug: string;
    }
  | { kind: "cluster"; lat: number; lng: number; count: number };

export interface MapResult {
  points: MapPoint[];
  /** The results' extent, to fit the map on first view (only when no area was asked for). */
  bounds: BBox | null;
}

export async function mapPoints(
  goal: Goal,
  params: SearchParams,
  locale: Locale,
  box: BBox | undefined,
  showClosed: boolean,
  db: Database = getPrisma(),
): Promise<MapResult> {
  const categoryIds = await categoryFamily(params.type, db);
  const located = Prisma.sql`p."latitude" IS NOT NULL AND p."longitude" IS NOT NULL`;
  const view = box ?? BELGIUM;
  const where = Prisma.sql`${buildWhere(params, { goal, showClosed, categoryIds, bbox: view })} AND ${located}`;
  const rows = await db.$queryRaw<{ id: number; latitude: number; longitude: number }[]>`
    SELECT p."id", p."latitude", p."longitude" FROM "Property" p WHERE ${where}
    ORDER BY p."goal", p."latitude" LIMIT ${MARKER_LIMIT + 1}`;
  if (rows.length <= MARKER_LIMIT) {
    const cards = new Map(
      (
        await cardsByIds(
          rows.map((r) => r.id),
          locale,
          db,
        )
      ).map((c) => [c.id, c]),
    );
    const points = rows.flatMap((r): MapPoint[] => {
      const card = cards.get(r.id);
      return card
        ? [
            {
              kind: "property",
              id: r.id,
              lat: r.latitude,
              lng: r.longitude,
              title: card.title,
              city: card.city,
              marquee: card.marquee,
              goal: card.goal,
              citySlug: card.citySlug,
              slug: card.slug,
              price: displayPrice(card, locale, MARQUEE_IGNORE),
            },
          ]
        : [];
    });
    return { points, bounds: box ? null : extent(rows.map((r) => [r.latitude, r.longitude, r.latitude, r.longitude])) };
  }
  // One pass over the matches gives both the clusters and, per cluster, its extent.
  const [south, west, north, east] = view;
  const cellLat = (north - south) / GRID;
  const cellLng = (east - west) / GRID;
  const clusters = await db.$queryRaw<
    { lat: number; lng: number; count: number; s: number; w: number; n: number; e: number }[]
  >`
    SELECT avg(p."latitude")::float8 lat, avg(p."longitude")::float8 lng, count(*)::int count,
      min(p."latitude") s, min(p."longitude") w, max(p."latitude") n, max(p."longitude") e
    FROM "Property" p WHERE ${where}
    GROUP BY floor((p."latitude" - ${south}) / ${cellLat}), floor((p."longitude" - ${west}) / ${cellLng})`;
  const bounds = box ? null : extent(clusters.map((c) => [c.s, c.w, c.n, c.e]));
  return { points: clusters.map(({ lat, lng, count }) => ({ kind: "cluster", lat, lng, count })), bounds };
}

function extent(boxes: BBox[]): BBox | null {
  if (!boxes.length) return null;
  return [
    Math.min(...boxes.map((b) => b[0])),
    Math.min(...boxes.map((b) => b[1])),
    Math.max(...boxes.map((b) => b[2])),
    Math.max(...boxes.map((b) => b[3])),
  ];
}

export const getMapPoints = cached(
  (goal: Goal, params: SearchParams, locale: Locale, box: BBox | undefined, showClosed: boolean) =>
    mapPoints(goal, params, locale, box, showClosed),
  "map",
  () => [tags.properties],
);
