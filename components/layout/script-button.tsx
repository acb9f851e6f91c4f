"use client";

import { startTransition, useEffect, useState, type ButtonHTMLAttributes } from "react";

/**
 * False while the server draws the page and while React hydrates it; true from a transition right after.
 * Every control that waits for the script is then enabled in one render that yields to the browser. A store
 * whose browser value differs from the server's (useSyncExternalStore) is redrawn at once instead, in the
 * task that ends the hydration: on a phone, the page's longest task after the framework's own.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
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
