import { describe, it, expect } from "vitest";
import { belgianLocale, siteLocale } from "../../../lib/rules";

describe("siteLocale / belgianLocale", () => {
  it.each([
    ["en", "en", "en-BE"],
    ["nl", "nl", "nl-BE"],
    ["fr", "fr", "fr-BE"],
    ["de", "de", "de-BE"],
    ["nl-BE", "nl", "nl-BE"],
    ["FR_be", "fr", "fr-BE"],
    ["es", "en", "en-BE"],
    ["", "en", "en-BE"],
  ])("%j -> %s / %s", (locale, site, intl) => {
    expect(siteLocale(locale)).toBe(site);
    expect(belgianLocale(locale)).toBe(intl);
  });
});
