import type { DepositTerm } from "@/lib/rules/deposit";
import type { PropertyDetail } from "@/lib/types/property";

// The fields of spec §3 grouped as a visitor reads them. A fact is listed only when it has a value;
// how each kind of value reads (money, m², yes/no, …) is decided by the page, in its language.

export type FactValue =
  | { kind: "money"; amount: number }
  | { kind: "area"; m2: number }
  | { kind: "metres"; m: number }
  | { kind: "count"; n: number }
  | { kind: "year"; year: number }
  | { kind: "bool"; value: boolean }
  /** An enumerated value; the page reads it from its messages under `Facts.choices.{set}.{key}`. */
  | { kind: "choice"; set: ChoiceSet; key: string }
  /** A floor number: 0 is the ground floor. */
  | { kind: "floor"; n: number }
  | { kind: "date"; iso: string }
  | { kind: "text"; text: string }
  | { kind: "list"; items: string[] }
  | { kind: "energy"; kwh: number }
  | { kind: "co2"; kg: number }
  | { kind: "score"; value: number }
  /** The rental deposit per form of guarantee, as its region caps it (lib/property/deposit.ts). */
  | { kind: "deposit"; terms: DepositTerm[] };

/** The groups of a property's fields that hold facts. */
const factSources = [
  "prices",
  "surfaces",
  "rooms",
  "construction",
  "equipment",
  "situation",
  "mobiscore",
  "energy",
  "legal",
] as const satisfies ReadonlyArray<keyof PropertyDetail>;
export type FactSource = Pick<PropertyDetail, (typeof factSources)[number]>;
type Field = { [G in keyof FactSource]: keyof FactSource[G] }[keyof FactSource];

export interface Fact {
  /** The field's name; also its label's message key under `Facts.labels`. */
  field: Field;
  value: FactValue;
}

/** The features of the property, then the groups of the energy and legal block. */
export const featureGroups = [
  "prices",
  "surfaces",
  "rooms",
  "construction",
  "equipment",
  "orientation",
  "availability",
  "mobiscore",
] as const;
export const legalGroups = ["energy", "water", "planning", "certificates"] as const;
export const factGroupKeys = [...featureGroups, ...legalGroups] as const;
export type FactGroupKey = (typeof factGroupKeys)[number];

export interface FactGroup {
  key: FactGroupKey;
  facts: Fact[];
}

export type ChoiceSet =
  | "vatRegime"
  | "condition"
  | "heating"
  | "kitchen"
  | "roof"
  | "glazing"
  | "windowFrame"
  | "floorCover"
  | "orientation"
  | "contractType"
  | "availability"
  | "environment"
  | "floodRiskArea"
  | "judicialDecision"
  | "asbestosCertificate";

type Kind = Exclude<FactValue["kind"], "choice" | "deposit"> | `choice:${ChoiceSet}`;

// Each group lists its fields in reading order with the kind of value they hold.
const layout: Record<FactGroupKey, ReadonlyArray<readonly [Field, Kind]>> = {
  prices: [
    ["startPrice", "money"],
    ["chargesOwner", "money"],
    ["chargesRenter", "money"],
    ["depositAmount", "money"],
    ["totalCost", "money"],
    ["notaryFeeExclVat", "money"],
    ["notaryFeeInclVat", "money"],
    ["registeredRight", "money"],
    ["vatRegime", "choice:vatRegime"],
    ["vatValue", "money"],
    ["constructionCost", "money"],
    ["garagePrice", "money"],
    ["parkingPrice", "money"],
    ["agencyCost", "money"],
    ["inventoryCost", "money"],
    ["cadastralIncome", "money"],
    ["realEstateTax", "money"],
  ],
  surfaces: [
    ["livingArea", "area"],
    ["totalArea", "area"],
    ["constructedArea", "area"],
    ["groundArea", "area"],
    ["plotArea", "area"],
    ["terraceArea", "area"],
    ["gardenArea", "area"],
    ["officeArea", "area"],
    ["storeArea", "area"],
    ["frontWidth", "metres"],
    ["plotWidth", "metres"],
  ],
  rooms: [
    ["bedrooms", "count"],
    ["bathrooms", "count"],
    ["showerRooms", "count"],
    ["toilets", "count"],
    ["extraRooms", "count"],
    ["floor", "floor"],
    ["floors", "count"],
    ["facades", "count"],
    ["garages", "count"],
    ["parkings", "count"],
    ["externalParkings", "count"],
  ],
  construction: [
    ["constructionYear", "year"],
    ["renovationYear", "year"],
    ["interiorCondition", "choice:condition"],
    ["exteriorCondition", "choice:condition"],
    ["heating", "choice:heating"],
    ["kitchen", "choice:kitchen"],
    ["roof", "choice:roof"],
    ["glazing", "choice:glazing"],
    ["windowFrame", "choice:windowFrame"],
    ["floorCover", "choice:floorCover"],
  ],
  equipment: [
    ["hasGas", "bool"],
    ["hasWater", "bool"],
    ["hasElectricity", "bool"],
    ["hasDrain", "bool"],
    ["hasLift", "bool"],
    ["hasCellar", "bool"],
    ["hasAttic", "bool"],
    ["hasTerrace", "bool"],
    ["hasGarden", "bool"],
    ["hasGarage", "bool"],
    ["hasParking", "bool"],
    ["hasPool", "bool"],
    ["isFurnished", "bool"],
  ],
  orientation: [
    ["terraceOrientation", "choice:orientation"],
    ["gardenOrientation", "choice:orientation"],
    ["rearOrientation", "choice:orientation"],
  ],
  availability: [
    ["contractType", "choice:contractType"],
    ["availability", "choice:availability"],
    ["availableFrom", "date"],
    ["environment", "choice:environment"],
    ["subCities", "list"],
    ["neighbourhoods", "list"],
    ["pointsOfInterest", "list"],
  ],
  mobiscore: [
    ["mobiscorePublicTransport", "score"],
    ["mobiscoreEducation", "score"],
    ["mobiscoreShops", "score"],
    ["mobiscoreLeisure", "score"],
    ["mobiscoreHealth", "score"],
    ["mobiscoreEnvironment", "score"],
    ["mobiscoreNearby", "score"],
  ],
  energy: [
    ["epcTotal", "energy"],
    ["epcSpec", "energy"],
    ["eLevel", "count"],
    ["co2Emission", "co2"],
    ["energyCertificateEndsAt", "date"],
    ["epcUniqueCode", "text"],
  ],
  water: [
    ["isFloodZone", "bool"],
    ["floodRiskArea", "choice:floodRiskArea"],
    ["floodPScore", "text"],
    ["floodGScore", "text"],
    ["isRiverbankZone", "bool"],
  ],
  planning: [
    ["hasPermit", "bool"],
    ["hasAllotmentPermit", "bool"],
    ["hasSummons", "bool"],
    ["hasPreemptiveRights", "bool"],
    ["judicialDecision", "choice:judicialDecision"],
    ["planningDesignation", "text"],
    ["areaApplication", "text"],
  ],
  certificates: [
    ["asbestosCertificate", "choice:asbestosCertificate"],
    ["asbestosCertificateDate", "date"],
    ["soilCertificate", "text"],
    ["soilCertificateDate", "date"],
    ["electricityCertificateOk", "bool"],
    ["electricityCertificateDate", "date"],
    ["gasCertificateOk", "bool"],
    ["gasCertificateDate", "date"],
  ],
};

