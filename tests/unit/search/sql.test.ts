import { describe, expect, it } from "vitest";
import { parseSearchParams } from "@/lib/domain/search-params";
import { encodePolygon } from "@/lib/rules/polygon";
import { buildOrder, buildWhere, zipRangesOf } from "@/lib/db/search-sql";

const where = (raw: Record<string, string>, goal: "sale" | "rent" = "sale", showClosed = true) => {
  const sql = buildWhere(parseSearchParams(raw), { goal, showClosed });
  return { text: sql.sql.replace(/\s+/g, " "), values: sql.values };
};

describe("the search's WHERE", () => {
  it("always narrows to the goal and leaves withdrawn properties out", () => {
    expect(where({})).toEqual({ text: `p."goal" = ? AND p."listingRank" <= 1`, values: [0] });
    expect(where({}, "rent").values).toEqual([1]);
    expect(where({}, "sale", false).text).toContain(`p."listingRank" = 0`);
  });

  it.each([
    [{ q: "1050" }, `p."zip" = ?`, ["1050"]],
    [{ q: "Liège" }, `p."citySlug" >= ? AND p."citySlug" < ?`, ["liege", "liege~"]],
    [{ minPrice: "100000" }, `p."price" >= ?`, [100000]],
    [{ maxPrice: "300000" }, `p."price" <= ?`, [300000]],
    [{ minBedrooms: "3" }, `p."bedrooms" >= ?`, [3]],
    [{ minBathrooms: "2" }, `p."bathrooms" >= ?`, [2]],
    [{ minLivingArea: "90" }, `p."livingArea" >= ?`, [90]],
    [{ minPlotArea: "500" }, `p."plotArea" >= ?`, [500]],
    [{ terrace: "1" }, `p."hasTerrace" = true`, []],
    [{ garden: "1" }, `p."hasGarden" = true`, []],
    [{ lift: "1" }, `p."hasLift" = true`, []],
    [{ newBuild: "1" }, `p."isNewBuild" = true`, []],
    [{ viager: "1" }, `p."viagerType" IS NOT NULL`, []],
    [{ minPricePerM2: "2000" }, `p."pricePerM2" >= ?`, [2000]],
    [{ maxPricePerM2: "3500" }, `p."pricePerM2" <= ?`, [3500]],
  ])("%o adds %s", (raw, fragment, values) => {
    const { text, values: all } = where(raw as Record<string, string>);
    expect(text).toContain(fragment);
    expect(all.slice(1)).toEqual(values);
  });

  it.each([
    // The band keys of the three scales whose letter is in the range (lib/rules/energy.ts): epcMax=c alone is the
    // former "C or better".
    [{ epcMax: "c" }, ["a_plus", "a", "a_sub", "b_plus", "b", "b_sub", "c_plus", "c", "c_sub", "a_plusplus"]],
    [{ epcMin: "a_plus", epcMax: "a_plus" }, ["a_plus", "a_plusplus"]],
    [{ epcMin: "c", epcMax: "d" }, ["c", "c_plus", "c_sub", "d_plus", "d", "d_sub"]],
    [{ epcMin: "g" }, ["g"]],
  ])("reads the EPC range %o as the band keys of its letters", (raw, labels) => {
    const { text, values } = where(raw as Record<string, string>);
    expect(text).toContain(`p."epcLabel" IN (`);
    expect((values.slice(1) as string[]).sort()).toEqual([...labels].sort());
  });

  it("offers furnished only for rent", () => {
    expect(where({ furnished: "1" }, "rent").text).toContain(`p."isFurnished" = true`);
    expect(where({ furnished: "1" }, "sale").text).not.toContain("isFurnished");
  });

  it("reads a region as the spec's postal-code ranges (§9)", () => {
    expect(zipRangesOf("brussels")).toEqual([["1000", "1299"]]);
    expect(zipRangesOf("wallonia")).toEqual([
      ["1300", "1499"],
      ["4000", "7999"],
    ]);
    expect(zipRangesOf("flanders")).toEqual([
      ["1500", "3999"],
      ["8000", "9999"],
    ]);
    const { text, values } = where({ region: "flanders" });
    expect(text).toContain(`(p."zip" BETWEEN ? AND ? OR p."zip" BETWEEN ? AND ?)`);
    expect(values.slice(1)).toEqual(["1500", "3999", "8000", "9999"]);
  });

  it("includes a type's sub-types and a map area", () => {
    const sql = buildWhere(parseSearchParams({ bbox: "50.8,4.3,50.9,4.4" }), {
      goal: "sale",
      showClosed: true,
      categoryIds: [1, 11, 12],
    });
    expect(sql.sql).toContain(`p."categoryId" IN (?,?,?)`);
    expect(sql.sql).toContain(`p."latitude" BETWEEN ? AND ? AND p."longitude" BETWEEN ? AND ?`);
    expect(sql.values).toEqual([0, 1, 11, 12, 50.8, 50.9, 4.3, 4.4]);
  });
});

describe("the search's places and drawn area", () => {
  it("matches a typed place or any commune chosen from the list", () => {
    expect(where({ q: "1050", towns: "ixelles,anderlecht" })).toMatchObject({
      text: expect.stringContaining(`(p."zip" = ? OR p."citySlug" IN (?,?))`),
      values: [0, "1050", "anderlecht", "ixelles"],
    });
  });

  it("reads the area's rectangle first, then tests the bound polygon (never spliced into the text)", () => {
    const polygon = encodePolygon([
      [50.84, 4.34],
      [50.84, 4.37],
      [50.86, 4.37],
    ])!;
    expect(where({ polygon })).toEqual({
      text: `p."goal" = ? AND p."listingRank" <= 1 AND p."latitude" BETWEEN ? AND ? AND p."longitude" BETWEEN ? AND ? AND ?::polygon @> point(p."longitude", p."latitude")`,
      values: [0, 50.84, 50.86, 4.34, 4.37, "((4.34,50.84),(4.37,50.84),(4.37,50.86))"],
    });
  });
});

describe("the search's ORDER BY", () => {
  it.each([
    ["date", `p."goal", p."listingRank", p."publishedAt" DESC, p."id" DESC`],
    ["price-asc", `p."goal", p."listingRank", p."price" ASC NULLS LAST, p."id" ASC`],
    ["price-desc", `p."goal", p."listingRank", p."price" DESC, p."id" DESC`],
    ["type", `p."goal", p."listingRank", p."categoryId", p."price", p."id"`],
    ["city", `p."goal", p."listingRank", p."citySlug", p."id"`],
    ["m2-price-asc", `p."goal", p."listingRank", p."pricePerM2" ASC NULLS LAST, p."id" ASC`],
  ] as const)("%s lists sold and rented last, in the order of its index", (sort, expected) => {
    expect(buildOrder(sort).sql).toBe(expected);
  });
});
