import type { MapMarker } from "./map-markers";

// Price labels that would cover one another at the map's zoom are shown as one cluster, as the server clusters
// beyond its marker limit (lib/db/search-map.ts): every marker stays readable and tappable.

export interface Pixel {
  x: number;
  y: number;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A cluster's round marker, in pixels (components/search/map-canvas.tsx draws it this size). */
export function clusterSize(count: number): number {
  return Math.min(64, 28 + Math.log10(count) * 12);
}

/** A price label's width: generous for a 12 px semibold label with its padding, so estimates never fall short. */
export function labelWidth(price: string): number {
  return price.length * 8 + 16;
}

const LABEL_HEIGHT = 22;
// Room kept between two markers, so their edges do not touch.
const GAP = 2;

interface Group {
  members: MapMarker[];
  count: number;
  at: Pixel;
}

function boxOf(group: Group): Box {
  const { x, y } = group.at;
  const only = group.members.length === 1 ? group.members[0]! : null;
  if (only?.kind === "property") {
    // The label stands above its point, centred on it (app/globals.css, .map-price).
    const half = labelWidth(only.price) / 2;
    return { left: x - half, top: y - LABEL_HEIGHT, right: x + half, bottom: y };
  }
  const half = clusterSize(group.count) / 2;
  return { left: x - half, top: y - half, right: x + half, bottom: y + half };
}

const overlap = (a: Box, b: Box) =>
  a.left < b.right + GAP && b.left < a.right + GAP && a.top < b.bottom + GAP && b.top < a.bottom + GAP;

const countOf = (marker: MapMarker) => (marker.kind === "cluster" ? marker.count : 1);

/**
 * The markers to show: each one whose box would overlap another's is merged with it into a cluster at their
 * weighted middle, until no two overlap. `project` and `unproject` turn a place into pixels and back at the
 * map's zoom.
 */
export function separateMarkers(
  markers: MapMarker[],
  project: (lat: number, lng: number) => Pixel,
  unproject: (at: Pixel) => { lat: number; lng: number },
): MapMarker[] {
  let groups: Group[] = markers.map((m) => ({ members: [m], count: countOf(m), at: project(m.lat, m.lng) }));
  for (let merged = true; merged;) {
    merged = false;
    const next: Group[] = [];
    for (const group of groups) {
      const other = next.find((g) => overlap(boxOf(g), boxOf(group)));
      if (!other) {
        next.push(group);
        continue;
      }
      merged = true;
      const count = other.count + group.count;
      other.at = {
        x: (other.at.x * other.count + group.at.x * group.count) / count,
        y: (other.at.y * other.count + group.at.y * group.count) / count,
      };
      other.members.push(...group.members);
      other.count = count;
    }
    groups = next;
  }
  return groups.map((g) =>
    g.members.length === 1 ? g.members[0]! : { kind: "cluster", count: g.count, ...unproject(g.at) },
  );
}
