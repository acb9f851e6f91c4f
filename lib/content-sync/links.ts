import type { Transaction } from "@/lib/db/database";
import { siteIdOf } from "@/lib/db/source-ids";
import type { Unlinked } from "./outcome";

/**
 * The site's id of a member of staff, project or owner by the source's id. One sync asks for the same
 * few again and again (every listing names its manager), so an id found is kept for the rest of the sync;
 * one not found is asked again, since the sync may write it in between.
 */
export function linkedIds() {
  const found = new Map<string, number>();
  return async (kind: Unlinked["kind"], sourceId: number, tx: Transaction): Promise<number | null> => {
    const key = `${kind}:${sourceId}`;
    const known = found.get(key);
    if (known !== undefined) return known;
    const id = await siteIdOf(kind, sourceId, tx);
    if (id !== null) found.set(key, id);
    return id;
  };
}
export type LinkedIds = ReturnType<typeof linkedIds>;

/** The site's id of what a record names, null (and noted in `unlinked`) when the site does not know it. */
export async function linkedId(
  links: LinkedIds,
  kind: Unlinked["kind"],
  sourceId: number | null,
  unlinked: Unlinked[],
  tx: Transaction,
): Promise<number | null> {
  if (sourceId === null) return null;
  const id = await links(kind, sourceId, tx);
  if (id === null) unlinked.push({ kind, sourceId });
  return id;
}
