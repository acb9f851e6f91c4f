import { parseIdList } from "./ids";

// The comparison of two to four favourites side by side (?ids=3,7,12 on the compare page).

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

/** The ids to compare, or null unless the list names two to four properties. */
export function parseCompareIds(text: string | undefined): number[] | null {
  const ids = text === undefined ? null : parseIdList(text);
  return ids && ids.length >= COMPARE_MIN && ids.length <= COMPARE_MAX ? ids : null;
}

/**
 * Which values of a row are its best (the lowest price, the largest area…): none when fewer than two
 * values are known or all known values are equal, as then nothing stands out.
 */
export function bestOf(values: readonly (number | null)[], better: "low" | "high"): boolean[] {
  const known = values.filter((v): v is number => v !== null);
  if (known.length < 2 || known.every((v) => v === known[0])) return values.map(() => false);
  const best = better === "low" ? Math.min(...known) : Math.max(...known);
  return values.map((v) => v === best);
}
