import * as codec from "@googlemaps/polyline-codec";
import type { BBox } from "@/lib/domain/area";

// A search area drawn on the map: in the address as an encoded polyline (Google's algorithm) at precision 4,
// a ten-thousandth of a degree (about 11 m in Belgium), so a drawn area of 40 points takes about 300 characters.
// The same ring always gives the same text (one cache entry): it is rounded, its repeated points dropped, then
// simplified to at most MAX_POINTS, started at its south-westernmost point and turned counter-clockwise.

export type LatLng = [lat: number, lng: number];

// Bundlers read the codec's ES module; Node's own loader (the seed, scripts) sees its UMD file as one default export.
const { decode, encode } = "decode" in codec ? codec : (codec as unknown as { default: typeof codec }).default;

/** Decimal places of a point in the address (about 11 m). */
export const PRECISION = 4;
/** The most points an area keeps: more are simplified away, dropping the least significant first. */
export const MAX_POINTS = 40;
/** A longer text is refused before it is decoded (40 points take at most 480 characters). */
export const MAX_ENCODED_LENGTH = 1000;

const round = (n: number) => Math.round(n * 10 ** PRECISION) / 10 ** PRECISION;

// The checks below compute on whole ten-thousandths of a degree, where a rounded ring's arithmetic is exact.
const units = (n: number) => Math.round(n * 10 ** PRECISION);

/** Twice the signed area of a ring (positive when counter-clockwise, latitude up, longitude right). */
function doubleArea(ring: LatLng[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i++) {
    const [y1, x1] = ring[i]!.map(units) as LatLng;
    const [y2, x2] = ring[(i + 1) % ring.length]!.map(units) as LatLng;
    sum += x1 * y2 - x2 * y1;
  }
  return sum;
}

/** The area of the triangle a point makes with its neighbours: what the ring loses without it. */
function weight(ring: LatLng[], i: number): number {
  const n = ring.length;
  return Math.abs(doubleArea([ring[(i + n - 1) % n]!, ring[i]!, ring[(i + 1) % n]!]));
}

/** Visvalingam–Whyatt: drops the point whose triangle is smallest until MAX_POINTS remain. */
function simplify(ring: LatLng[]): LatLng[] {
  const out = [...ring];
  while (out.length > MAX_POINTS) {
    let least = 0;
    for (let i = 1; i < out.length; i++) if (weight(out, i) < weight(out, least)) least = i;
    out.splice(least, 1);
  }
  return out;
}

const cross = (o: LatLng, a: LatLng, b: LatLng) => (a[1] - o[1]) * (b[0] - o[0]) - (a[0] - o[0]) * (b[1] - o[1]);

/** Whether two edges that share no end cross or touch. */
function edgesMeet(a: LatLng, b: LatLng, c: LatLng, d: LatLng): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  const within = (p: LatLng, q: LatLng, r: LatLng) =>
    Math.min(p[0], q[0]) <= r[0] &&
    r[0] <= Math.max(p[0], q[0]) &&
    Math.min(p[1], q[1]) <= r[1] &&
    r[1] <= Math.max(p[1], q[1]);
  return (
    (d1 === 0 && within(c, d, a)) ||
    (d2 === 0 && within(c, d, b)) ||
    (d3 === 0 && within(a, b, c)) ||
    (d4 === 0 && within(a, b, d))
  );
}

function selfIntersects(rounded: LatLng[]): boolean {
  const ring = rounded.map((point) => point.map(units) as LatLng);
  const n = ring.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      // Neighbouring edges share a point; every other pair must keep apart.
      if (j === i + 1 || (i === 0 && j === n - 1)) continue;
      if (edgesMeet(ring[i]!, ring[(i + 1) % n]!, ring[j]!, ring[(j + 1) % n]!)) return true;
    }
  }
  return false;
}

/**
 * A ring as the address keeps it, or null when it is no area: fewer than 3 distinct points, a point off the
 * globe, no surface, or edges that cross (the map's tool does not let them cross).
 */
export function normalizeRing(points: readonly LatLng[]): LatLng[] | null {
  if (
    points.some(
      ([lat, lng]) => !Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180,
    )
  )
    return null;
  let ring: LatLng[] = [];
  for (const [lat, lng] of points) {
    const point: LatLng = [round(lat), round(lng)];
    const last = ring.at(-1);
    if (!last || last[0] !== point[0] || last[1] !== point[1]) ring.push(point);
  }
  // A closed ring repeats its first point at the end.
  while (ring.length > 1 && ring[0]![0] === ring.at(-1)![0] && ring[0]![1] === ring.at(-1)![1]) ring.pop();
  if (ring.length > MAX_POINTS) ring = simplify(ring);
  if (ring.length < 3 || doubleArea(ring) === 0 || selfIntersects(ring)) return null;
  if (doubleArea(ring) < 0) ring.reverse();
  let start = 0;
  ring.forEach(([lat, lng], i) => {
    const [sLat, sLng] = ring[start]!;
    if (lat < sLat || (lat === sLat && lng < sLng)) start = i;
  });
  return [...ring.slice(start), ...ring.slice(0, start)];
}

