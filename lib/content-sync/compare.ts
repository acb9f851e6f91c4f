import type { StoredPhoto, SyncSource } from "@/lib/types/content-sync";

// How the sync tells a record the site holds from the one the source gives: each value compared as the site
// shows it, so a record the source did not change is left alone (and no cache expires for it).

/** A value as compared: a decimal as its number, a date as its ISO time, a list as its JSON, nothing as null. */
export function plain(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === "object" && "toNumber" in value) return (value as { toNumber(): number }).toNumber();
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return JSON.stringify(value);
  return value;
}

/** The keys of `wanted` whose values differ from `current`'s. */
export function differing(current: object, wanted: object): string[] {
  const had = current as Record<string, unknown>;
  return Object.entries(wanted)
    .filter(([key, value]) => plain(had[key]) !== plain(value))
    .map(([key]) => key);
}

/** A row as JSON compares it: its own fields in a fixed order, numbers and dates as the source gives them. */
export function rowOf<K extends string>(row: Record<K, unknown>, keys: readonly K[]): unknown[] {
  return keys.map((key) => plain(row[key]));
}

export function samePhotos(
  current: Array<{ url: string; width: number; height: number }>,
  wanted: StoredPhoto[],
): boolean {
  return (
    current.length === wanted.length &&
    current.every((p, i) => p.url === wanted[i]!.url && p.width === wanted[i]!.width && p.height === wanted[i]!.height)
  );
}

/** The lists of a listing as compared: what it has and what the source names (null: not named, kept). */
export type ListPairs<L extends string> = Partial<Record<L, { had: unknown[]; wanted: unknown[] | null }>>;

/**
 * What of a listing differs from what the source says: its columns, its texts, its photos, and the lists a
 * file's `Site:` block names (documents, units, constructions), each compared as the site shows them.
 * `photos` null: none could be had, so the listing keeps its own.
 */
export function changesOf<L extends string>(
  current: { translations: Array<{ locale: string }>; photos: Array<{ url: string; width: number; height: number }> },
  columns: object,
  translations: Array<{ locale: string }>,
  photos: StoredPhoto[] | null,
  lists: ListPairs<L> = {},
) {
  const had = new Map(current.translations.map((t) => [t.locale, t]));
  const columnsChanged = differing(current, columns).length > 0;
  const textsChanged = translations.some((t) => {
    const text = had.get(t.locale);
    return !text || differing(text, t).length > 0;
  });
  const photosChanged = photos !== null && !samePhotos(current.photos, photos);
  const listsChanged = new Set(
    (Object.entries(lists) as Array<[L, { had: unknown[]; wanted: unknown[] | null }]>)
      .filter(([, { had, wanted }]) => wanted !== null && JSON.stringify(had) !== JSON.stringify(wanted))
      .map(([name]) => name),
  );
  return {
    textsChanged,
    photosChanged,
    listsChanged,
    anyChanged: columnsChanged || textsChanged || photosChanged || listsChanged.size > 0,
  };
}

/** A record whose id another source (or the site itself) already holds is refused, never taken over. */
export function fromOtherSource(sourceId: number, current: { source: string | null } | null, source: SyncSource) {
  if (!current || current.source === source) return null;
  return {
    outcome: "refused" as const,
    problem: { field: "ID", problem: `${sourceId} already comes from the ${current.source ?? "site"}` },
  };
}
