"use client";

import { comparison } from "@/lib/favourites/store";

/** On a card chosen for comparison, a tick and words over its photo (the card's frame changes too, in CSS). */
export function CompareMark({ id, chosen }: { id: number; chosen: string }) {
  const inIt = comparison.ids(comparison.useRaw()).includes(id);
  return inIt ? (
    <p className="compare-mark" data-compare-mark>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M4.5 12.5l5 5 10-11" />
      </svg>
      {chosen}
    </p>
  ) : null;
}
