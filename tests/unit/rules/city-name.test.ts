import { describe, expect, it } from "vitest";
import { cityName } from "@/lib/rules/city-name";

// A town is shown by the name a reader of the page's language uses (docs/glossary.md).

describe("cityName", () => {
  it.each([
    ["Antwerpen", { nl: "Antwerpen", fr: "Anvers", de: "Antwerpen", en: "Antwerp" }],
    ["Gent", { nl: "Gent", fr: "Gand", de: "Gent", en: "Ghent" }],
    ["Brugge", { nl: "Brugge", fr: "Bruges", de: "Brügge", en: "Bruges" }],
    ["Leuven", { nl: "Leuven", fr: "Louvain", de: "Löwen", en: "Leuven" }],
    ["Mechelen", { nl: "Mechelen", fr: "Malines", de: "Mecheln", en: "Mechelen" }],
    ["Liège", { nl: "Luik", fr: "Liège", de: "Lüttich", en: "Liège" }],
    ["Namur", { nl: "Namen", fr: "Namur", de: "Namur", en: "Namur" }],
    ["Mons", { nl: "Bergen", fr: "Mons", de: "Mons", en: "Mons" }],
    ["Bruxelles", { nl: "Brussel", fr: "Bruxelles", de: "Brüssel", en: "Brussels" }],
    ["Ixelles", { nl: "Elsene", fr: "Ixelles", de: "Ixelles", en: "Ixelles" }],
    ["Schaerbeek", { nl: "Schaarbeek", fr: "Schaerbeek", de: "Schaerbeek", en: "Schaerbeek" }],
    ["Uccle", { nl: "Ukkel", fr: "Uccle", de: "Uccle", en: "Uccle" }],
    [
      "Woluwe-Saint-Lambert",
      {
        nl: "Sint-Lambrechts-Woluwe",
        fr: "Woluwe-Saint-Lambert",
        de: "Woluwe-Saint-Lambert",
        en: "Woluwe-Saint-Lambert",
      },
    ],
    ["Etterbeek", { nl: "Etterbeek", fr: "Etterbeek", de: "Etterbeek", en: "Etterbeek" }],
    ["Braine-l'Alleud", { nl: "Eigenbrakel", fr: "Braine-l'Alleud", de: "Braine-l'Alleud", en: "Braine-l'Alleud" }],
  ] as const)("%s", (city, names) => {
    for (const [locale, name] of Object.entries(names)) expect(cityName(city, locale as keyof typeof names)).toBe(name);
  });

  it("finds a town by any of its names, in any case, with or without accents", () => {
    expect(cityName("Anvers", "nl")).toBe("Antwerpen");
    expect(cityName("Elsene", "fr")).toBe("Ixelles");
    expect(cityName("LUIK", "de")).toBe("Lüttich");
    expect(cityName("Liege", "nl")).toBe("Luik");
    expect(cityName("Braine-l’Alleud", "nl")).toBe("Eigenbrakel");
  });

  it("keeps the record's name for a town it does not know", () => {
    expect(cityName("Sint-Martens-Latem", "fr")).toBe("Sint-Martens-Latem");
    expect(cityName("Overijse", "en")).toBe("Overijse");
  });

  it("holds all 19 Brussels communes", () => {
    const communes = [
      "Anderlecht",
      "Auderghem",
      "Berchem-Sainte-Agathe",
      "Bruxelles",
      "Etterbeek",
      "Evere",
      "Forest",
      "Ganshoren",
      "Ixelles",
      "Jette",
      "Koekelberg",
      "Molenbeek-Saint-Jean",
      "Saint-Gilles",
      "Saint-Josse-ten-Noode",
      "Schaerbeek",
      "Uccle",
      "Watermael-Boitsfort",
      "Woluwe-Saint-Lambert",
      "Woluwe-Saint-Pierre",
    ];
    const dutch = communes.map((c) => cityName(c, "nl"));
    expect(dutch).toEqual([
      "Anderlecht",
      "Oudergem",
      "Sint-Agatha-Berchem",
      "Brussel",
      "Etterbeek",
      "Evere",
      "Vorst",
      "Ganshoren",
      "Elsene",
      "Jette",
      "Koekelberg",
      "Sint-Jans-Molenbeek",
      "Sint-Gillis",
      "Sint-Joost-ten-Node",
      "Schaarbeek",
      "Ukkel",
      "Watermaal-Bosvoorde",
      "Sint-Lambrechts-Woluwe",
      "Sint-Pieters-Woluwe",
    ]);
  });
});
