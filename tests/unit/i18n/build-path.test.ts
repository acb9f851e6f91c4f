import { describe, expect, it } from "vitest";
import { buildPath } from "@/lib/i18n/build-path";
import { locales } from "@/lib/i18n/locales";
import { createNavigation } from "next-intl/navigation";
import { pathnames, type RouteKey } from "@/lib/i18n/paths";
import { routing } from "@/lib/i18n/routing";

// buildPath writes every path of the site (links, metadata, mails, the sitemap) without next-intl's
// navigation, while next-intl's proxy reads the same table to serve them: it must give the very path
// next-intl would, for every route and language, with the trailing slash every path has.
const { getPathname } = createNavigation(routing);

function sampleParams(template: string): Record<string, string> {
  const names = [...template.matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g)].map((m) => m[1]!);
  return Object.fromEntries(names.map((name) => [name, name === "id" ? "4101" : `été-${name}`]));
}

describe("buildPath", () => {
  for (const key of Object.keys(pathnames) as RouteKey[]) {
    it(`gives next-intl's path for ${key} in every language`, () => {
      for (const locale of locales) {
        const entry = pathnames[key] as string | Record<string, string>;
        const params = sampleParams(typeof entry === "string" ? entry : entry[locale]!);
        const expected = getPathname({ locale, href: { pathname: key, params } as never });
        expect(buildPath(key, locale, params)).toBe(expected.endsWith("/") ? expected : `${expected}/`);
      }
    });
  }

  it("leaves a parameter it is not given as its placeholder, as next-intl's production build does", () => {
    expect(buildPath("/property/[id]", "fr")).toBe("/fr/property/[id]/");
  });

  it("ends every path with a slash, a language's home too", () => {
    expect(buildPath("/", "nl")).toBe("/nl/");
    expect(buildPath("/login/new-password", "nl")).toBe("/nl/login/nieuw-wachtwoord/");
  });
});
