import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import table from "@/lib/market/belgian-municipalities.json";
import {
  municipalityName,
  municipalityOf,
  resolveMunicipality,
  townKey,
  type ListingPlace,
} from "@/lib/market/municipality";

const belgian = (zip: string, city: string, municipalityCode: string | null = null): ListingPlace => ({
  zip,
  city,
  countryId: 10,
  municipalityCode,
});

describe("resolveMunicipality: the 19 Brussels communes", () => {
  it.each([
    ["1070", "Anderlecht", "21001", "postal-code"],
    ["1160", "Auderghem", "21002", "postal-code"],
    ["1082", "Berchem-Sainte-Agathe", "21003", "postal-code"],
    ["1000", "Bruxelles", "21004", "postal-code"],
    ["1020", "Laeken", "21004", "postal-code"],
    ["1120", "Neder-Over-Heembeek", "21004", "postal-code"],
    ["1130", "Haren", "21004", "postal-code"],
    ["1040", "Etterbeek", "21005", "town"],
    ["1040", "Bruxelles", "21004", "town"],
    ["1140", "Evere", "21006", "postal-code"],
    ["1190", "Vorst", "21007", "postal-code"],
    ["1083", "Ganshoren", "21008", "postal-code"],
    ["1050", "Ixelles", "21009", "town"],
    ["1050", "Elsene", "21009", "town"],
    ["1050", "Brussel", "21004", "town"],
    ["1090", "Jette", "21010", "postal-code"],
    ["1081", "Koekelberg", "21011", "postal-code"],
    ["1080", "Sint-Jans-Molenbeek", "21012", "postal-code"],
    ["1060", "Saint-Gilles", "21013", "town"],
    ["1060", "St Gilles", "21013", "town"],
    ["1060", "SINT-GILLIS", "21013", "town"],
    ["1210", "Saint-Josse-ten-Noode", "21014", "postal-code"],
    ["1030", "Schaarbeek", "21015", "postal-code"],
    ["1180", "Uccle", "21016", "postal-code"],
    ["1170", "Watermael-Boitsfort", "21017", "postal-code"],
    ["1200", "Woluwe-St-Lambert", "21018", "postal-code"],
    ["1150", "Sint-Pieters-Woluwe", "21019", "postal-code"],
  ])("%s %s -> %s (by %s)", (zip, city, nisCode, foundBy) => {
    expect(resolveMunicipality(belgian(zip, city))).toEqual({ found: true, nisCode, foundBy });
  });

  it("decides a postal code shared by two communes by the town, in any language or spelling", () => {
    for (const city of ["ixelles", "ELSENE", " Ixelles "]) {
      expect(resolveMunicipality(belgian("1050", city))).toMatchObject({ nisCode: "21009" });
    }
    expect(resolveMunicipality(belgian("1040", "Brussels"))).toMatchObject({ nisCode: "21004" });
  });

  it("leaves a town the postal code does not serve unresolved, naming the communes it does serve", () => {
    expect(resolveMunicipality(belgian("1040", "Schaerbeek"))).toEqual({
      found: false,
      reason: "unknown-town",
      zip: "1040",
      city: "Schaerbeek",
      candidates: ["21004", "21005"],
    });
    expect(resolveMunicipality(belgian("1050", ""))).toMatchObject({ found: false, reason: "unknown-town" });
  });
});

describe("resolveMunicipality: sub-municipalities, mergers and other countries", () => {
  it.each([
    ["3010", "Kessel-Lo", "24062"],
    ["3001", "Heverlee", "24062"],
    ["3000", "Leuven", "24062"],
    ["5100", "Jambes", "92094"],
    ["5100", "Namur", "92094"],
    ["6001", "Marcinelle", "52011"],
    ["4020", "Liège", "62063"],
    ["8000", "Brugge", "31005"],
    ["4700", "Eupen", "63023"],
    // Merged on 1 January 2025: the town's postal code now reaches the new municipality's code.
    ["2150", "Borsbeek", "11002"],
    ["3720", "Kortessem", "71072"],
    ["1540", "Herne", "23106"],
    ["9150", "Kruibeke", "46030"],
    ["8760", "Meulebeke", "37022"],
    ["6687", "Bertogne", "82039"],
  ])("%s %s -> %s", (zip, city, nisCode) => {
    expect(resolveMunicipality(belgian(zip, city))).toEqual({ found: true, nisCode, foundBy: "postal-code" });
  });

  it("reads the code a record names first, and calls a code that is no municipality a problem", () => {
    expect(resolveMunicipality(belgian("1050", "Ixelles", "24062"))).toEqual({
      found: true,
      nisCode: "24062",
      foundBy: "named",
    });
    expect(resolveMunicipality(belgian("1050", "Ixelles", "24999"))).toEqual({
      found: false,
      reason: "unknown-code",
      code: "24999",
    });
    // Borsbeek's code before it merged into Antwerp is no longer a municipality.
    expect(resolveMunicipality(belgian("2150", "Borsbeek", "11007"))).toMatchObject({ reason: "unknown-code" });
  });

  it("does not guess a postal code it does not know", () => {
    expect(resolveMunicipality(belgian("1999", "Bruxelles"))).toEqual({
      found: false,
      reason: "unknown-postal-code",
      zip: "1999",
    });
    expect(resolveMunicipality(belgian("", "Bruxelles"))).toMatchObject({ reason: "unknown-postal-code" });
  });

  it("has nothing to resolve outside Belgium; no country given counts as Belgium", () => {
    expect(resolveMunicipality({ zip: "1931", city: "Luxembourg", countryId: 50 })).toBeNull();
    expect(resolveMunicipality({ zip: "1050", city: "Ixelles", countryId: 50, municipalityCode: "21009" })).toBeNull();
    expect(resolveMunicipality({ zip: "1050", city: "Ixelles", countryId: null })).toMatchObject({ nisCode: "21009" });
  });
});

