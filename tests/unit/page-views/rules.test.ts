import { describe, expect, it } from "vitest";
import { countsAsView, daySalt, visitorKey } from "@/lib/page-views/rules";

// Which view beacons of a property page count as a view, and the cookie-free visitor key that makes a
// person count once a day. The database side (one count per key and day) is in
// tests/integration/page-views/page-views.test.ts.

const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
// What a browser sends with a beacon from the site's own page.
const sameOrigin = { "sec-fetch-site": "same-origin" };
const request = (headers: Record<string, string>, address: string | null = "203.0.113.7", method = "POST") => ({
  method,
  address,
  headers: new Headers({ ...sameOrigin, ...headers }),
});

describe("countsAsView", () => {
  it("counts a person's browser showing the page, which posts the beacon from the site itself", () => {
    expect(countsAsView(request({ "user-agent": chrome }))).toBe(true);
  });

  it.each(["cross-site", "same-site", "none", "SAME-ORIGIN", ""])(
    "does not count a beacon another page or a tool sent (Sec-Fetch-Site: %s)",
    (site) => {
      expect(countsAsView(request({ "user-agent": chrome, "sec-fetch-site": site }))).toBe(false);
    },
  );

  it("does not count a beacon without Sec-Fetch-Site, which no supported browser leaves out", () => {
    const { method, address } = request({});
    expect(countsAsView({ method, address, headers: new Headers({ "user-agent": chrome }) })).toBe(false);
  });

  it.each([
    ["Googlebot", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"],
    ["Bingbot", "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)"],
    ["curl", "curl/8.5.0"],
    ["a headless browser", "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/130.0.0.0 Safari/537.36"],
  ])("does not count %s", (_, agent) => {
    expect(countsAsView(request({ "user-agent": agent }))).toBe(false);
  });

  it.each([
    ["Next's router prefetch", { "next-router-prefetch": "1" }],
    ["a Purpose: prefetch link", { purpose: "prefetch" }],
    ["Chrome's Sec-Purpose: prefetch", { "sec-purpose": "prefetch" }],
    ["Chrome's speculative prerender", { "sec-purpose": "prefetch;prerender" }],
  ])("does not count %s", (_, headers) => {
    expect(countsAsView(request({ "user-agent": chrome, ...headers }))).toBe(false);
  });

  it("does not count without a client address, without a user agent, or for a request other than POST", () => {
    expect(countsAsView(request({ "user-agent": chrome }, null))).toBe(false);
    expect(countsAsView(request({}))).toBe(false);
    expect(countsAsView(request({ "user-agent": chrome }, "203.0.113.7", "GET"))).toBe(false);
    expect(countsAsView(request({ "user-agent": chrome }, "203.0.113.7", "HEAD"))).toBe(false);
  });
});

describe("visitorKey", () => {
  const secret = "s".repeat(32);
  const key = (day: string, address = "203.0.113.7", property = 12) => visitorKey(secret, day, address, property);

  it("is the same for one visitor, property and day: the second view that day finds it", () => {
    expect(key("2026-11-23")).toBe(key("2026-11-23"));
  });

  it("changes the next day, for another property or another address", () => {
    const first = key("2026-11-23");
    expect(key("2026-11-24")).not.toBe(first);
    expect(key("2026-11-23", "203.0.113.7", 13)).not.toBe(first);
    expect(key("2026-11-23", "203.0.113.8")).not.toBe(first);
  });

  it("is one key for a whole IPv6 /64, and for an IPv4 address however it is written", () => {
    expect(key("2026-11-23", "2001:db8:aa:bb::1")).toBe(key("2026-11-23", "2001:db8:aa:bb:ffff:1:2:3"));
    expect(key("2026-11-23", "2001:db8:aa:bc::1")).not.toBe(key("2026-11-23", "2001:db8:aa:bb::1"));
    expect(key("2026-11-23", "::ffff:203.0.113.7")).toBe(key("2026-11-23"));
  });

  it("does not reveal the address, and depends on the secret", () => {
    const k = key("2026-11-23");
    expect(k).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(k).not.toContain("203");
    expect(visitorKey("t".repeat(32), "2026-11-23", "203.0.113.7", 12)).not.toBe(k);
    expect(daySalt(secret, "2026-11-23").equals(daySalt(secret, "2026-11-24"))).toBe(false);
  });
});
