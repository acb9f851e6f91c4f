import { describe, expect, it, vi } from "vitest";
import { sendViewBeacon } from "@/lib/page-views/beacon-client";
import { viewBeaconPath } from "@/lib/page-views/beacon-route.mjs";

// The browser's half of counting a view: the beacon goes once the page is shown, and a page prerendered
// on speculation (its scripts run unseen) sends it only when the visitor opens it, or never.

function page(prerendering: boolean) {
  const target = new EventTarget();
  return Object.assign(target, { prerendering });
}

describe("sendViewBeacon", () => {
  it("sends one beacon to the property's address when the page is shown", () => {
    const browser = { sendBeacon: vi.fn(() => true) };
    sendViewBeacon(page(false), browser, 42);
    expect(browser.sendBeacon.mock.calls).toEqual([["/api/views/42/"]]);
  });

  it("waits while the page is prerendered, and sends when it is shown", () => {
    const browser = { sendBeacon: vi.fn(() => true) };
    const prerendered = page(true);
    sendViewBeacon(prerendered, browser, 42);
    expect(browser.sendBeacon).not.toHaveBeenCalled();
    prerendered.dispatchEvent(new Event("prerenderingchange"));
    prerendered.dispatchEvent(new Event("prerenderingchange"));
    expect(browser.sendBeacon.mock.calls).toEqual([[viewBeaconPath(42)]]);
  });

  it("sends nothing for a prerendered page that is left before it is shown", () => {
    const browser = { sendBeacon: vi.fn(() => true) };
    const prerendered = page(true);
    const cleanup = sendViewBeacon(prerendered, browser, 42);
    cleanup?.();
    prerendered.dispatchEvent(new Event("prerenderingchange"));
    expect(browser.sendBeacon).not.toHaveBeenCalled();
  });
});