describe("townKey", () => {
  it.each([
    ["Saint-Josse-ten-Noode", "St Josse ten Noode"],
    ["Sint-Jans-Molenbeek", "sint jans molenbeek"],
    ["Sankt Vith", "St. Vith"],
    ["Braine-l'Alleud", "Braine l’Alleud"],
    ["Liège", "LIEGE"],
    ["Berchem-Sainte-Agathe", "Berchem-Ste-Agathe"],
  ])("%s = %s", (a, b) => {
    expect(townKey(a)).toBe(townKey(b));
  });

  it("keeps different towns apart", () => {
    expect(townKey("Saint-Gilles")).not.toBe(townKey("Saint-Ghislain"));
  });
});

describe("municipalityName", () => {
  it.each([
    ["21012", "fr", "Molenbeek-Saint-Jean"],
    ["21012", "nl", "Sint-Jans-Molenbeek"],
    ["21012", "de", "Molenbeek-Saint-Jean"],
    ["21012", "en", "Molenbeek-Saint-Jean"],
    ["21004", "de", "Brüssel"],
    // English takes the site's exonyms (lib/rules/city-name.ts), as the listings' addresses do.
    ["21004", "en", "Brussels"],
    ["55004", "fr", "Braine-le-Comte"],
    ["55004", "nl", "'s-Gravenbrakel"],
    ["55004", "en", "Braine-le-Comte"],
    ["58001", "nl", "La Louvière"],
    ["24062", "fr", "Louvain"],
    ["24062", "de", "Löwen"],
    ["24062", "en", "Leuven"],
    ["11002", "en", "Antwerp"],
    ["44021", "en", "Ghent"],
    ["11002", "de", "Antwerpen"],
    ["62063", "de", "Lüttich"],
    ["62063", "en", "Liège"],
    ["63067", "fr", "Saint-Vith"],
    ["63067", "en", "Sankt Vith"],
    ["12014", "fr", "Heist-op-den-Berg"],
    ["25014", "nl", "Eigenbrakel"],
    ["23106", "en", "Pajottegem"],
  ] as const)("%s in %s -> %s", (code, locale, name) => {
    expect(municipalityName(code, locale)).toBe(name);
  });

  it("names no municipality for a code that is not one", () => {
    expect(municipalityName("99999", "fr")).toBeNull();
  });
});

describe("municipalityOf", () => {
  it("gives the listing's municipality and its name in each language, the named code first", () => {
    const ixelles = municipalityOf(belgian("1050", "Ixelles"));
    expect(ixelles?.nisCode).toBe("21009");
    expect(ixelles?.name("nl")).toBe("Elsene");
    expect(ixelles?.name("fr")).toBe("Ixelles");
    expect(municipalityOf(belgian("1050", "Ixelles", "24062"))?.name("nl")).toBe("Leuven");
  });

  it("is null when nothing resolves or the listing is in Luxembourg", () => {
    expect(municipalityOf(belgian("1040", "Paris"))).toBeNull();
    expect(municipalityOf(belgian("1050", "Ixelles", "00000"))).toBeNull();
    expect(municipalityOf({ zip: "1931", city: "Luxembourg", countryId: 50 })).toBeNull();
  });
});

describe("the table of postal codes and municipalities", () => {
  const csv = fs.readFileSync(path.join("data", "statbel", "statbel-municipality-prices-2010-2024.csv"), "utf8");
  const statbel = new Set(
    csv
      .trim()
      .split("\n")
      .slice(1)
      .map((line) => line.slice(0, line.indexOf(","))),
  );
  const { municipalities, postalCodes } = table as {
    municipalities: Record<string, { fr: string; nl: string; de?: string }>;
    postalCodes: Record<string, Record<string, string[]>>;
  };

  it("names exactly Statbel's 565 municipalities, each with a French and a Dutch name in proper case", () => {
    expect(statbel.size).toBe(565);
    expect(Object.keys(municipalities).sort()).toEqual([...statbel].sort());
    for (const names of Object.values(municipalities)) {
      for (const name of [names.fr, names.nl, names.de].filter((n): n is string => n !== undefined)) {
        expect(name.trim()).toBe(name);
        expect(name).not.toBe(name.toUpperCase());
      }
    }
  });

  it("keys every postal code by four digits, leads only to Statbel's codes, and reaches every municipality", () => {
    const reached = new Set<string>();
    for (const [zip, served] of Object.entries(postalCodes)) {
      expect(zip).toMatch(/^[1-9]\d{3}$/);
      for (const [code, towns] of Object.entries(served)) {
        expect(statbel.has(code)).toBe(true);
        expect(towns.length).toBeGreaterThan(0);
        reached.add(code);
      }
    }
    expect([...statbel].filter((code) => !reached.has(code))).toEqual([]);
  });
});

describe("the demo's listings", () => {
  const read = (folder: string) =>
    fs
      .readdirSync(path.join("content", folder))
      .filter((file) => file.endsWith(".yaml"))
      .map((file) => ({ file, record: parseYaml(fs.readFileSync(path.join("content", folder, file), "utf8")) }));

  it.each([...read("properties"), ...read("projects")].map(({ file, record }) => [file, record]))(
    "%s lies in a municipality",
    (_file, record) => {
      const place = {
        zip: String(record.Zip),
        city: String(record.City),
        countryId: record.CountryID ?? null,
        municipalityCode: record.Site?.municipality ?? record.NISCode ?? null,
      };
      const resolved = resolveMunicipality(place);
      if (place.countryId === 50) expect(resolved).toBeNull();
      else expect(resolved).toMatchObject({ found: true });
    },
  );
});