function valueOf(raw: unknown, kind: Kind): FactValue | null {
  if (raw === null || raw === undefined) return null;
  if (kind.startsWith("choice:")) {
    return typeof raw === "string" && raw ? { kind: "choice", set: kind.slice(7) as ChoiceSet, key: raw } : null;
  }
  switch (kind) {
    case "bool":
      return typeof raw === "boolean" ? { kind, value: raw } : null;
    case "list": {
      const items = Array.isArray(raw) ? raw.filter((item): item is string => typeof item === "string" && !!item) : [];
      return items.length ? { kind, items } : null;
    }
    case "text":
      return typeof raw === "string" && raw.trim() ? { kind, text: raw.trim() } : null;
    case "date":
      return typeof raw === "string" && raw ? { kind, iso: raw } : null;
  }
  // Numbers: a zero count or surface says nothing, so it is left out like an empty field; floor 0 is
  // the ground floor and a Mobiscore of 0 is a score.
  if (typeof raw !== "number" || !Number.isFinite(raw)) return null;
  if (raw === 0 && kind !== "score" && kind !== "floor") return null;
  switch (kind) {
    case "money":
      return { kind, amount: raw };
    case "area":
      return { kind, m2: raw };
    case "metres":
      return { kind, m: raw };
    case "count":
    case "floor":
      return { kind, n: raw };
    case "year":
      return { kind, year: raw };
    case "energy":
      return { kind, kwh: raw };
    case "co2":
      return { kind, kg: raw };
    case "score":
      return { kind, value: Math.max(0, Math.min(10, raw)) };
    default:
      return null;
  }
}

/** An occupied viager stays occupied by its seller(s): that, not the deed's date, is when it is free. */
export function withViagerOccupancy<T extends Pick<PropertyDetail, "situation" | "viager">>(p: T): T {
  if (p.viager?.type !== "OCCUPIED") return p;
  return { ...p, situation: { ...p.situation, availability: OCCUPIED_BY_SELLER, availableFrom: null } };
}

export const OCCUPIED_BY_SELLER = "OCCUPIED_BY_SELLER";

/** The groups of facts that have at least one value, in reading order. */
export function groupFacts(
  source: { [G in keyof FactSource]?: Partial<FactSource[G]> },
  only: readonly FactGroupKey[] = factGroupKeys,
): FactGroup[] {
  const fields: Partial<Record<Field, unknown>> = Object.assign({}, ...factSources.map((group) => source[group]));
  return only
    .map((key) => ({
      key,
      facts: layout[key].flatMap(([field, kind]) => {
        const value = valueOf(fields[field], kind);
        return value ? [{ field, value }] : [];
      }),
    }))
    .filter((group) => group.facts.length > 0);
}

/** The fields each group can show, for the message-completeness test. */
export function factFields(): Array<{ field: Field; kind: Kind }> {
  return factGroupKeys.flatMap((key) => layout[key].map(([field, kind]) => ({ field, kind })));
}
