import { encode } from "@googlemaps/polyline-codec";
import { describe, expect, it } from "vitest";
import {
  canonicalPolygon,
  decodePolygon,
  encodePolygon,
  MAX_ENCODED_LENGTH,
  MAX_POINTS,
  ringBounds,
  ringContains,
  ringToSqlPolygon,
  type LatLng,
} from "@/lib/rules/polygon";
import { parseSearchParams, searchQueryString } from "@/lib/domain/search-params";

// A square around the centre of Brussels, drawn clockwise from its north-west corner.
const square: LatLng[] = [
  [50.86, 4.34],
  [50.86, 4.37],
  [50.84, 4.37],
  [50.84, 4.34],
];

describe("a drawn area in the address", () => {
  it("round-trips rounded to four decimals (about 11 m)", () => {
    const text = encodePolygon([
      [50.860004, 4.339996],
      [50.86, 4.37],
      [50.84, 4.37],
      [50.84, 4.34],
    ])!;
    expect(decodePolygon(text)).toEqual([
      [50.84, 4.34],
      [50.84, 4.37],
      [50.86, 4.37],
      [50.86, 4.34],
    ]);
  });

  it("gives one text for one area, whatever its first point, direction or closing point", () => {
    const reference = encodePolygon(square);
    expect(encodePolygon([...square].reverse())).toBe(reference);
    expect(encodePolygon([...square.slice(2), ...square.slice(0, 2)])).toBe(reference);
    expect(encodePolygon([...square, square[0]!])).toBe(reference);
    expect(encodePolygon([square[0]!, square[0]!, ...square.slice(1)])).toBe(reference);
    expect(canonicalPolygon(encode([...square].reverse(), 4))).toBe(reference);
  });

  it(`keeps at most ${MAX_POINTS} points, dropping the least significant first`, () => {
    // A circle of 100 points, then one point pushed far out: the spike outlives the simplification.
    const circle: LatLng[] = Array.from({ length: 100 }, (_, i) => [
      50.85 + 0.02 * Math.sin((2 * Math.PI * i) / 100),
      4.35 + 0.03 * Math.cos((2 * Math.PI * i) / 100),
    ]);
    circle[25] = [50.95, 4.35];
    const ring = decodePolygon(encodePolygon(circle)!)!;
    expect(ring).toHaveLength(MAX_POINTS);
    expect(ring).toContainEqual([50.95, 4.35]);
    expect(canonicalPolygon(encodePolygon(circle)!)).toBe(encodePolygon(circle));
  });

  it.each([
    ["two points", encode(square.slice(0, 2), 4)],
    [
      "three points in a line",
      encode(
        [
          [50.8, 4.3],
          [50.81, 4.31],
          [50.82, 4.32],
        ],
        4,
      ),
    ],
    [
      "a point off the globe",
      encode(
        [
          [95, 4.3],
          [50.8, 4.4],
          [50.7, 4.3],
        ],
        4,
      ),
    ],
    ["crossing edges (a bow tie)", encode([square[0]!, square[2]!, square[1]!, square[3]!], 4)],
    ["characters outside a polyline", "abc def"],
    ["an empty text", ""],
    ["a text past the limit", "_".repeat(MAX_ENCODED_LENGTH + 1)],
  ])("names no area for %s", (_, text) => {
    expect(decodePolygon(text)).toBeNull();
    expect(parseSearchParams({ polygon: text }).polygon).toBeUndefined();
  });

  it("is read from the URL in its normalised form and written back unchanged", () => {
    const text = encode([...square].reverse(), 4);
    const params = parseSearchParams({ polygon: text });
    expect(params.polygon).toBe(encodePolygon(square));
    expect(parseSearchParams(Object.fromEntries(new URLSearchParams(searchQueryString(params))))).toEqual(params);
  });

  it("has a rectangle for the index and a text for PostgreSQL's polygon (x = longitude)", () => {
    expect(ringBounds(square)).toEqual([50.84, 4.34, 50.86, 4.37]);
    expect(
      ringToSqlPolygon([
        [50.84, 4.34],
        [50.84, 4.37],
        [50.86, 4.37],
      ]),
    ).toBe("((4.34,50.84),(4.37,50.84),(4.37,50.86))");
  });
});

describe("a point in a drawn area (as PostgreSQL's polygon @> point)", () => {
  it.each([
    ["inside", [50.85, 4.35], true],
    ["outside", [50.87, 4.35], false],
    ["beside, at the height of an edge", [50.86, 4.3], false],
    ["on a vertex", [50.86, 4.34], true],
    ["on an edge", [50.86, 4.355], true],
    ["within a millionth of a degree of an edge", [50.8600005, 4.355], true],
    ["just beyond that", [50.860002, 4.355], false],
  ] as [string, LatLng, boolean][])("%s", (_, point, inside) => {
    expect(ringContains(square, point)).toBe(inside);
    expect(ringContains([...square].reverse(), point)).toBe(inside);
  });

  it("holds for a concave area: the notch is outside", () => {
    const u: LatLng[] = [
      [50, 4],
      [50, 4.3],
      [50.3, 4.3],
      [50.3, 4.2],
      [50.1, 4.2],
      [50.1, 4.1],
      [50.3, 4.1],
      [50.3, 4],
    ];
    expect(ringContains(u, [50.2, 4.15])).toBe(false);
    expect(ringContains(u, [50.2, 4.05])).toBe(true);
    expect(ringContains(u, [50.05, 4.15])).toBe(true);
  });
});

describe("communes chosen from the list", () => {
  it("are sorted, without repeats or nonsense, and repeated fields join", () => {
    expect(parseSearchParams({ towns: ["ixelles", "anderlecht", "ixelles"] }).towns).toBe("anderlecht,ixelles");
    expect(parseSearchParams({ towns: "ixelles,<b>,anderlecht" }).towns).toBe("anderlecht,ixelles");
    expect(parseSearchParams({ towns: "<b>" }).towns).toBeUndefined();
    expect(parseSearchParams({ towns: Array.from({ length: 31 }, (_, i) => `t${i}`).join(",") }).towns).toBeUndefined();
  });
});
