import { describe, expect, it } from "vitest";
import { consistencyProblems, type ProjectFacts, type PropertyFacts } from "@/lib/content-sync/consistency";

// The contradictions the demo once held (issue 24), each caught as a warning naming both records.

const today = new Date("2026-11-26T08:00:00Z");

const cambre: ProjectFacts = {
  name: "PRJ-101 (projects/prj-101.yaml)",
  number: "PRJ-101",
  deliveryDate: new Date("2027-09-30T00:00:00Z"),
  zip: "1050",
  city: "Ixelles",
  street: "Avenue Émile Duray",
  houseNumber: "46",
  units: [{ reference: "ATR-2001", floor: 3, surface: 92, bedrooms: 2, price: 465_000, status: "AVAILABLE" }],
};

/** ATR-2001 as the demo has it now: a unit of PRJ-101 that agrees with its line in the price list. */
function unit(overrides: Partial<PropertyFacts> = {}): PropertyFacts {
  return {
    name: "ATR-2001 (properties/atr-2001.yaml)",
    reference: "ATR-2001",
    projectSourceId: 101,
    status: "AVAILABLE",
    goal: 0,
    typeWebId: 1,
    countryId: 10,
    zip: "1050",
    city: "Ixelles",
    street: "Avenue Emile Duray",
    houseNumber: "46",
    livingArea: 92,
    bedrooms: 2,
    price: 465_000,
    rent: 465_000,
    constructionYear: 2027,
    floor: 3,
    ...overrides,
  };
}

const check = (property: PropertyFacts, project: ProjectFacts = cambre) =>
  consistencyProblems([property], new Map([[101, project]]), today);

describe("consistencyProblems", () => {
  it("finds nothing in a unit that agrees with its project (accents and case aside)", () => {
    expect(check(unit())).toEqual([]);
  });

  it("finds a unit property in the price list by the listing a lot names, the lot keeping its own code", () => {
    const lot = { reference: "PRJ-101-A07", listing: "ATR-2001", floor: 3, surface: 92, bedrooms: 2, price: 465_000 };
    expect(check(unit(), { ...cambre, units: [{ ...lot, status: "AVAILABLE" }] })).toEqual([]);
  });

  it("names a unit property missing from its project's price list, and the project", () => {
    expect(check(unit({ reference: "ATR-2099", name: "ATR-2099 (properties/atr-2099.yaml)" }))).toEqual([
      {
        record: "ATR-2099 (properties/atr-2099.yaml)",
        field: "ProjectID",
        problem: "names PRJ-101 (projects/prj-101.yaml), whose price list (Site.units) does not list ATR-2099",
      },
    ]);
  });

  it("leaves a project without a price list of its own alone: its unit properties are its list", () => {
    expect(check(unit({ reference: "ATR-2099" }), { ...cambre, units: null })).toEqual([]);
  });

  it("leaves a withdrawn unit property out of the price list check", () => {
    expect(check(unit({ reference: "ATR-2099", status: "WITHDRAWN" }))).toEqual([]);
  });

  it("says where a unit property and its line in the price list differ", () => {
    expect(check(unit({ livingArea: 88, price: 505_000, status: "SOLD" }))).toEqual([
      {
        record: "ATR-2001 (properties/atr-2001.yaml)",
        field: "ProjectID",
        problem:
          "its line in the price list of PRJ-101 (projects/prj-101.yaml) differs: surface 92 there, 88 here; " +
          "price 465000 there, 505000 here; status AVAILABLE there, SOLD here",
      },
    ]);
    // A floor the file leaves out is not compared.
    expect(check(unit({ floor: undefined }))).toEqual([]);
  });

  it("names a unit built in another year than its project is delivered", () => {
    expect(check(unit({ constructionYear: 2026 }))).toEqual([
      {
        record: "ATR-2001 (properties/atr-2001.yaml)",
        field: "ConstructionYear",
        problem: "2026 is not the year its project PRJ-101 (projects/prj-101.yaml) is delivered: 30-9-2027",
      },
    ]);
    expect(check(unit({ constructionYear: null }))).toEqual([]);
    expect(check(unit({ constructionYear: 2026 }), { ...cambre, deliveryDate: null })).toEqual([]);
  });

  it("names a unit at another address than its project", () => {
    expect(check(unit({ street: "Rue de l'Abbaye", houseNumber: "27" }))).toEqual([
      {
        record: "ATR-2001 (properties/atr-2001.yaml)",
        field: "Street",
        problem:
          "Rue de l'Abbaye 27, 1050 Ixelles is not the address of its project PRJ-101 (projects/prj-101.yaml): " +
          "Avenue Émile Duray 46, 1050 Ixelles",
      },
    ]);
    expect(check(unit({ zip: "1000", city: "Bruxelles" }))).toHaveLength(1);
  });

  it("names an availability 'immediately' with a date to come", () => {
    const rental = unit({ projectSourceId: null, goal: 1, rent: 1350 });
    expect(check({ ...rental, availability: "IMMEDIATE", availableFrom: new Date("2026-12-30T00:00:00Z") })).toEqual([
      {
        record: "ATR-2001 (properties/atr-2001.yaml)",
        field: "Site.availableFrom",
        problem: "is 30-12-2026, a date to come, while Site.availability says IMMEDIATE",
      },
    ]);
    expect(check({ ...rental, availability: "IMMEDIATE", availableFrom: new Date("2026-11-01T00:00:00Z") })).toEqual(
      [],
    );
    expect(check({ ...rental, availability: "FROM_DATE", availableFrom: new Date("2026-12-30T00:00:00Z") })).toEqual(
      [],
    );
  });

  it("names a home's deposit above its region's cap (three months' rent, by bank guarantee)", () => {
    const rental = unit({ projectSourceId: null, goal: 1, rent: 1000 });
    expect(check({ ...rental, depositAmount: 3000 })).toEqual([]);
    expect(check({ ...rental, depositAmount: 3500 })).toEqual([
      {
        record: "ATR-2001 (properties/atr-2001.yaml)",
        field: "Site.depositAmount",
        problem: "3500 is more than a home's deposit may be in Brussels: 3 months' rent (3000)",
      },
    ]);
    // A shop's lease has no such cap.
    expect(check({ ...rental, typeWebId: 6, depositAmount: 6000 })).toEqual([]);
  });
});
