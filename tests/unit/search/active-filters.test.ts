import { describe, expect, it } from "vitest";
import { activeFilters, withoutFilters } from "@/lib/search/active-filters";
import { parseSearchParams, searchSchema } from "@/lib/domain/search-params";
import { encodePolygon } from "@/lib/rules/polygon";

describe("the list's summary of active filters", () => {
  const params = parseSearchParams({
    q: "Gent",
    epcMin: "a_plus",
    epcMax: "c",
    minPricePerM2: "2000",
    garden: "1",
    sort: "m2-price-asc",
    page: "3",
    view: "map",
  });

  it("lists each filter set, in the schema's order, with the address of the same search without it", () => {
    expect(activeFilters(params).map(({ key, value, without }) => [key, value, without])).toEqual([
      ["q", "Gent", "?garden=1&epcMin=a_plus&epcMax=c&minPricePerM2=2000&sort=m2-price-asc&view=map"],
      ["garden", true, "?q=Gent&epcMin=a_plus&epcMax=c&minPricePerM2=2000&sort=m2-price-asc&view=map"],
      ["epcMin", "a_plus", "?q=Gent&garden=1&epcMax=c&minPricePerM2=2000&sort=m2-price-asc&view=map"],
      ["epcMax", "c", "?q=Gent&garden=1&epcMin=a_plus&minPricePerM2=2000&sort=m2-price-asc&view=map"],
      ["minPricePerM2", 2000, "?q=Gent&garden=1&epcMin=a_plus&epcMax=c&sort=m2-price-asc&view=map"],
    ]);
  });

  it("clears every filter but keeps the order and the view", () => {
    expect(withoutFilters(params)).toBe("?sort=m2-price-asc&view=map");
    expect(activeFilters(parseSearchParams({ sort: "city", page: "2" }))).toEqual([]);
  });

  it("knows every filter of the schema, so a new one shows without a special case", () => {
    const all = parseSearchParams({
      q: "Gent",
      type: "13",
      minPrice: "1",
      maxPrice: "2",
      minBedrooms: "1",
      minBathrooms: "1",
      minLivingArea: "1",
      minPlotArea: "1",
      parking: "1",
      terrace: "1",
      garden: "1",
      lift: "1",
      furnished: "1",
      newBuild: "1",
      viager: "1",
      epcMin: "a",
      epcMax: "b",
      minPricePerM2: "1",
      maxPricePerM2: "2",
      region: "brussels",
      bbox: "50.8,4.3,50.9,4.4",
      polygon: encodePolygon([
        [51.04, 3.7],
        [51.04, 3.74],
        [51.07, 3.74],
      ])!,
      towns: "gent,leuven",
    });
    const keys = Object.keys(searchSchema.shape).filter((k) => !["sort", "page", "view"].includes(k));
    expect(activeFilters(all).map((f) => f.key)).toEqual(keys);
  });
});
