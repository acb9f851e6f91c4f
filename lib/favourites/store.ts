import { useSyncExternalStore } from "react";
import { mergeIds, parseStoredIds, toggleId } from "./ids";

// The favourites live in this browser's local storage only: no cookie, nothing sent to the server.
// Every heart, the header's count and the favourites page read the one key; a change in another tab
// arrives as a `storage` event, one in this page as our own event.

const KEY = "atrium-favourites";
const CHANGED = "atrium-favourites-changed";

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CHANGED, onChange);
  };
}

function readRaw(): string {
  try {
    return localStorage.getItem(KEY) ?? "";
  } catch {
    return "";
  }
}

function write(ids: number[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(ids));
  } catch {
    // Storage refused (a private window's quota): the heart cannot stay pressed.
  }
  window.dispatchEvent(new Event(CHANGED));
}

/**
 * The stored list as its raw text: a string compares by value, so React re-renders only on a change.
 * Null while the server draws the page and during hydration: nothing is known to be saved yet.
 */
export function useStoredFavourites(): string | null {
  return useSyncExternalStore(subscribe, readRaw, () => null);
}

export const favouriteIds = (raw: string | null): number[] => parseStoredIds(raw);

export function toggleFavourite(id: number): void {
  write(toggleId(parseStoredIds(readRaw()), id));
}

export function keepFavourites(ids: readonly number[]): void {
  write(mergeIds(parseStoredIds(readRaw()), ids));
}
