import { COUNTRY_LUXEMBOURG, isBelgian } from "@/lib/domain/country";
import { isForSale } from "@/lib/domain/goal";
import { regionOfZip, type Region } from "./region";

// The mentions each region's rules ask of an advertisement for a sale or a rental, each tied to the
// property field that holds it and named as staff know it (the CRM's field, or the file's `Site:` key).
// The page shows those the record holds; the content sync warns of those a published listing lacks.

export type AdvertRegion = Region | "luxembourg";
/** A lease of more than nine years counts as a sale for Flanders' planning and flood mentions. */
export type AdvertKind = "sale" | "rental" | "longLease";

export type MentionKey =
  | "epc"
  | "epcUniqueCode"
  | "co2Emission"
  | "energyPass"
  | "permit"
  | "planningDesignation"
  | "enforcement"
  | "preemption"
  | "allotmentPermit"
  | "floodPScore"
  | "floodGScore"
  | "rent"
  | "charges"
  | "livingArea"
  | "leaseType"
  | "referenceRent";

/** What the rules read of a listing; null is a value the record does not hold. */
export interface MentionSource {
  goal: number;
  zip: string;
  countryId: number | null;
  typeWebId: number;
  publishAddress: boolean;
  epcTotal: number | null;
  epcLabelText: string | null;
  epcUniqueCode: string | null;
  co2Emission: number | null;
  hasPermit: boolean | null;
  planningDesignation: string | null;
  hasSummons: boolean | null;
  hasPreemptiveRights: boolean | null;
  hasAllotmentPermit: boolean | null;
  floodPScore: string | null;
  floodGScore: string | null;
  /** The monthly rent (the CRM's `Price` of a rental). */
  rent: number | null;
  chargesRenter: number | null;
  livingArea: number | null;
  contractType: string | null;
  referenceRent: number | null;
}

type HeldBy = Exclude<keyof MentionSource, "goal" | "zip" | "countryId" | "typeWebId" | "publishAddress">;

export interface Mention {
  key: MentionKey;
  /** The field that holds it. */
  field: HeldBy;
  /** The field as staff know it: the CRM's name, or `Site.<column>` for what only the site keeps. */
  recordField: string;
  /** Whether an advertisement must state it; otherwise it is shown where the record holds it. */
  required: boolean;
  /** The text that asks for it. */
  source: string;
}

const recordFields: Record<HeldBy, string> = {
  epcTotal: "EnergyPerformance",
  epcLabelText: "EPCLabelText",
  epcUniqueCode: "Site.epcUniqueCode",
  co2Emission: "Site.co2Emission",
  hasPermit: "Site.hasPermit",
  planningDesignation: "Site.planningDesignation",
  hasSummons: "Site.hasSummons",
  hasPreemptiveRights: "Site.hasPreemptiveRights",
  hasAllotmentPermit: "Site.hasAllotmentPermit",
  floodPScore: "Site.floodPScore",
  floodGScore: "Site.floodGScore",
  rent: "Price (with PublishPrice: true)",
  chargesRenter: "Site.chargesRenter",
  livingArea: "SurfaceLiving",
  contractType: "Site.contractType",
  referenceRent: "Site.referenceRent",
};

const fieldOf: Record<MentionKey, HeldBy> = {
  epc: "epcTotal",
  epcUniqueCode: "epcUniqueCode",
  co2Emission: "co2Emission",
  energyPass: "epcLabelText",
  permit: "hasPermit",
  planningDesignation: "planningDesignation",
  enforcement: "hasSummons",
  preemption: "hasPreemptiveRights",
  allotmentPermit: "hasAllotmentPermit",
  floodPScore: "floodPScore",
  floodGScore: "floodGScore",
  rent: "rent",
  charges: "chargesRenter",
  livingArea: "livingArea",
  leaseType: "contractType",
  referenceRent: "referenceRent",
};

// Sources, one line each: the text and its article where it could be checked (docs/content.md).
const FLEMISH_EPC = "Flemish Energy Decree of 8 May 2009, art. 11.2.1 §3 (EPC score, and unique code or address)";
const FLEMISH_LABEL = "Flemish Energy Decree art. 11.2.1 §3 and its Order (the EPC label, since 2019)";
const VCRO = "Flemish Spatial Planning Code (VCRO) art. 5.2.1 and 5.2.6 (sale and lease of more than nine years)";
const FLOOD = "Flemish Decree on Integrated Water Policy, information duty as amended 1 January 2023 (P- and G-score)";
const BRUSSELS_PEB = "Brussels COBRACE and its PEB certificate order (PEB class, kWh/m² per year, CO2)";
const COBAT = "Brussels CoBAT art. 281, read with art. 280 (sale and lease of more than nine years)";
const BRUSSELS_LEASE = "Brussels Housing Code art. 218 §1, as amended in force 1 November 2024";
const WALLOON_PEB = "Walloon PEB Decree of 28 November 2013 (PEB class and kWh/m² per year in advertisements)";
const CODT = "Walloon CoDT, information duty on planning designation and permits (art. D.IV.99 ff.)";
const WALLOON_LEASE = "Walloon Decree on residential leases of 15 March 2018 (rent and common charges)";
const LUX_PASS = "Luxembourg Grand-Ducal Regulation of 30 November 2007 (energy-pass class in advertisements)";

