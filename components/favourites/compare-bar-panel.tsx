"use client";

import { useId } from "react";
import { COMPARE_MIN } from "@/lib/favourites/compare";
import { comparison } from "@/lib/favourites/store";

export type CompareBarWords = { label: string; clear: string; hint: string; counts: string[] };

/** The bar while at least one property is chosen: a way to the compare page, and one to empty the choice. */
export function CompareBarView({
  chosen,
  comparePath,
  words,
  onClear,
}: {
  chosen: readonly number[];
  comparePath: string;
  words: CompareBarWords;
  onClear: () => void;
}) {
  const hint = useId();
  if (chosen.length === 0) return null;
  const ready = chosen.length >= COMPARE_MIN;
  return (
    <section aria-label={words.label} className="compare-bar" data-compare-bar>
      <form action={comparePath} method="get" className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <input type="hidden" name="ids" value={chosen.join(",")} />
        <button type="submit" className="compare-bar-go" disabled={!ready} aria-describedby={ready ? undefined : hint}>
          {words.counts[chosen.length] ?? words.counts.at(-1)}
        </button>
        <button type="button" className="compare-bar-clear" onClick={onClear}>
          {words.clear}
        </button>
        {!ready && (
          <p id={hint} className="w-full text-sm text-slate-700">
            {words.hint}
          </p>
        )}
      </form>
    </section>
  );
}

/** The bar of the comparison kept in this browser (lib/favourites/store.ts): nothing until a property is chosen. */
export function CompareBarPanel({ comparePath, words }: { comparePath: string; words: CompareBarWords }) {
  const chosen = comparison.ids(comparison.useRaw());
  return <CompareBarView chosen={chosen} comparePath={comparePath} words={words} onClear={comparison.clear} />;
}
