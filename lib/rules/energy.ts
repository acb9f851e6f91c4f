// Each band is (previous upper, upper]: a value on a shared boundary belongs to the better (lower) band,
// e.g. Flanders 100 is "a" and 100.01 is "b"; values at or below 0 get the best band.
// Brussels bands are published as integer ranges, so 23.5 falls in a_sub (23, 45].
import type { Region } from "./region";

export const energyBands = {
  flanders: [
    [0, "a_plus"],
    [100, "a"],
    [200, "b"],
    [300, "c"],
    [400, "d"],
    [500, "e"],
    [Infinity, "f"],
  ],
  brussels: [
    [0, "a_plus"],
    [23, "a"],
    [45, "a_sub"],
    [62, "b_plus"],
    [79, "b"],
    [95, "b_sub"],
    [113, "c_plus"],
    [132, "c"],
    [150, "c_sub"],
    [170, "d_plus"],
    [190, "d"],
    [210, "d_sub"],
    [232, "e_plus"],
    [253, "e"],
    [275, "e_sub"],
    [298, "f_plus"],
    [322, "f"],
    [345, "f_sub"],
    [Infinity, "g"],
  ],
  wallonia: [
    [0, "a_plusplus"],
    [45, "a_plus"],
    [85, "a"],
    [170, "b"],
    [255, "c"],
    [340, "d"],
    [425, "e"],
    [510, "f"],
    [Infinity, "g"],
  ],
} as const satisfies Record<Region, ReadonlyArray<readonly [upper: number, label: string]>>;

export type EnergyLabel = (typeof energyBands)[Region][number][1];

export function energyLabel(kwhPerM2: number, region: Region): EnergyLabel {
  const bands: ReadonlyArray<readonly [number, EnergyLabel]> | undefined = energyBands[region];
  if (!bands) throw new RangeError(`Unknown region: ${String(region)}`);
  if (typeof kwhPerM2 !== "number" || Number.isNaN(kwhPerM2)) {
    throw new RangeError(`Not an energy value: ${String(kwhPerM2)}`);
  }
  const band = bands.find(([upper]) => kwhPerM2 <= upper);
  if (!band) throw new RangeError(`No band for ${kwhPerM2}`);
  return band[1];
}

// The search's EPC range compares labels by their letter alone, whatever the region's scale (docs/architecture.md,
// "Searching by energy label"): A+ holds A++ and A+, A holds A and A-, C holds C+, C and C-, … G ends every scale.
export const epcClasses = ["a_plus", "a", "b", "c", "d", "e", "f", "g"] as const;
export type EpcClass = (typeof epcClasses)[number];

/** The class of a band key: a_plusplus and a_plus → a_plus, c_plus, c and c_sub → c. */
export function epcClassOf(label: string): EpcClass | null {
  if (label === "a_plus" || label === "a_plusplus") return "a_plus";
  const letter = label.split("_")[0];
  return epcClasses.find((c) => c === letter) ?? null;
}

const allLabels = [...new Set(Object.values(energyBands).flatMap((bands) => bands.map(([, label]) => label)))];

/** Whether a band key falls in an EPC range (from best to worst, both ends included, either one open). */
export function epcInRange(label: string | null, best: EpcClass | undefined, worst: EpcClass | undefined): boolean {
  if (best === undefined && worst === undefined) return true;
  const found = label === null ? null : epcClassOf(label);
  if (found === null) return false;
  const rank = epcClasses.indexOf(found);
  return rank >= epcClasses.indexOf(best ?? "a_plus") && rank <= epcClasses.indexOf(worst ?? "g");
}

/** Every band key of the three regions that falls in an EPC range (for a search's SQL). */
export function epcLabelsInRange(best: EpcClass | undefined, worst: EpcClass | undefined): string[] {
  return allLabels.filter((label) => epcInRange(label, best, worst));
}
