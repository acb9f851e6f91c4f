"use client";

import { useHydrated } from "@/components/layout/script-button";
import { favourites } from "@/lib/favourites/store";

/**
 * The heart that keeps a property in this browser's favourites. Its names come from the server (no
 * messages in the browser); disabled until the script runs, like every ScriptButton.
 */
export function FavouriteButton({
  id,
  save,
  remove,
  className = "favourite-button",
}: {
  id: number;
  save: string;
  remove: string;
  className?: string;
}) {
  const saved = favourites.ids(favourites.useRaw()).includes(id);
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className={className}
      aria-pressed={saved}
      aria-label={saved ? remove : save}
      title={saved ? remove : save}
      disabled={!hydrated}
      onClick={() => favourites.toggle(id)}
      data-favourite={id}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.9 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.4 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
      </svg>
    </button>
  );
}
