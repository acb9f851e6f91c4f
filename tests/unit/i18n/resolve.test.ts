import { describe, expect, it } from "vitest";
import { locales } from "@/lib/i18n/locales";
import { routes, type RouteKey } from "@/lib/i18n/paths";
import { buildPath } from "@/lib/i18n/build-path";
import { internalPath, localizedPath, matchRoute } from "@/lib/i18n/resolve";

describe("the localized path table (spec §2)", () => {
  it.each([
    ["/", "/en/", "/nl/", "/fr/", "/de/"],
    ["/for-sale", "/en/for-sale/", "/nl/te-koop/", "/fr/a-vendre/", "/de/zu-verkaufen/"],
    ["/for-rent", "/en/for-rent/", "/nl/te-huur/", "/fr/a-louer/", "/de/zu-vermieten/"],
    ["/projects", "/en/projects/", "/nl/projecten/", "/fr/projets/", "/de/projekte/"],
    ["/contact", "/en/contact/", "/nl/contact/", "/fr/contact/", "/de/kontakt/"],
    [
      "/free-valuation",
      "/en/free-valuation/",
      "/nl/gratis-schatting/",
      "/fr/estimation-gratuite/",
      "/de/kostenlose-bewertung/",
    ],
    ["/keep-me-informed", "/en/keep-me-informed/", "/nl/inschrijving/", "/fr/inscription/", "/de/anmeldung/"],
    ["/login", "/en/login/", "/nl/login/", "/fr/login/", "/de/login/"],
  ] as const)("%s is %s, %s, %s, %s", (key, en, nl, fr, de) => {
    expect([buildPath(key, "en"), buildPath(key, "nl"), buildPath(key, "fr"), buildPath(key, "de")]).toEqual([
      en,
      nl,
      fr,
      de,
    ]);
  });

  it("builds the property detail path of spec §2", () => {
    expect(buildPath("/for-sale/[city]/[slug]/[id]", "fr", { city: "uccle", slug: "villa-4-chambres", id: 123 })).toBe(
      "/fr/a-vendre/uccle/villa-4-chambres/123/",
    );
    expect(buildPath("/for-rent/[city]/[slug]/[id]", "nl", { city: "gent", slug: "loft", id: 7 })).toBe(
      "/nl/te-huur/gent/loft/7/",
    );
  });

  it("gives every page of spec §2 a path in all four languages, each ending with a slash", () => {
    for (const key of Object.keys(routes) as RouteKey[]) {
      for (const locale of locales) {
        const path = buildPath(key, locale, { city: "c", slug: "s", id: 1 });
        expect(path).toMatch(new RegExp(`^/${locale}/(.+/)?$`));
      }
    }
    const originals = Object.values(routes).map((r) => r.original);
    for (const original of [
      "/Disclaimer/",
      "/Cookie-policy/",
      "/Privacy/",
      "/Gestion/",
      "/L'agence/",
      "/L'agence/Mentions-légales/",
      "/Blog/",
      "/Estimer-mon-bien-en-ligne/",
      "/feedback/contact-me/",
      "/feedback/contact-appointment/",
      "/feedback/contact-construction/",
      "/feedback/contact-demand/",
      "/feedback/demand-register/",
      "/feedback/send-to-friend/",
      "/feedback/site-contact/",
      "/feedback/sign-newsletter/",
      "/feedback/testing-testing/",
      "/feedback/contact-demand-small/",
    ]) {
      expect(originals).toContain(original);
    }
  });

  it("names only existing entries as breadcrumb parents", () => {
    for (const entry of Object.values(routes) as { parent?: string }[]) {
      if (entry.parent) expect(Object.keys(routes)).toContain(entry.parent);
    }
  });

  it("keeps localized paths unique within a language", () => {
    for (const locale of locales) {
      const paths = Object.values(routes).map((r) => r.paths[locale]);
      expect(new Set(paths).size).toBe(paths.length);
    }
  });
});

describe("localizedPath: the same page in another language", () => {
  it.each([
    ["/fr/a-vendre/", "nl", "/nl/te-koop/"],
    ["/nl/te-huur", "de", "/de/zu-vermieten/"],
    ["/fr/avertissement/", "en", "/en/disclaimer/"],
    ["/de/die-agentur/impressum/", "fr", "/fr/l-agence/mentions-legales/"],
    ["/fr/a-vendre/uccle/villa/12/", "nl", "/nl/te-koop/uccle/villa/12/"],
    ["/fr/merci/estimation-gratuite/", "en", "/en/thank-you/free-valuation/"],
    ["/fr/a-vendre/?page=2", "en", "/en/for-sale/"],
    ["/property/12/", "nl", "/nl/property/12/"],
  ] as const)("%s in %s is %s", (path, locale, expected) => {
    expect(localizedPath(path, locale)).toBe(expected);
  });

  it.each([
    ["/Disclaimer/", "fr", "/fr/avertissement/"],
    ["/disclaimer/", "de", "/de/haftungsausschluss/"],
    ["/contact-demand/", "fr", "/fr/estimation-gratuite/"],
    ["/demand-register/", "fr", "/fr/inscription/"],
    ["/L'agence/Mentions-l%C3%A9gales/", "en", "/en/the-agency/legal-notice/"],
    ["/Estimer-mon-bien-en-ligne/", "nl", "/nl/online-schatting/"],
  ] as const)("reads the original path %s (%s → %s)", (path, locale, expected) => {
    expect(localizedPath(path, locale)).toBe(expected);
  });

  it("falls back to the first entry whose original path ends with a bare for-sale or for-rent segment", () => {
    expect(localizedPath("/old-site/for-sale/", "nl")).toBe("/nl/te-koop/");
    expect(localizedPath("/whatever/for-rent", "fr")).toBe("/fr/a-louer/");
  });

  it("returns that language's home when nothing matches", () => {
    expect(localizedPath("/nl/bestaat-niet/", "fr")).toBe("/fr/");
    expect(matchRoute("/%E0%A4%A")).toBeNull();
    // A malformed escape inside a route's shape is no match either (Next would answer it with a 500).
    expect(matchRoute("/fr/a-vendre/ixelles/%E0%A4%A/1/")).toBeNull();
    expect(localizedPath("/fr/a-vendre/ixelles/%E0%A4%A/1/", "nl")).toBe("/nl/");
  });

  it("matches no route when a segment holds a control character or is too long for any record", () => {
    expect(matchRoute("/fr/blog/%00/")).toBeNull();
    expect(matchRoute("/en/team/a%07b/")).toBeNull();
    expect(matchRoute("/fr/a-vendre/ixelles/%C2%9B/1/")).toBeNull();
    expect(matchRoute(`/fr/blog/${"x".repeat(201)}/`)).toBeNull();
    expect(matchRoute(`/fr/blog/${"x".repeat(200)}/`)?.key).toBe("/blog/[slug]");
  });
});

describe("internalPath: what next-intl's pathnames call a matched path", () => {
  it.each([
    ["/Disclaimer/", "/disclaimer/"],
    ["/contact-demand/", "/free-valuation/"],
    ["/property/12/", "/property/12/"],
    ["/fr/a-vendre/uccle/villa/3/", "/for-sale/uccle/villa/3/"],
    ["/", "/"],
  ])("%s → %s", (path, expected) => {
    expect(internalPath(matchRoute(path)!)).toBe(expected);
  });
});
