import { useSyncExternalStore } from "react";
import { COMPARE_MAX } from "./compare";
import { MAX_FAVOURITES, mergeIds, parseStoredIds, toggleId } from "./ids";

// The favourites and the properties chosen for comparison live in this browser's local storage only: no
// cookie, nothing sent to the server. Every reader of a list (the hearts and the header's count, the
// cards' compare choices and the favourites page) reads its one key; a change in another tab arrives as
// a `storage` event, one in this page as our own event.

function listStore(key: string, max: number) {
  const changed = `${key}-changed`;

  function subscribe(onChange: () => void): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) onChange();
    };
    window.addEventListener("storage", onStorage);
    window.addEventListener(changed, onChange);
    return () => {
      window.removeEventListener("storage", onStorage);
      window.removeEventListener(changed, onChange);
    };
  }

  function readRaw(): string {
    try {
      return localStorage.getItem(key) ?? "";
    } catch {
      return "";
    }
  }

  function write(ids: number[]): void {
    try {
      localStorage.setItem(key, JSON.stringify(ids));
    } catch {
      // Storage refused (a private window's quota): the choice cannot stay.
    }
    window.dispatchEvent(new Event(changed));
  }

  const stored = () => parseStoredIds(readRaw(), max);
  return {
    /**
     * The stored list as its raw text: a string compares by value, so React re-renders only on a change.
     * Empty while the server draws the page and during hydration, as in a browser that keeps nothing: only
     * a visitor who keeps something has the page redrawn at once after hydration.
     */
    useRaw: (): string => useSyncExternalStore(subscribe, readRaw, () => ""),
    ids: (raw: string): number[] => parseStoredIds(raw, max),
    toggle: (id: number): void => write(toggleId(stored(), id, max)),
    keep: (ids: readonly number[]): void => write(mergeIds(stored(), ids, max)),
    clear: (): void => write([]),
  };
}

/** The hearts: the oldest favourite gives way past MAX_FAVOURITES. */
export const favourites = listStore("atrium-favourites", MAX_FAVOURITES);

/** The properties chosen for comparison, from the cards' menus and the favourites page (at most COMPARE_MAX). */
export const comparison = listStore("atrium-compare", COMPARE_MAX);