/** A ring's text in the address (normalised), or undefined when it is no area. */
export function encodePolygon(points: readonly LatLng[]): string | undefined {
  const ring = normalizeRing(points);
  return ring ? encode(ring, PRECISION) : undefined;
}

/** The ring an address's text names, normalised, or null for a text that names no area. */
export function decodePolygon(text: string): LatLng[] | null {
  // An encoded polyline is made of the characters "?" to "~"; anything else is no polyline.
  if (!text || text.length > MAX_ENCODED_LENGTH || !/^[?-~]+$/.test(text)) return null;
  let points: LatLng[];
  try {
    points = decode(text, PRECISION);
  } catch {
    return null;
  }
  return normalizeRing(points);
}

/** The area's text as the address keeps it (the same area always gives the same text), or undefined. */
export function canonicalPolygon(text: string): string | undefined {
  const ring = decodePolygon(text);
  return ring ? encode(ring, PRECISION) : undefined;
}

/** The rectangle around a ring: the index-friendly first filter. */
export function ringBounds(ring: readonly LatLng[]): BBox {
  const lats = ring.map((p) => p[0]);
  const lngs = ring.map((p) => p[1]);
  return [Math.min(...lats), Math.min(...lngs), Math.max(...lats), Math.max(...lngs)];
}

/** A ring as PostgreSQL's polygon type reads it: points as (x, y), so (longitude, latitude). */
export function ringToSqlPolygon(ring: readonly LatLng[]): string {
  return `(${ring.map(([lat, lng]) => `(${lng},${lat})`).join(",")})`;
}

// PostgreSQL's own test (point_inside and lseg_crossing in src/backend/utils/adt/geo_ops.c), so that the alerts,
// which match in JavaScript, and the search, which asks `polygon @> point` in SQL, agree to the last point:
// a point on an edge or a vertex is inside, and coordinates within EPSILON count as equal.
const EPSILON = 1e-6;
const ON_POLYGON = 1000;
const fpZero = (a: number) => Math.abs(a) <= EPSILON;
const fpGt = (a: number, b: number) => a - b > EPSILON;
const fpLt = (a: number, b: number) => b - a > EPSILON;
const fpGe = (a: number, b: number) => a + EPSILON >= b;
const fpLe = (a: number, b: number) => a <= b + EPSILON;

function crossing(x: number, y: number, prevX: number, prevY: number): number {
  if (fpZero(y)) {
    if (fpZero(x)) return ON_POLYGON;
    if (fpGt(x, 0)) {
      if (fpZero(prevY)) return fpGt(prevX, 0) ? 0 : ON_POLYGON;
      return fpLt(prevY, 0) ? 1 : -1;
    }
    if (fpZero(prevY)) return fpLt(prevX, 0) ? 0 : ON_POLYGON;
    return 0;
  }
  const ySign = fpGt(y, 0) ? 1 : -1;
  if (fpZero(prevY)) return fpLt(prevX, 0) ? 0 : ySign;
  if ((ySign < 0 && fpLt(prevY, 0)) || (ySign > 0 && fpGt(prevY, 0))) return 0;
  // The edge crosses the x axis: on its positive side when both ends are there, never when neither is.
  if (fpGe(x, 0) && fpGt(prevX, 0)) return 2 * ySign;
  if (fpLt(x, 0) && fpLe(prevX, 0)) return 0;
  const z = (x - prevX) * y - (y - prevY) * x;
  if (fpZero(z)) return ON_POLYGON;
  if ((ySign < 0 && fpLt(z, 0)) || (ySign > 0 && fpGt(z, 0))) return 0;
  return 2 * ySign;
}

/** Whether a point lies in a ring or on its edge, as PostgreSQL's `polygon @> point` decides. */
export function ringContains(ring: readonly LatLng[], [lat, lng]: LatLng): boolean {
  if (ring.length === 0) return false;
  const x0 = ring[0]![1] - lng;
  const y0 = ring[0]![0] - lat;
  let prevX = x0;
  let prevY = y0;
  let total = 0;
  for (let i = 1; i <= ring.length; i++) {
    // The last step closes the ring back to its first point.
    const x = i < ring.length ? ring[i]![1] - lng : x0;
    const y = i < ring.length ? ring[i]![0] - lat : y0;
    const c = crossing(x, y, prevX, prevY);
    if (c === ON_POLYGON) return true;
    total += c;
    prevX = x;
    prevY = y;
  }
  return total !== 0;
}
