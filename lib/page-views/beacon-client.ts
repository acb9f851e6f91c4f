import { viewBeaconPath } from "./beacon-route.mjs";

// The browser's half of page-view counting (the server's half: lib/page-views/beacon-server.ts, answered by
// server.mjs before Next). A page Chrome prerenders on speculation runs its scripts unseen: its view is
// sent only once the visitor actually opens it.

type Page = Pick<Document, "addEventListener" | "removeEventListener"> & { prerendering?: boolean };

/** Sends the view now, or when a prerendered page is shown; returns the cleanup for an effect. */
export function sendViewBeacon(page: Page, browser: Pick<Navigator, "sendBeacon">, propertyId: number) {
  const send = () => void browser.sendBeacon(viewBeaconPath(propertyId));
  if (!page.prerendering) {
    send();
    return undefined;
  }
  page.addEventListener("prerenderingchange", send, { once: true });
  return () => page.removeEventListener("prerenderingchange", send);
}
