"use client";

import { useEffect, useRef } from "react";
import { COMPARE_MIN } from "@/lib/favourites/compare";
import { comparison } from "@/lib/favourites/store";

/**
 * A card menu's comparison choice: the property in or out of the comparison, and once two are chosen a link
 * to the compare page. Its words come from the server; "#" in `compareNow` is the count. The menu it sits in
 * (a <details>) also closes on Escape, giving the focus back to its button, and on a press outside it.
 */
export function CompareChoice({
  id,
  comparePath,
  words,
}: {
  id: number;
  comparePath: string;
  words: { add: string; remove: string; compareNow: string; hint: string };
}) {
  const raw = comparison.useRaw();
  const chosen = comparison.ids(raw);
  const inIt = chosen.includes(id);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const menu = root.current?.closest("details");
    if (!menu) return;
    const close = (focus: boolean) => {
      menu.open = false;
      if (focus) menu.querySelector("summary")?.focus();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && menu.open) close(true);
    };
    const onPress = (event: PointerEvent) => {
      if (menu.open && !menu.contains(event.target as Node)) close(false);
    };
    menu.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPress);
    return () => {
      menu.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPress);
    };
  }, []);

  return (
    <div ref={root} className="flex flex-col gap-2">
      <button
        type="button"
        className="card-menu-item"
        aria-pressed={inIt}
        disabled={raw === null}
        onClick={() => comparison.toggle(id)}
        data-compare-choice={id}
      >
        {inIt ? words.remove : words.add}
      </button>
      {chosen.length >= COMPARE_MIN && (
        <a className="card-menu-item underline" href={`${comparePath}?ids=${chosen.join(",")}`} data-compare-now>
          {words.compareNow.replace("#", String(chosen.length))}
        </a>
      )}
      <p className="px-3 text-sm text-slate-700">{words.hint}</p>
    </div>
  );
}
