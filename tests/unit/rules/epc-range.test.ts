import { describe, expect, it } from "vitest";
import { energyBands, epcClassOf, epcInRange, epcLabelsInRange, energyLabel, type EpcClass } from "@/lib/rules";

// The EPC range of a search compares the letter alone (A+ holds A++ and A+, A holds A and A-, C holds C+, C, C-).

describe("epcClassOf", () => {
  it.each([
    ["a_plusplus", "a_plus"],
    ["a_plus", "a_plus"],
    ["a", "a"],
    ["a_sub", "a"],
    ["c_plus", "c"],
    ["c_sub", "c"],
    ["d_plus", "d"],
    ["g", "g"],
    ["x", null],
    ["", null],
  ])("%s → %s", (label, expected) => {
    expect(epcClassOf(label)).toBe(expected);
  });

  it("gives every band of the three scales a class", () => {
    for (const bands of Object.values(energyBands))
      for (const [, label] of bands) expect(epcClassOf(label)).not.toBeNull();
  });
});

describe("epcInRange at the band edges", () => {
  const cases: [
    region: keyof typeof energyBands,
    kwh: number,
    best: EpcClass | undefined,
    worst: EpcClass | undefined,
    inRange: boolean,
  ][] = [
    // Brussels: 150 is the last C- (c_sub), 150.5 the first D+; "up to C" keeps one and not the other.
    ["brussels", 150, undefined, "c", true],
    ["brussels", 150.5, undefined, "c", false],
    ["brussels", 150.5, "d", "d", true],
    ["brussels", 95.5, "c", undefined, true], // c_plus starts just above 95
    ["brussels", 95, "c", undefined, false], // b_sub
    // Wallonia: A++ (at or below 0) and A+ (up to 45) are both "A+"; 45.5 is A, outside "A+ only".
    ["wallonia", 0, "a_plus", "a_plus", true],
    ["wallonia", 45, "a_plus", "a_plus", true],
    ["wallonia", 45.5, "a_plus", "a_plus", false],
    ["wallonia", 45.5, "a", "a", true],
    ["wallonia", 510.5, "f", "f", false], // g
    // Flanders' scale ends at F: "up to G" holds it, and "G only" holds nothing of Flanders.
    ["flanders", 900, undefined, "g", true],
    ["flanders", 900, "g", "g", false],
    ["flanders", 900, "f", "g", true],
    ["flanders", 100, "a", "a", true],
    ["flanders", 100.01, "a", "a", false],
  ];
  it.each(cases)("%s %d kWh/m² in %s..%s → %s", (region, kwh, best, worst, inRange) => {
    expect(epcInRange(energyLabel(kwh, region), best, worst)).toBe(inRange);
  });

  it("keeps a property without a label only when no range is set", () => {
    expect(epcInRange(null, undefined, undefined)).toBe(true);
    expect(epcInRange(null, undefined, "g")).toBe(false);
  });

  it("means what the old 'C or better' (epcMax=c) meant: every band whose letter is A to C", () => {
    expect(epcLabelsInRange(undefined, "c").sort()).toEqual(
      ["a_plusplus", "a_plus", "a", "a_sub", "b_plus", "b", "b_sub", "c_plus", "c", "c_sub"].sort(),
    );
  });
});
