"use client";

import { useSyncExternalStore, type ButtonHTMLAttributes } from "react";

const noSubscription = () => () => {};

/** False while the server draws the page, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A button whose action needs the page's script (open the lightbox, sort a table, copy a link). It is
 * disabled until the script runs, so a click made before then (a slow phone) is not silently lost;
 * without JavaScript it stays disabled, as it could do nothing.
 */
export function ScriptButton({ disabled, type = "button", ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const hydrated = useHydrated();
  return <button type={type} {...props} disabled={!hydrated || disabled} />;
}
