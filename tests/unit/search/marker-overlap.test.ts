import { describe, expect, it } from "vitest";
import type { MapMarker } from "@/lib/search/map-markers";
import { clusterSize, labelWidth, separateMarkers } from "@/lib/search/marker-overlap";

// Price labels that would cover one another become one cluster; those apart stay as they are. The tests place
// markers straight in pixels (lat as y, lng as x), as a map at one zoom would.
const at = (x: number, y: number, price = "€ 38.000", id = x * 1000 + y): MapMarker => ({
  kind: "property",
  id,
  lat: y,
  lng: x,
  title: `Property ${id}`,
  price,
  city: "Brussel",
  marquee: null,
  href: `/nl/te-koop/brussel/huis/${id}`,
});
const pixels = (lat: number, lng: number) => ({ x: lng, y: lat });
const place = ({ x, y }: { x: number; y: number }) => ({ lat: y, lng: x });
const separate = (markers: MapMarker[]) => separateMarkers(markers, pixels, place);

describe("separateMarkers", () => {
  it("keeps markers whose labels do not touch", () => {
    const apart = [at(100, 100), at(300, 100), at(100, 200)];
    expect(separate(apart)).toEqual(apart);
  });

  it("clusters two labels side by side that would cover each other, at their middle", () => {
    // "1 250 000 €" under "38 000 €", ten pixels apart: the Brussels case the visitor reported.
    const shown = separate([at(100, 100, "1 250 000 €"), at(110, 108, "38 000 €")]);
    expect(shown).toEqual([{ kind: "cluster", count: 2, lat: 104, lng: 105 }]);
  });

  it("merges a cluster that grows over a third label, and weighs a server cluster by its count", () => {
    const server: MapMarker = { kind: "cluster", lat: 100, lng: 100, count: 9 };
    const shown = separate([server, at(120, 100), at(400, 400)]);
    expect(shown).toHaveLength(2);
    expect(shown[0]).toEqual({ kind: "cluster", count: 10, lat: 100, lng: 102 });
    expect(shown[1]).toMatchObject({ kind: "property", lng: 400 });
  });

  it("leaves no two boxes overlapping, however crowded the view", () => {
    const crowd = Array.from({ length: 60 }, (_, i) => at((i * 37) % 300, (i * 53) % 200, "€ 1.250.000", i));
    const shown = separate(crowd);
    const boxes = shown.map((m) => {
      if (m.kind === "cluster") {
        const half = clusterSize(m.count) / 2;
        return [m.lng - half, m.lat - half, m.lng + half, m.lat + half] as const;
      }
      const half = labelWidth(m.price) / 2;
      return [m.lng - half, m.lat - 22, m.lng + half, m.lat] as const;
    });
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) expect(a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]).toBe(false);
    // Nothing is lost: the clusters' counts and the single markers add up to the crowd.
    expect(shown.reduce((n, m) => n + (m.kind === "cluster" ? m.count : 1), 0)).toBe(60);
  });

  it("sizes a label for its longest price, wider than the 12 px text it shows", () => {
    expect(labelWidth("1 250 000 €")).toBeGreaterThanOrEqual(11 * 7 + 12);
  });
});
