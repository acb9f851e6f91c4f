import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { formatFact } from "@/components/property/facts";
import * as enums from "@/lib/generated/prisma/enums";
import { factFields, groupFacts, withViagerOccupancy, type FactValue } from "@/lib/property/facts";
import { propertyDetail } from "./fixture";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import nl from "@/messages/nl.json";

const messages = { en, nl, fr, de } as const;
const facts = (locale: keyof typeof messages) =>
  createTranslator({ locale, messages: messages[locale], namespace: "Facts" }) as unknown as Parameters<
    typeof formatFact
  >[1];

describe("the availability of an occupied viager", () => {
  const viager = {
    type: "OCCUPIED" as const,
    indexed: true,
    head1Age: 81,
    head2Age: 78,
    head1Sex: null,
    head2Sex: null,
    bouquet: 60_000,
    monthlyRent: 950,
    survivorRent: 950,
    maxDurationYears: null,
  };
  const atDeed = propertyDetail();
  const situation = { ...atDeed.situation, availability: "AT_DEED" };

  it.each([
    ["fr", "Reste occupé à vie par le(s) vendeur(s)"],
    ["nl", "Blijft levenslang bewoond door de verkoper(s)"],
    ["en", "Stays occupied by the seller(s) for life"],
    ["de", "Bleibt lebenslang von der verkaufenden Partei bewohnt"],
  ] as const)("%s says it stays occupied, not that it is free at the deed", (locale, expected) => {
    const p = withViagerOccupancy({ ...atDeed, situation, viager });
    const fact = groupFacts(p)
      .flatMap((g) => g.facts)
      .find((f) => f.field === "availability")!;
    expect(formatFact(fact.value, facts(locale), locale)).toBe(expected);
  });

  it("leaves a free viager and any other sale as the record says", () => {
    const free = withViagerOccupancy({ ...atDeed, situation, viager: { ...viager, type: "FREE" as const } });
    expect(free.situation.availability).toBe("AT_DEED");
    expect(withViagerOccupancy({ ...atDeed, situation }).situation.availability).toBe("AT_DEED");
  });
});

describe("groupFacts", () => {
  it("lists only fields with a value, in their visitor-facing groups and order", () => {
    const groups = groupFacts({
      surfaces: { livingArea: 120, plotArea: null },
      rooms: { bedrooms: 3, bathrooms: 0 },
      equipment: { hasLift: false, hasCellar: true, hasPool: null },
      construction: { heating: "GAS" },
      situation: { terraceOrientation: "SW", neighbourhoods: [], pointsOfInterest: ["Flagey", "ULB"] },
      prices: { cadastralIncome: 1650 },
    });
    expect(groups.map((g) => g.key)).toEqual([
      "prices",
      "surfaces",
      "rooms",
      "construction",
      "equipment",
      "orientation",
      "availability",
    ]);
    expect(groups.find((g) => g.key === "surfaces")!.facts).toEqual([
      { field: "livingArea", value: { kind: "area", m2: 120 } },
    ]);
    // A zero count says nothing and is left out, like an empty field.
    expect(groups.find((g) => g.key === "rooms")!.facts.map((f) => f.field)).toEqual(["bedrooms"]);
    // A "no" is a value; an unknown flag is not.
    expect(groups.find((g) => g.key === "equipment")!.facts).toEqual([
      { field: "hasLift", value: { kind: "bool", value: false } },
      { field: "hasCellar", value: { kind: "bool", value: true } },
    ]);
    expect(groups.find((g) => g.key === "availability")!.facts).toEqual([
      { field: "pointsOfInterest", value: { kind: "list", items: ["Flagey", "ULB"] } },
    ]);
  });

  it("keeps the ground floor (0) and a Mobiscore of 0, which are values", () => {
    const [rooms, mobiscore] = groupFacts({ rooms: { floor: 0 }, mobiscore: { mobiscoreShops: 0 } }, [
      "rooms",
      "mobiscore",
    ]);
    expect(rooms!.facts).toEqual([{ field: "floor", value: { kind: "floor", n: 0 } }]);
    expect(mobiscore!.facts).toEqual([{ field: "mobiscoreShops", value: { kind: "score", value: 0 } }]);
  });

  it("gives nothing for a property without any of the fields", () => {
    expect(groupFacts({})).toEqual([]);
  });

  it("keeps the energy and legal groups apart for their own block", () => {
    const groups = groupFacts(
      {
        energy: { epcTotal: 248 },
        legal: { hasPermit: true, judicialDecision: "NONE", isFloodZone: false, floodPScore: "A" },
        rooms: { bedrooms: 2 },
      },
      ["energy", "water", "planning", "certificates"],
    );
    expect(groups.map((g) => g.key)).toEqual(["energy", "water", "planning"]);
    expect(groups[2]!.facts).toEqual([
      { field: "hasPermit", value: { kind: "bool", value: true } },
      { field: "judicialDecision", value: { kind: "choice", set: "judicialDecision", key: "NONE" } },
    ]);
  });
});

