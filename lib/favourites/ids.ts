// The favourites' ids, as the browser keeps them and as an address carries them (?ids=3,7,12).

/** At most this many favourites: the API reads them in one query and a shared address stays short. */
export const MAX_FAVOURITES = 50;

const ID = /^[1-9]\d{0,8}$/;

/**
 * The ids of a comma-separated list ("3,7,12"), without repeats; null when any part is not a positive
 * integer or there are more than MAX_FAVOURITES. An empty list is valid.
 */
export function parseIdList(text: string): number[] | null {
  if (text.trim() === "") return [];
  const parts = text.split(",").map((part) => part.trim());
  if (parts.length > MAX_FAVOURITES || !parts.every((part) => ID.test(part))) return null;
  return [...new Set(parts.map(Number))];
}

/** The ids kept in local storage (a JSON array); anything else there counts as none. */
export function parseStoredIds(raw: string | null, max = MAX_FAVOURITES): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const ids = value.filter((id): id is number => Number.isSafeInteger(id) && id > 0 && id < 1e9);
    return [...new Set(ids)].slice(-max);
  } catch {
    return [];
  }
}

/** The list with the id added (last) or removed; the oldest give way past `max`. */
export function toggleId(ids: readonly number[], id: number, max = MAX_FAVOURITES): number[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id].slice(-max);
}

/** Both lists, the kept ones first. */
export function mergeIds(kept: readonly number[], added: readonly number[], max = MAX_FAVOURITES): number[] {
  return [...new Set([...kept, ...added])].slice(-max);
}
