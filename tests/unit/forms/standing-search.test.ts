import { describe, expect, it } from "vitest";
import { provinceOfZip } from "@/lib/rules/province";
import { encodePolygon } from "@/lib/rules/polygon";
import { matchesSearch, type CandidateProperty, type SearchCriteria } from "@/lib/rules/standing-search";

const search: SearchCriteria = {
  goal: "sale",
  categoryIds: [1],
  regions: [],
  zips: [],
  cities: [],
};
const flat: CandidateProperty = {
  goal: "sale",
  categoryId: 13,
  categoryParentId: 1,
  zip: "9000",
  citySlug: "gent",
  price: 300000,
  bedrooms: 2,
  bathrooms: 1,
  garages: 0,
  parkings: 0,
  hasGarage: false,
  hasParking: false,
  hasTerrace: true,
  hasGarden: false,
  epcLabel: "c_sub",
  pricePerM2: 3000,
  latitude: 51.05,
  longitude: 3.72,
};
// A square around Gent's centre, and its south-west corner exactly on the flat above.
const gent = encodePolygon([
  [51.04, 3.7],
  [51.04, 3.74],
  [51.07, 3.74],
  [51.07, 3.7],
])!;
const cornered = encodePolygon([
  [51.05, 3.72],
  [51.05, 3.8],
  [51.1, 3.8],
])!;
const elsewhere = encodePolygon([
  [50.8, 4.3],
  [50.8, 4.4],
  [50.9, 4.4],
])!;

describe("matchesSearch", () => {
  it("leaves out a property without a label or a price per m² once such a range is set", () => {
    const unknown = { ...flat, epcLabel: null, pricePerM2: null };
    const anywhere = { ...search, regions: ["flanders"] };
    expect(matchesSearch(anywhere, unknown)).toBe(true);
    expect(matchesSearch({ ...anywhere, epcMax: "g" }, unknown)).toBe(false);
    expect(matchesSearch({ ...anywhere, minPricePerM2: 0 }, unknown)).toBe(false);
  });

  it.each([
    ["its province", { regions: ["east_flanders"] }, true],
    ["its region", { regions: ["flanders"] }, true],
    ["another region", { regions: ["wallonia", "brussels"] }, false],
    ["its postal code", { zips: ["9000"] }, true],
    ["its town", { cities: ["gent"] }, true],
    ["no zone at all", {}, false],
    ["its drawn area", { area: gent }, true],
    ["a drawn area with it on a corner (inside, as in SQL)", { area: cornered }, true],
    ["a drawn area elsewhere", { area: elsewhere }, false],
    ["a drawn area elsewhere, beside its postal code", { area: elsewhere, zips: ["9000"] }, true],
    ["a drawn area that names no area", { area: "not an area" }, false],
  ])("takes a property in %s", (_, zone, expected) => {
    expect(matchesSearch({ ...search, ...zone }, flat)).toBe(expected);
  });

  it.each([
    ["the other goal", { goal: "rent" as const }, false],
    ["its own category", { categoryIds: [13] }, true],
    ["another category", { categoryIds: [11] }, false],
    ["a budget it fits", { minPrice: 250000, maxPrice: 300000 }, true],
    ["a budget it exceeds", { maxPrice: 299999 }, false],
    ["a budget above it", { minPrice: 300001 }, false],
    ["enough bedrooms", { minBedrooms: 2, maxBedrooms: 3 }, true],
    ["too few bedrooms", { minBedrooms: 3 }, false],
    ["too many bedrooms", { maxBedrooms: 1 }, false],
    ["a terrace it has", { terrace: true }, true],
    ["a garden it lacks", { garden: true }, false],
    ["a parking space it lacks", { parking: true }, false],
    ["a garage it lacks", { minGarages: 1 }, false],
    // EPC by letter alone (C- is "C"); price per m² on the stored, published value.
    ["an EPC range up to C", { epcMax: "c" as const }, true],
    ["an EPC range up to B", { epcMax: "b" as const }, false],
    ["an EPC range from D", { epcMin: "d" as const }, false],
    ["a price per m² range it fits", { minPricePerM2: 3000, maxPricePerM2: 3000 }, true],
    ["a price per m² it exceeds", { maxPricePerM2: 2999 }, false],
    ["a price per m² above it", { minPricePerM2: 3001 }, false],
  ])("with %s", (_, criteria, expected) => {
    expect(matchesSearch({ ...search, regions: ["flanders"], ...criteria }, flat)).toBe(expected);
  });

  it.each([
    ["a garage", { hasGarage: true }],
    ["a parking flag", { hasParking: true }],
    ["a counted garage", { garages: 1 }],
    ["an outdoor parking space", { parkings: 2 }],
  ])("counts %s as parking, as the list search does", (_, facts) => {
    expect(matchesSearch({ ...search, regions: ["flanders"], parking: true }, { ...flat, ...facts })).toBe(true);
  });

  it("leaves a property without a position out of a drawn area", () => {
    expect(matchesSearch({ ...search, area: gent }, { ...flat, latitude: null, longitude: null })).toBe(false);
  });

  it("offers a property without a published price to every budget", () => {
    expect(matchesSearch({ ...search, regions: ["flanders"], maxPrice: 1000 }, { ...flat, price: null })).toBe(true);
  });
});

describe("provinceOfZip", () => {
  it.each([
    ["1000", "brussels"],
    ["1300", "walloon_brabant"],
    ["1500", "flemish_brabant"],
    ["3000", "flemish_brabant"],
    ["3500", "limburg"],
    ["2000", "antwerp"],
    ["4000", "liege"],
    ["5000", "namur"],
    ["6000", "hainaut"],
    ["6700", "luxembourg"],
    ["7500", "hainaut"],
    ["8000", "west_flanders"],
    ["9999", "east_flanders"],
    ["999", null],
    ["abc", null],
  ])("%s is in %s", (zip, province) => expect(provinceOfZip(zip)).toBe(province));
});