describe("formatFact", () => {
  const cases: Array<[FactValue, Record<keyof typeof messages, string>]> = [
    [
      { kind: "bool", value: true },
      { en: "Yes", nl: "Ja", fr: "Oui", de: "Ja" },
    ],
    [
      { kind: "bool", value: false },
      { en: "No", nl: "Nee", fr: "Non", de: "Nein" },
    ],
    [
      { kind: "area", m2: 92.5 },
      { en: "92,5 m²", nl: "92,5 m²", fr: "92,5 m²", de: "92,5 m²" },
    ],
    [
      { kind: "energy", kwh: 248 },
      { en: "248 kWh/m² per year", nl: "248 kWh/m² per jaar", fr: "248 kWh/m² par an", de: "248 kWh/m² pro Jahr" },
    ],
    [
      { kind: "co2", kg: 26 },
      {
        en: "26 kg CO₂/m² per year",
        nl: "26 kg CO₂/m² per jaar",
        fr: "26 kg CO₂/m² par an",
        de: "26 kg CO₂/m² pro Jahr",
      },
    ],
    [
      { kind: "floor", n: 0 },
      { en: "Ground floor", nl: "Gelijkvloers", fr: "Rez-de-chaussée", de: "Erdgeschoss" },
    ],
    [
      { kind: "choice", set: "orientation", key: "SW" },
      { en: "South-west", nl: "Zuidwest", fr: "Sud-ouest", de: "Südwesten" },
    ],
    [
      { kind: "date", iso: "2033-03-04T00:00:00.000Z" },
      { en: "4-3-2033", nl: "4-3-2033", fr: "4-3-2033", de: "4-3-2033" },
    ],
  ];
  it.each(cases)("reads %j in each language", (value, expected) => {
    for (const locale of ["en", "nl", "fr", "de"] as const) {
      expect(formatFact(value, facts(locale), locale).replace(/\u202f|\u00a0/g, " ")).toBe(expected[locale]);
    }
  });

  it("formats money the Belgian way", () => {
    expect(formatFact({ kind: "money", amount: 1650 }, facts("fr"), "fr").replace(/\u202f|\u00a0/g, " ")).toBe(
      "1 650 €",
    );
    expect(formatFact({ kind: "money", amount: 1650 }, facts("nl"), "nl").replace(/\u202f|\u00a0/g, " ")).toBe(
      "€ 1.650",
    );
  });
});

describe("fact messages", () => {
  const choiceEnums: Record<string, Record<string, string>> = {
    vatRegime: enums.VatRegime,
    condition: enums.Condition,
    heating: enums.Heating,
    kitchen: enums.Kitchen,
    roof: enums.RoofType,
    glazing: enums.Glazing,
    windowFrame: enums.WindowFrame,
    floorCover: enums.FloorCover,
    orientation: enums.Orientation,
    contractType: enums.ContractType,
    availability: enums.Availability,
    environment: enums.Environment,
    floodRiskArea: enums.FloodRiskArea,
    judicialDecision: enums.JudicialDecision,
    asbestosCertificate: enums.AsbestosCertificate,
  };

  it.each(Object.keys(messages) as Array<keyof typeof messages>)(
    "%s labels every field and every value of every choice",
    (locale) => {
      const t = facts(locale) as unknown as { has: (key: string) => boolean };
      for (const { field, kind } of factFields()) {
        expect(t.has(`labels.${field}`), `labels.${field}`).toBe(true);
        if (kind.startsWith("choice:")) {
          const set = kind.slice(7);
          for (const value of Object.values(choiceEnums[set]!))
            expect(t.has(`choices.${set}.${value}`), `${set}.${value}`).toBe(true);
        }
      }
    },
  );
});
