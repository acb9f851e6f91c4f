import { describe, expect, it } from "vitest";
import { MARQUEE } from "@/lib/rules/marquee";
import { mapMarkers } from "@/lib/search/map-markers";

// The map view's markers: each property links to its page in the page's language and names its marquee.
const property = (marquee: number | null) => ({
  kind: "property" as const,
  id: 12,
  lat: 50.8,
  lng: 4.3,
  title: "Villa",
  price: "€ 450.000",
  city: "Uccle",
  marquee,
  goal: 0,
  citySlug: "uccle",
  slug: "villa-4-chambres",
});

describe("mapMarkers", () => {
  it("links a property to its page and names its marquee; a cluster stays as it is", () => {
    const cluster = { kind: "cluster" as const, lat: 50.5, lng: 4.1, count: 340 };
    const { points, bounds } = mapMarkers(
      { points: [property(MARQUEE.SOLD), property(null), cluster], bounds: [50, 4, 51, 5] },
      "fr",
      (key) => `name of ${key}`,
    );
    expect(bounds).toEqual([50, 4, 51, 5]);
    expect(points[0]).toEqual({
      kind: "property",
      id: 12,
      lat: 50.8,
      lng: 4.3,
      title: "Villa",
      price: "€ 450.000",
      city: "Uccle",
      marquee: MARQUEE.SOLD,
      href: "/fr/a-vendre/uccle/villa-4-chambres/12/",
      marqueeName: "name of sold",
    });
    expect(points[1]).not.toHaveProperty("marqueeName");
    expect(points[2]).toEqual(cluster);
  });
});
