import { describe, expect, it } from "vitest";
import {
  countActiveFilters,
  hasAdvancedFilters,
  looksLikeReference,
  parseSearchParams,
  searchQueryString,
} from "@/lib/domain/search-params";

describe("search parameters from the URL", () => {
  it("default to the newest first, page 1, list view", () => {
    expect(parseSearchParams({})).toMatchObject({ sort: "date", page: 1, view: "list" });
  });

  it.each([
    ["minPrice", "abc", "minPrice", undefined],
    ["page", "-3", "page", 1],
    ["page", "2.5", "page", 1],
    ["sort", "drop", "sort", "date"],
    ["view", "table", "view", "list"],
    ["epcMax", "z", "epcMax", undefined],
    ["epcMin", "a+", "epcMin", undefined],
    ["minPricePerM2", "-5", "minPricePerM2", undefined],
    ["region", "paris", "region", undefined],
    ["type", "0", "type", undefined],
    ["garden", "yes please", "garden", undefined],
    ["bbox", "51,4,50,5", "bbox", undefined],
    ["q", "   ", "q", undefined],
    ["minBedrooms", "1e9", "minBedrooms", undefined],
  ])("fall back to the default for nonsense: %s=%s", (key, value, field, expected) => {
    expect(parseSearchParams({ [key]: value })[field as "page"]).toBe(expected);
  });

  it("read every filter of the simple and advanced search", () => {
    const p = parseSearchParams({
      q: " Liège ",
      type: "13",
      minPrice: "200000",
      maxPrice: "400000",
      minBedrooms: "2",
      minBathrooms: "1",
      minLivingArea: "80",
      minPlotArea: "300",
      parking: "1",
      terrace: "on",
      garden: "true",
      lift: "1",
      furnished: "1",
      newBuild: "1",
      viager: "1",
      epcMin: "a_plus",
      epcMax: "c",
      minPricePerM2: "2000",
      maxPricePerM2: "3500",
      region: "wallonia",
      sort: "price-desc",
      page: "3",
      view: "map",
      bbox: "50.8,4.3,50.9,4.4",
    });
    expect(p).toEqual({
      q: "Liège",
      type: 13,
      minPrice: 200000,
      maxPrice: 400000,
      minBedrooms: 2,
      minBathrooms: 1,
      minLivingArea: 80,
      minPlotArea: 300,
      parking: true,
      terrace: true,
      garden: true,
      lift: true,
      furnished: true,
      newBuild: true,
      viager: true,
      epcMin: "a_plus",
      epcMax: "c",
      minPricePerM2: 2000,
      maxPricePerM2: 3500,
      region: "wallonia",
      sort: "price-desc",
      page: 3,
      view: "map",
      bbox: [50.8, 4.3, 50.9, 4.4],
    });
  });

  it("read the empty fields a plain GET form sends as not set, not as 0", () => {
    const p = parseSearchParams({
      q: "",
      type: "",
      minPrice: "500000",
      maxPrice: "",
      minBedrooms: "",
      epcMax: "",
      region: "",
    });
    expect(p).toEqual(parseSearchParams({ minPrice: "500000" }));
    expect(p.maxPrice).toBeUndefined();
  });

  it("take the first of repeated values", () => {
    expect(parseSearchParams({ sort: ["city", "type"] }).sort).toBe("city");
  });

  it("write back only what differs from the defaults, in a stable order", () => {
    const p = parseSearchParams({ page: "2", sort: "date", garden: "1", minPrice: "100000", view: "list" });
    expect(searchQueryString(p)).toBe("?minPrice=100000&garden=1&page=2");
    expect(searchQueryString(parseSearchParams({}))).toBe("");
    expect(searchQueryString(parseSearchParams({ bbox: "50.81234567,4.3,50.9,4.4" }))).toBe(
      "?bbox=50.81235%2C4.3%2C50.9%2C4.4",
    );
  });

  it("know when the advanced filters are in use", () => {
    expect(hasAdvancedFilters(parseSearchParams({ q: "Gent", maxPrice: "300000" }))).toBe(false);
    expect(hasAdvancedFilters(parseSearchParams({ lift: "1" }))).toBe(true);
    expect(hasAdvancedFilters(parseSearchParams({ epcMin: "b" }))).toBe(true);
    expect(hasAdvancedFilters(parseSearchParams({ maxPricePerM2: "3000" }))).toBe(true);
    // Bedrooms sit in the advanced panel too: a value set there must not hide behind a closed panel.
    expect(hasAdvancedFilters(parseSearchParams({ minBedrooms: "2" }))).toBe(true);
  });

  it.each([
    [{}, 0],
    [{ sort: "price-asc", view: "map", page: "2" }, 0],
    [{ q: "Gent" }, 1],
    [{ q: "Gent", minPrice: "200000", maxPrice: "400000" }, 3],
    [{ garden: "1", lift: "on", epcMax: "c", region: "flanders", type: "13" }, 5],
    [{ bbox: "50.8,4.3,50.9,4.4", minBedrooms: "0" }, 2],
    [{ epcMin: "a_plus", epcMax: "c", minPricePerM2: "2000", maxPricePerM2: "3000", sort: "m2-price-asc" }, 4],
    [{ q: "", minPrice: "abc", garden: "no" }, 0],
  ])("count the active filters of %j as %i (not the order, page or view)", (raw, count) => {
    expect(countActiveFilters(parseSearchParams(raw))).toBe(count);
  });

  it.each([
    ["ATR-2001", true],
    ["atr2001", true],
    ["Gent", false],
    ["1050", false],
    ["ATR-2001 Gent", false],
    [undefined, false],
  ])("tell a reference (%s) from a place", (q, expected) => {
    expect(looksLikeReference(q)).toBe(expected);
  });
});
