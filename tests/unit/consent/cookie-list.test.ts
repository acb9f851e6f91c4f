import { describe, expect, it } from "vitest";
import { clearPatterns, cookieList, lifetimeOfDays, lifetimeValues } from "@/lib/consent/cookie-list";
import { integrationOrigins, matomoUrls } from "@/lib/consent/third-party";
import { CONSENT_CATEGORIES } from "@/lib/domain";
import en from "@/messages/en.json";

const list = cookieList({ localeCookieDays: 365, consentDays: 182 });

describe("the cookie list", () => {
  it("names each cookie once, with a category of the spec", () => {
    const names = list.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const cookie of list) expect(CONSENT_CATEGORIES).toContain(cookie.category);
  });

  it("keeps the language cookie and the consent record functional, with their configured lifetimes", () => {
    expect(list.find((c) => c.name === "NEXT_LOCALE")).toMatchObject({
      category: "functional",
      lifetime: { unit: "year", count: 1 },
    });
    expect(list.find((c) => c.name === "consent")).toMatchObject({
      category: "functional",
      lifetime: { unit: "month", count: 6 },
    });
    expect(list.filter((c) => c.name.startsWith("consent_")).map((c) => c.name)).toEqual([
      "consent_analytical",
      "consent_marketing",
      "consent_social_media",
      "consent_unclassified",
    ]);
  });

  it("lists the cookie that holds a mailed link's token, functional and for 20 minutes", () => {
    expect(list.find((c) => c.name === "mailed-link")).toMatchObject({
      category: "functional",
      provider: "site",
      lifetime: { unit: "minute", count: 20 },
    });
  });

  it("never clears a functional cookie, and clears the analytics and pixel cookies of their category", () => {
    expect(clearPatterns(list, "functional")).toEqual([]);
    const analytical = clearPatterns(list, "analytical");
    for (const name of ["_ga", "_ga_ABC123", "_pk_id.1.abcd", "_pk_ses.1.abcd"]) {
      expect(
        analytical.some((p) => p.test(name)),
        name,
      ).toBe(true);
    }
    expect(analytical.some((p) => p.test("NEXT_LOCALE") || p.test("consent_analytical"))).toBe(false);
    const marketing = clearPatterns(list, "marketing");
    expect(["_fbp", "_fbc"].every((name) => marketing.some((p) => p.test(name)))).toBe(true);
  });

  it("has a purpose and a provider message for every entry", () => {
    for (const cookie of list) {
      expect(en.Consent.purposes[cookie.purpose], cookie.purpose).toBeTruthy();
      expect(en.Consent.providers[cookie.provider], cookie.provider).toBeTruthy();
    }
  });
});

describe("lifetimeOfDays", () => {
  it.each([
    [365, { unit: "year", count: 1 }],
    [730, { unit: "year", count: 2 }],
    [182, { unit: "month", count: 6 }],
    [183, { unit: "month", count: 6 }],
    [30, { unit: "month", count: 1 }],
    [395, { unit: "month", count: 13 }],
    [1, { unit: "day", count: 1 }],
    [10, { unit: "day", count: 10 }],
  ])("%i days read as %j", (days, lifetime) => {
    expect(lifetimeOfDays(days)).toEqual(lifetime);
  });

  it("gives the message a unit and a count, 'provider' when the provider decides", () => {
    expect(lifetimeValues({ unit: "provider" })).toEqual({ unit: "provider", count: 0 });
    expect(lifetimeValues({ unit: "minute", count: 30 })).toEqual({ unit: "minute", count: 30 });
  });
});

describe("third-party addresses", () => {
  it("derives Matomo's script and tracker from its address, with or without a final slash", () => {
    expect(matomoUrls("https://stats.example.be")).toEqual({
      script: "https://stats.example.be/matomo.js",
      tracker: "https://stats.example.be/matomo.php",
    });
    expect(matomoUrls("https://stats.example.be/m/").script).toBe("https://stats.example.be/m/matomo.js");
  });

  it("lists the origins of the configured integrations only", () => {
    expect(integrationOrigins({})).toEqual([]);
    expect(
      integrationOrigins({
        googleTag: { id: "G-1", script: "https://www.googletagmanager.com/gtag/js" },
        metaPixel: { id: "1", script: "https://connect.facebook.net/en_US/fbevents.js" },
      }),
    ).toEqual(["https://www.googletagmanager.com", "https://connect.facebook.net"]);
  });
});
