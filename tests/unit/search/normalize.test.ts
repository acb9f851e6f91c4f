import { describe, expect, it } from "vitest";
import type { BBox } from "@/lib/domain/area";
import { formSteps, normalizeSearch, snapArea } from "@/lib/search/normalize";
import { parseSearchParams, searchQueryString } from "@/lib/domain/search-params";
import { readSearch, searchKey } from "@/lib/search/search-key";

// Every distinct search is a page in the cache (finding 5 of issue 21): the number of them must be
// bounded by what the search form can ask, whatever an address says.
const keyOf = (query: string, goal: "sale" | "rent" = "sale") =>
  searchKey(readSearch(goal, new URLSearchParams(query))).join("/");

describe("a search normalized to what the form can ask", () => {
  it("puts a typed price on the form's step: a minimum down, a maximum up", () => {
    const sale = normalizeSearch("sale", parseSearchParams({ minPrice: "123457", maxPrice: "123457" }));
    expect([sale.minPrice, sale.maxPrice]).toEqual([120_000, 125_000]);
    const rent = normalizeSearch("rent", parseSearchParams({ minPrice: "949", maxPrice: "951" }));
    expect([rent.minPrice, rent.maxPrice]).toEqual([900, 1000]);
  });

  it("puts surfaces on the form's steps, rounding down the minimum asked", () => {
    const p = normalizeSearch("sale", parseSearchParams({ minLivingArea: "123", minPlotArea: "1234" }));
    expect([p.minLivingArea, p.minPlotArea]).toEqual([120, 1200]);
  });

  it("puts a price per m² on the form's step: 100 € for sale, 1 € for rent", () => {
    const sale = normalizeSearch("sale", parseSearchParams({ minPricePerM2: "2345", maxPricePerM2: "2345" }));
    expect([sale.minPricePerM2, sale.maxPricePerM2]).toEqual([2300, 2400]);
    const rent = normalizeSearch("rent", parseSearchParams({ minPricePerM2: "12", maxPricePerM2: "15" }));
    expect([rent.minPricePerM2, rent.maxPricePerM2]).toEqual([12, 15]);
    expect(keyOf("minPricePerM2=2345")).toBe(keyOf("minPricePerM2=2399"));
  });

  it("reads an EPC range chosen the wrong way round as the same range", () => {
    expect(keyOf("epcMin=e&epcMax=b")).toBe(keyOf("epcMin=b&epcMax=e"));
    expect(normalizeSearch("sale", parseSearchParams({ epcMin: "g", epcMax: "a_plus" }))).toMatchObject({
      epcMin: "a_plus",
      epcMax: "g",
    });
  });

  it("drops a minimum that rounds to nothing, so it names the plain list", () => {
    expect(keyOf("minPrice=4999&minLivingArea=4&minPlotArea=49")).toBe("all");
  });

  it("keeps a value already on a step as it is", () => {
    const query = `minPrice=250000&maxPrice=400000&minLivingArea=${formSteps.minLivingArea * 30}&minPlotArea=500`;
    expect(searchQueryString(readSearch("sale", new URLSearchParams(query)))).toBe(`?${query}`);
  });

  it("makes a few hundred searches one euro apart into a handful of pages", () => {
    const keys = new Set(Array.from({ length: 300 }, (_, i) => keyOf(`minPrice=${123_457 + i}`)));
    expect(keys.size).toBe(1);
    const both = new Set(Array.from({ length: 300 }, (_, i) => keyOf(`minPrice=${i * 997}&maxPrice=${i * 1999}`)));
    expect(both.size).toBeLessThanOrEqual(300 / 5 + (2 * (300 * 1999)) / 5000);
  });
});

describe("a map area snapped to the grid of its zoom", () => {
  const contains = (outer: BBox, inner: BBox) =>
    outer[0] <= inner[0] && outer[1] <= inner[1] && outer[2] >= inner[2] && outer[3] >= inner[3];

  it("grows outward, so every marker in view is still in the area", () => {
    for (const area of [
      [50.81234, 4.31234, 50.86789, 4.41234],
      [50.84567, 4.35123, 50.84612, 4.35198],
      [49.45, 2.5, 51.55, 6.45],
      [-89.99, -179.99, 89.99, 179.99],
    ] as BBox[]) {
      expect(contains(snapArea(area), area)).toBe(true);
    }
  });

  it("gives nearby views at one zoom one area, and a closer zoom a finer one", () => {
    const views = Array.from({ length: 50 }, (_, i): BBox => [50.8 + i * 0.0001, 4.3, 50.85 + i * 0.0001, 4.4]);
    expect(new Set(views.map((v) => snapArea(v).join())).size).toBeLessThanOrEqual(3);
    const [s, w, n, e] = snapArea([50.8, 4.3, 50.85, 4.4]);
    const [fs, fw, fn, fe] = snapArea([50.81, 4.31, 50.811, 4.312]);
    expect((fn - fs) * (fe - fw)).toBeLessThan(((n - s) * (e - w)) / 100);
  });

  it("is its own snap, through the address's five decimals", () => {
    for (const area of [
      [50.81234, 4.31234, 50.86789, 4.41234],
      [50.84567, 4.35123, 50.84612, 4.35198],
      [-33.123, 151.2, -33.1, 151.3],
    ] as BBox[]) {
      const snapped = snapArea(area);
      const query = searchQueryString(parseSearchParams({ bbox: snapped.join(",") }));
      expect(readSearch("sale", new URLSearchParams(query)).bbox).toEqual(snapped);
    }
  });

  it("keeps a grid no finer than the map's closest zoom, and no area outside the world", () => {
    const [s, w, n, e] = snapArea([50.845671, 4.351231, 50.845672, 4.351232]);
    expect(n - s).toBeGreaterThanOrEqual(0.0003);
    expect(e - w).toBeGreaterThanOrEqual(0.0003);
    expect(snapArea([-90, -180, 90, 180])).toEqual([-90, -180, 90, 180]);
  });
});
