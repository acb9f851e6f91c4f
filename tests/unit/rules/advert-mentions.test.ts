import { describe, expect, it } from "vitest";
import {
  mentionsFor,
  missingMentions,
  heldMentions,
  statedRent,
  type MentionSource,
} from "@/lib/rules/advert-mentions";

const empty: MentionSource = {
  goal: 0,
  zip: "9000",
  countryId: 10,
  typeWebId: 1,
  publishAddress: false,
  epcTotal: null,
  epcLabelText: null,
  epcUniqueCode: null,
  co2Emission: null,
  hasPermit: null,
  planningDesignation: null,
  hasSummons: null,
  hasPreemptiveRights: null,
  hasAllotmentPermit: null,
  floodPScore: null,
  floodGScore: null,
  rent: null,
  chargesRenter: null,
  livingArea: null,
  contractType: null,
  referenceRent: null,
};
const keys = (p: Partial<MentionSource>, kind?: Parameters<typeof mentionsFor>[1]) =>
  mentionsFor({ ...empty, ...p }, kind).map((m) => m.key);
const missing = (p: Partial<MentionSource>) => missingMentions({ ...empty, ...p }).map((m) => m.recordField);

describe("the mentions each region asks of an advertisement", () => {
  it.each([
    // Flanders: EPC score, label and unique code; the five VCRO planning items; flood P- and G-score.
    [
      { zip: "9000", goal: 0 },
      undefined,
      [
        "epc",
        "epcUniqueCode",
        "permit",
        "planningDesignation",
        "enforcement",
        "preemption",
        "allotmentPermit",
        "floodPScore",
        "floodGScore",
      ],
    ],
    // A Flemish rental of nine years or less: the EPC only.
    [{ zip: "2000", goal: 1 }, undefined, ["epc", "epcUniqueCode"]],
    // A lease of more than nine years carries the planning and flood mentions as a sale does.
    [
      { zip: "2000", goal: 1 },
      "longLease",
      [
        "epc",
        "epcUniqueCode",
        "permit",
        "planningDesignation",
        "enforcement",
        "preemption",
        "allotmentPermit",
        "floodPScore",
        "floodGScore",
      ],
    ],
    // Brussels: PEB (and CO2) and, for a sale, the planning designation (CoBAT art. 281).
    [{ zip: "1050", goal: 0 }, undefined, ["epc", "co2Emission", "planningDesignation"]],
    // Brussels rental since 1 November 2024: rent, charges, habitable area, lease type, reference rent.
    [
      { zip: "1040", goal: 1 },
      undefined,
      ["epc", "co2Emission", "rent", "charges", "livingArea", "leaseType", "referenceRent"],
    ],
    // A Brussels lease of more than nine years states the planning designation too (CoBAT art. 280-281).
    [
      { zip: "1040", goal: 1 },
      "longLease",
      ["epc", "co2Emission", "planningDesignation", "rent", "charges", "livingArea", "leaseType", "referenceRent"],
    ],
    // Wallonia: PEB, plan de secteur designation and permits; rent and charges for a rental.
    [{ zip: "5000", goal: 0 }, undefined, ["epc", "planningDesignation", "permit"]],
    [{ zip: "4000", goal: 1 }, undefined, ["epc", "rent", "charges"]],
    // Luxembourg: the energy-pass class.
    [{ zip: "1611", countryId: 50, goal: 0 }, undefined, ["energyPass"]],
    [{ zip: "1611", countryId: 50, goal: 1 }, undefined, ["energyPass"]],
  ] as const)("%o %s", (p, kind, expected) => {
    expect(keys(p, kind)).toEqual(expected);
  });

  it("asks no energy certificate of building land or a garage, and no building flood score of land", () => {
    expect(keys({ zip: "3090", typeWebId: 4 })).not.toContain("epc");
    expect(keys({ zip: "3090", typeWebId: 4 })).not.toContain("floodGScore");
    expect(keys({ zip: "3090", typeWebId: 4 })).toContain("floodPScore");
    expect(keys({ zip: "1050", typeWebId: 7 })).toEqual(["planningDesignation"]);
  });

  it("names each missing mention by the field staff fill in", () => {
    expect(
      missing({
        zip: "1040",
        goal: 1,
        rent: 1450,
        livingArea: 85,
        contractType: "MAIN_RESIDENCE_9_YEARS",
        epcTotal: 118,
      }),
    ).toEqual(["Site.chargesRenter", "Site.referenceRent"]);
    expect(missing({ zip: "5000", goal: 0 })).toEqual([
      "EnergyPerformance",
      "Site.planningDesignation",
      "Site.hasPermit",
    ]);
  });

  it("lets the published address stand for the Flemish EPC's unique code, and never asks CO2", () => {
    expect(missing({ zip: "2000", goal: 1, epcTotal: 145, publishAddress: true })).toEqual([]);
    expect(missing({ zip: "2000", goal: 1, epcTotal: 145, publishAddress: false })).toEqual(["Site.epcUniqueCode"]);
    expect(missing({ zip: "1050", goal: 0, epcTotal: 118, planningDesignation: "Zone d'habitation" })).toEqual([]);
  });

  it("counts a 'no' as a stated mention and shows only what the record holds", () => {
    const p = {
      ...empty,
      zip: "3000",
      hasPermit: true,
      hasSummons: false,
      hasPreemptiveRights: false,
      floodPScore: "A",
    };
    expect(heldMentions(p).map((m) => m.key)).toEqual(["permit", "enforcement", "preemption", "floodPScore"]);
    expect(missingMentions(p).map((m) => m.key)).not.toContain("enforcement");
  });

  it("asks nothing of a property outside Belgium and Luxembourg", () => {
    expect(keys({ countryId: 33 })).toEqual([]);
  });

  it("cites its source beside each rule", () => {
    for (const zip of ["9000", "1040", "5000"]) {
      for (const m of mentionsFor({ ...empty, zip }, "longLease"))
        expect(m.source).toMatch(/\b(Decree|Code|CoBAT|CoDT|COBRACE)\b/);
    }
    expect(mentionsFor({ ...empty, zip: "9000", goal: 1 }).find((m) => m.key === "permit")).toBeUndefined();
  });
});

describe("the rent an advertisement states, as the page and the sync read it", () => {
  it("is the monthly rent, else the price, and none while the price is hidden or on request", () => {
    expect(statedRent({ pricePublished: true, monthlyRent: 1350, price: 1400 })).toBe(1350);
    expect(statedRent({ pricePublished: true, monthlyRent: null, price: 1400 })).toBe(1400);
    expect(statedRent({ pricePublished: false, monthlyRent: 1350, price: 1400 })).toBeNull();
  });
});