type Rule = readonly [key: MentionKey, source: string, kinds: readonly AdvertKind[]];

// A sale and a lease of more than nine years carry the planning and flood mentions alike.
const transfers = ["sale", "longLease"] as const;
const all = ["sale", "rental", "longLease"] as const;
const lease = ["rental", "longLease"] as const;

// What each region asks, in the order a reader meets it; conditions on the property follow in mentionsFor.
const rules: Record<AdvertRegion, readonly Rule[]> = {
  flanders: [
    ["epc", `${FLEMISH_EPC}; ${FLEMISH_LABEL}`, all],
    ["epcUniqueCode", FLEMISH_EPC, all],
    ["permit", VCRO, transfers],
    ["planningDesignation", VCRO, transfers],
    ["enforcement", VCRO, transfers],
    ["preemption", VCRO, transfers],
    ["allotmentPermit", VCRO, transfers],
    ["floodPScore", FLOOD, transfers],
    ["floodGScore", FLOOD, transfers],
  ],
  brussels: [
    ["epc", BRUSSELS_PEB, all],
    ["co2Emission", BRUSSELS_PEB, all],
    ["planningDesignation", COBAT, transfers],
    ["rent", BRUSSELS_LEASE, lease],
    ["charges", BRUSSELS_LEASE, lease],
    ["livingArea", BRUSSELS_LEASE, lease],
    ["leaseType", BRUSSELS_LEASE, lease],
    ["referenceRent", BRUSSELS_LEASE, lease],
  ],
  wallonia: [
    ["epc", WALLOON_PEB, all],
    ["planningDesignation", CODT, transfers],
    ["permit", CODT, transfers],
    ["rent", WALLOON_LEASE, lease],
    ["charges", WALLOON_LEASE, lease],
  ],
  luxembourg: [["energyPass", LUX_PASS, all]],
};

/** The rent an advertisement states: none while its price is hidden or "on request". */
export function statedRent(p: { pricePublished: boolean; monthlyRent: number | null; price: number | null }) {
  return p.pricePublished ? (p.monthlyRent ?? p.price) : null;
}

/** Omnicasa's type groups (spec §3): building land has no building, a garage needs no energy certificate. */
const LAND = 4;
const GARAGE = 7;

export function advertRegion(p: Pick<MentionSource, "zip" | "countryId">): AdvertRegion | null {
  if (p.countryId === COUNTRY_LUXEMBOURG) return "luxembourg";
  return isBelgian(p.countryId) ? regionOfZip(p.zip) : null;
}

export function advertKind(p: Pick<MentionSource, "goal">): AdvertKind {
  return isForSale(p.goal) ? "sale" : "rental";
}

/** Whether the rule applies to this property at all, and whether it must then be stated. */
function applies(key: MentionKey, p: MentionSource): { applies: boolean; required: boolean } {
  const building = p.typeWebId !== LAND;
  const energy = building && p.typeWebId !== GARAGE;
  switch (key) {
    case "epc":
    case "energyPass":
      return { applies: energy, required: energy };
    // The unique code may be left out where the full address is published instead.
    case "epcUniqueCode":
      return { applies: energy, required: energy && !p.publishAddress };
    // Shown where the certificate gives it; the record may not hold it.
    case "co2Emission":
      return { applies: energy, required: false };
    case "floodGScore":
    case "livingArea":
      return { applies: building, required: building };
    default:
      return { applies: true, required: true };
  }
}

/** The mentions an advertisement of this property states, in reading order; none outside the four regions. */
export function mentionsFor(p: MentionSource, kind: AdvertKind = advertKind(p)): Mention[] {
  const region = advertRegion(p);
  if (!region) return [];
  return rules[region].flatMap(([key, source, kinds]) => {
    const rule = applies(key, p);
    if (!kinds.includes(kind) || !rule.applies) return [];
    const field = fieldOf[key];
    return [{ key, field, recordField: recordFields[field], required: rule.required, source }];
  });
}

const holds = (value: unknown) => value !== null && value !== undefined && value !== "";

/** The mentions the record holds, to be shown. */
export function heldMentions(p: MentionSource): Mention[] {
  return mentionsFor(p).filter((m) => holds(p[m.field]));
}

/** The mentions the advertisement must state and the record lacks. */
export function missingMentions(p: MentionSource): Mention[] {
  return mentionsFor(p).filter((m) => m.required && !holds(p[m.field]));
}
