import type { Region } from "./region";

// Belgium's provinces by postal code (the post's numbering follows them), with the region of each.
export type Province =
  | "brussels"
  | "walloon_brabant"
  | "flemish_brabant"
  | "antwerp"
  | "limburg"
  | "liege"
  | "namur"
  | "hainaut"
  | "luxembourg"
  | "west_flanders"
  | "east_flanders";

export const provinceZipRanges: ReadonlyArray<readonly [from: number, to: number, province: Province]> = [
  [1000, 1299, "brussels"],
  [1300, 1499, "walloon_brabant"],
  [1500, 1999, "flemish_brabant"],
  [2000, 2999, "antwerp"],
  [3000, 3499, "flemish_brabant"],
  [3500, 3999, "limburg"],
  [4000, 4999, "liege"],
  [5000, 5999, "namur"],
  [6000, 6599, "hainaut"],
  [6600, 6999, "luxembourg"],
  [7000, 7999, "hainaut"],
  [8000, 8999, "west_flanders"],
  [9000, 9999, "east_flanders"],
];

export const provinceRegion: Record<Province, Region> = {
  brussels: "brussels",
  walloon_brabant: "wallonia",
  flemish_brabant: "flanders",
  antwerp: "flanders",
  limburg: "flanders",
  liege: "wallonia",
  namur: "wallonia",
  hainaut: "wallonia",
  luxembourg: "wallonia",
  west_flanders: "flanders",
  east_flanders: "flanders",
};

export const provinces = Object.keys(provinceRegion) as Province[];

export function provinceOfZip(zip: string | number): Province | null {
  const n = typeof zip === "number" ? zip : Number.parseInt(String(zip).trim(), 10);
  if (!Number.isInteger(n)) return null;
  return provinceZipRanges.find(([from, to]) => n >= from && n <= to)?.[2] ?? null;
}
