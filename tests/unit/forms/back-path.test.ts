import { describe, expect, it } from "vitest";
import { FROM_PARAMETER, propertyBackPath, thanksAddress } from "@/lib/forms/back-path";
import { buildPath } from "@/lib/i18n/build-path";
import { locales, type Locale } from "@/lib/i18n/locales";
import { propertyPath } from "@/lib/i18n/property-path";

// Issue 44: the thank-you page links back to the property its form was sent from, and to nothing else.

const sections = (locale: Locale) => [buildPath("/for-sale", locale), buildPath("/for-rent", locale)];
const sale = { id: 2003, goal: 0, citySlug: "woluwe-saint-pierre", slug: "villa-4-chambres-avec-piscine" };
const rent = { id: 17, goal: 1, citySlug: "gent", slug: "appartement-2-slaapkamers" };

describe("propertyBackPath", () => {
  it.each(locales)("accepts a property page of its language, for sale or for rent (%s)", (locale) => {
    for (const property of [sale, rent]) {
      const path = propertyPath(property, locale);
      expect(propertyBackPath(path, sections(locale))).toBe(path);
    }
  });

  it("refuses a property page of another language", () => {
    expect(propertyBackPath(propertyPath(sale, "nl"), sections("fr"))).toBeNull();
  });

  it.each([
    null,
    "",
    "https://evil.example/fr/a-vendre/x/y/1/",
    "//evil.example/fr/a-vendre/x/y/1/",
    "/\\evil.example/fr/a-vendre/x/y/1/",
    "javascript:alert(1)//fr/a-vendre/x/y/1/",
    "/fr/a-vendre/x/y/1/\\evil.example",
    "/fr/a-vendre/x/y/1/?next=//evil.example",
    "/fr/a-vendre/x/y/1/#top",
    "/fr/a-vendre/x/y/1",
    "/fr/a-vendre/x/y/0/",
    "/fr/a-vendre/x/y/abc/",
    "/fr/a-vendre/x/../../contact/1/",
    "/fr/a-vendre/x/y/1//evil.example/",
    "/fr/a-vendre/X/y/1/",
    "/fr/a-vendre/x/y%2F/1/",
    "/fr/a-vendre/",
    "/fr/a-vendre/bruxelles/",
    "/fr/contact/",
    "/fr/a-vendre/x/-y/1/",
    "/fr/a-vendre/x/y/1/\n",
    ` /fr/a-vendre/x/y/1/`,
    `/fr/a-vendre/${"x".repeat(300)}/y/1/`,
  ])("refuses %j", (value) => {
    expect(propertyBackPath(value, sections("fr"))).toBeNull();
  });

  it("refuses everything when it is given no section, or one that is not a path of the site", () => {
    expect(propertyBackPath("/fr/a-vendre/x/y/1/", [])).toBeNull();
    expect(propertyBackPath("//fr/a-vendre/x/y/1/", ["//"])).toBeNull();
  });
});

describe("thanksAddress", () => {
  it("adds the property page as the from parameter, encoded, and nothing when there is none", () => {
    const thanks = buildPath("/feedback/watch", "fr");
    const path = propertyPath(sale, "fr");
    const address = new URL(thanksAddress(thanks, path), "https://atrium.test");
    expect(address.pathname).toBe(thanks);
    expect(address.searchParams.get(FROM_PARAMETER)).toBe(path);
    expect(thanksAddress(thanks, null)).toBe(thanks);
  });
});
