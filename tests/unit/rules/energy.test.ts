import { describe, it, expect } from "vitest";
import { energyBands, energyLabel, type Region } from "../../../lib/rules";

describe("energyLabel flanders", () => {
  it.each([
    [-10, "a_plus"],
    [0, "a_plus"],
    [0.5, "a"],
    [100, "a"],
    [100.01, "b"],
    [100.5, "b"],
    [200, "b"],
    [200.5, "c"],
    [300, "c"],
    [301, "d"],
    [400, "d"],
    [401, "e"],
    [500, "e"],
    [500.5, "f"],
    [501, "f"],
    [Infinity, "f"],
  ] as const)("%s kWh/m² -> %s", (value, label) => {
    expect(energyLabel(value, "flanders")).toBe(label);
  });
});

describe("energyLabel brussels", () => {
  it.each([
    [-1, "a_plus"],
    [0, "a_plus"],
    [0.5, "a"],
    [1, "a"],
    [23, "a"],
    [23.5, "a_sub"],
    [24, "a_sub"],
    [45, "a_sub"],
    [46, "b_plus"],
    [62, "b_plus"],
    [63, "b"],
    [79, "b"],
    [80, "b_sub"],
    [95, "b_sub"],
    [96, "c_plus"],
    [113, "c_plus"],
    [114, "c"],
    [132, "c"],
    [133, "c_sub"],
    [150, "c_sub"],
    [151, "d_plus"],
    [170, "d_plus"],
    [171, "d"],
    [190, "d"],
    [191, "d_sub"],
    [210, "d_sub"],
    [211, "e_plus"],
    [232, "e_plus"],
    [233, "e"],
    [253, "e"],
    [254, "e_sub"],
    [275, "e_sub"],
    [276, "f_plus"],
    [298, "f_plus"],
    [299, "f"],
    [322, "f"],
    [323, "f_sub"],
    [345, "f_sub"],
    [345.5, "g"],
    [346, "g"],
    [1000, "g"],
  ] as const)("%s kWh/m² -> %s", (value, label) => {
    expect(energyLabel(value, "brussels")).toBe(label);
  });
});

describe("energyLabel wallonia", () => {
  it.each([
    [-5, "a_plusplus"],
    [0, "a_plusplus"],
    [0.5, "a_plus"],
    [45, "a_plus"],
    [46, "a"],
    [85, "a"],
    [86, "b"],
    [170, "b"],
    [171, "c"],
    [255, "c"],
    [256, "d"],
    [340, "d"],
    [341, "e"],
    [425, "e"],
    [426, "f"],
    [510, "f"],
    [510.5, "g"],
    [511, "g"],
  ] as const)("%s kWh/m² -> %s", (value, label) => {
    expect(energyLabel(value, "wallonia")).toBe(label);
  });
});

describe("energyLabel invalid input", () => {
  it.each(["flanders", "brussels", "wallonia"] as const)("NaN in %s throws", (region) => {
    expect(() => energyLabel(NaN, region)).toThrow(RangeError);
  });

  it("unknown region throws", () => {
    expect(() => energyLabel(100, "holland" as Region)).toThrow(RangeError);
  });
});

describe("energyBands", () => {
  it.each([
    ["flanders", 7, "f"],
    ["brussels", 19, "g"],
    ["wallonia", 9, "g"],
  ] as const)("%s has %i bands ending in an open %s band", (region, count, last) => {
    const bands = energyBands[region];
    expect(bands).toHaveLength(count);
    expect(bands.at(-1)).toEqual([Infinity, last]);
  });

  it.each(["flanders", "brussels", "wallonia"] as const)("%s upper bounds increase", (region) => {
    const uppers = energyBands[region].map(([upper]) => upper);
    expect(uppers).toEqual([...uppers].sort((a, b) => a - b));
  });
});
