import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { matchRoute } from "@/lib/i18n/resolve";
import { parseSearchParams } from "@/lib/domain/search-params";
import { readSearch, searchFromKey, searchKey } from "@/lib/search/search-key";
import { searchResultsPath } from "@/lib/search/search-rewrite";

// A search is cached as one page per distinct search: the key must be the same for every address that
// means that search, and different for every other search.
const keyOf = (query: string, goal: "sale" | "rent" = "sale") =>
  searchKey(readSearch(goal, new URLSearchParams(query)));
const pathOf = (url: string) => {
  const request = new NextRequest(`http://localhost${url}`);
  return searchResultsPath(request, "fr", matchRoute(request.nextUrl.pathname)!);
};

describe("the cache key of a search", () => {
  it("is the same whatever the order of the parameters", () => {
    expect(keyOf("sort=price-asc&minBedrooms=3&garden=1")).toEqual(keyOf("garden=on&minBedrooms=3&sort=price-asc"));
  });

  it("drops unknown parameters, so tracking tags and junk make no page of their own", () => {
    expect(keyOf("minPrice=200000&utm_source=mail&x=1&_rsc=abc")).toEqual(keyOf("minPrice=200000"));
  });

  it.each([
    ["sort=drop&page=-3&view=table&minPrice=abc", "all"],
    ["page=1&sort=date&view=list", "all"],
    ["minBedrooms=1e9&epcMax=z&q=%20%20", "all"],
    ["", "all"],
  ])("names the plain list when every value falls back to its default: %s", (query, key) => {
    expect(keyOf(query)).toEqual([key]);
  });

  it("keeps the first of a repeated parameter, as the page does", () => {
    expect(keyOf("minPrice=100000&minPrice=900000")).toEqual(keyOf("minPrice=100000"));
  });

  it("tells different searches apart: filters, sort, page and view", () => {
    const keys = ["", "minPrice=100000", "minPrice=105000", "sort=price-asc", "page=2", "view=map", "q=Li%C3%A8ge"].map(
      (q) => keyOf(q).join("/"),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("rounds a map area to five decimals, as its links do", () => {
    expect(keyOf("bbox=50.1234567,4.1,50.9,4.9")).toEqual(keyOf("bbox=50.12346,4.1,50.9,4.9"));
  });

  it("is made of file-name-safe segments of at most 200 characters, even for the longest search", () => {
    const longest = new URLSearchParams({
      q: "è".repeat(80),
      type: "100000",
      minPrice: "99999999",
      maxPrice: "100000000",
      minBedrooms: "20",
      minBathrooms: "20",
      minLivingArea: "100000",
      minPlotArea: "10000000",
      parking: "1",
      terrace: "1",
      garden: "1",
      lift: "1",
      furnished: "1",
      newBuild: "1",
      viager: "1",
      epcMax: "g",
      region: "wallonia",
      bbox: "50.12345,4.12345,50.98765,4.98765",
      sort: "price-desc",
      page: "100000",
      view: "map",
    });
    const key = keyOf(longest.toString());
    expect(key.length).toBeGreaterThan(1);
    for (const segment of key) expect(segment).toMatch(/^[A-Za-z0-9_-]{1,200}$/);
    expect(searchFromKey("sale", key)).toEqual(readSearch("sale", longest));
  });
});

describe("the search a key names", () => {
  it("is the search it was made from", () => {
    const params = parseSearchParams({ q: "Liège", minBedrooms: "3", garden: "1", sort: "price-asc", page: "2" });
    expect(searchFromKey("sale", searchKey(params))).toEqual(params);
    expect(searchFromKey("rent", ["all"])).toEqual(parseSearchParams({}));
  });

  it("is none for a key the proxy would not give: no second address for a cached search", () => {
    const canonical = keyOf("minPrice=200000&sort=price-asc");
    const reordered = Buffer.from("sort=price-asc&minPrice=200000").toString("base64url");
    const withJunk = Buffer.from("minPrice=200000&sort=price-asc&x=1").toString("base64url");
    const offStep = Buffer.from("minPrice=200001").toString("base64url");
    expect(searchFromKey("sale", canonical)).not.toBeNull();
    expect(searchFromKey("sale", [reordered])).toBeNull();
    expect(searchFromKey("sale", [withJunk])).toBeNull();
    expect(searchFromKey("sale", [offStep])).toBeNull();
    expect(searchFromKey("sale", ["-"])).toBeNull();
    expect(searchFromKey("sale", ["all", "all"])).toBeNull();
    expect(searchFromKey("sale", ["%%%"])).toBeNull();
  });
});

describe("the proxy's rewrite of a list address", () => {
  it("sends both lists, in any language, to the internal route named by the search", () => {
    expect(pathOf("/fr/a-vendre/?garden=1&sort=price-asc&utm_source=x")).toBe(
      `/fr/search-results/sale/${keyOf("sort=price-asc&garden=1").join("/")}/`,
    );
    expect(pathOf("/fr/a-louer/")).toBe("/fr/search-results/rent/all/");
  });

  it("leaves every other page alone", () => {
    expect(pathOf("/fr/contact/?garden=1")).toBeNull();
    expect(pathOf("/fr/a-vendre/ixelles/maison/1/")).toBeNull();
  });
});
