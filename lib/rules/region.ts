export type Region = "brussels" | "flanders" | "wallonia";

export const regionZipRanges: ReadonlyArray<readonly [from: number, to: number, region: Region]> = [
  [1000, 1299, "brussels"],
  [1300, 1499, "wallonia"],
  [1500, 3999, "flanders"],
  [4000, 7999, "wallonia"],
  [8000, 9999, "flanders"],
];

export function regionOfZip(zip: string | number): Region | null {
  const text = typeof zip === "number" || typeof zip === "string" ? String(zip).trim() : "";
  if (!/^\d{4}$/.test(text)) return null;
  const n = Number(text);
  return regionZipRanges.find(([from, to]) => n >= from && n <= to)?.[2] ?? null;
}
