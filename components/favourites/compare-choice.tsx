"use client";

import { useEffect, useRef, useState } from "react";
import { COMPARE_MIN } from "@/lib/favourites/compare";
import { comparison } from "@/lib/favourites/store";

/**
 * A card menu's panel with the comparison choice: the property in or out of the comparison, and once two are
 * chosen a link to the compare page. Its words come from the server; "#" in `compareNow` is the count. The
 * panel is drawn when its menu (a <details>) first opens, so that a list of cards carries none of it until
 * then, and it needs the script anyway. The menu also closes on Escape, giving the focus back to its button,
 * and on a press outside it.
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
  const chosen = comparison.ids(comparison.useRaw());
  const inIt = chosen.includes(id);
  const [opened, setOpened] = useState(false);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const menu = panel.current?.closest("details");
    if (!menu) return;
    const close = (focus: boolean) => {
      menu.open = false;
      if (focus) menu.querySelector("summary")?.focus();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && menu.open) close(true);
    };
    const onPress = (event: PointerEvent) => {
      if (!menu.contains(event.target as Node)) close(false);
    };
    // Only an open menu listens for presses elsewhere on the page.
    const onToggle = () => {
      if (menu.open) {
        setOpened(true);
        document.addEventListener("pointerdown", onPress);
      } else {
        document.removeEventListener("pointerdown", onPress);
      }
    };
    menu.addEventListener("keydown", onKey);
    menu.addEventListener("toggle", onToggle);
    // Opened before the script ran.
    onToggle();
    return () => {
      menu.removeEventListener("keydown", onKey);
      menu.removeEventListener("toggle", onToggle);
      document.removeEventListener("pointerdown", onPress);
    };
  }, []);

  return (
    <div ref={panel} className="card-menu-panel">
      {opened && (
        <>
          <button
            type="button"
            className="card-menu-item"
            aria-pressed={inIt}
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
        </>
      )}
    </div>
  );
}
