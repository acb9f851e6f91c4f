import {
  advertRegion,
  heldMentions,
  statedRent,
  type AdvertRegion,
  type MentionKey,
  type MentionSource,
} from "@/lib/rules/advert-mentions";
import type { PropertyDetail } from "@/lib/types/property";
import { epcDisplay, labelText } from "./energy";

// The legal mentions a listing's page states (lib/rules/advert-mentions.ts), each as the page words it: the
// value the record holds, never one made up. A mention the record lacks is left out; the sync warns staff.

export type MentionValue =
  | { kind: "epc"; label: string | null; kwh: number }
  | { kind: "text"; text: string }
  | { kind: "co2"; kg: number }
  | { kind: "money"; amount: number; perMonth: boolean }
  | { kind: "area"; m2: number }
  /** A wording of the messages: `Mentions.values.{key}.{wording}`. */
  | { kind: "wording"; wording: string }
  | { kind: "flood"; score: string }
  | { kind: "lease"; contract: string };

export interface ShownMention {
  key: MentionKey;
  value: MentionValue;
}

export function mentionSource(p: PropertyDetail): MentionSource {
  return {
    goal: p.goal,
    zip: p.zip,
    countryId: p.address.countryId,
    typeWebId: p.typeWebId,
    publishAddress: p.address.street !== null,
    epcTotal: p.energy.epcTotal,
    epcLabelText: p.energy.epcLabelText,
    epcUniqueCode: p.energy.epcUniqueCode,
    co2Emission: p.energy.co2Emission,
    hasPermit: p.legal.hasPermit,
    planningDesignation: p.legal.planningDesignation,
    hasSummons: p.legal.hasSummons,
    hasPreemptiveRights: p.legal.hasPreemptiveRights,
    hasAllotmentPermit: p.legal.hasAllotmentPermit,
    floodPScore: p.legal.floodPScore,
    floodGScore: p.legal.floodGScore,
    rent: statedRent({ pricePublished: !p.priceOnDemand, monthlyRent: p.prices.monthlyRent, price: p.price }),
    chargesRenter: p.prices.chargesRenter,
    livingArea: p.livingArea,
    contractType: p.situation.contractType,
    referenceRent: p.prices.referenceRent,
  };
}

/** A summons, a measure imposed or pending, or none: the Flemish enforcement item in one wording. */
function enforcement(p: PropertyDetail): string {
  if (p.legal.judicialDecision === "YES") return "measure";
  if (p.legal.judicialDecision === "IN_APPLICATION") return "pending";
  return p.legal.hasSummons ? "summons" : "none";
}

const yesNo = (value: boolean | null) => (value ? "yes" : "no");

function valueOf(key: MentionKey, p: PropertyDetail, s: MentionSource): MentionValue {
  switch (key) {
    case "epc": {
      const display = epcDisplay(p);
      return { kind: "epc", label: display?.kind === "scale" ? labelText(display.label) : null, kwh: s.epcTotal! };
    }
    case "energyPass":
      return { kind: "text", text: s.epcLabelText! };
    case "epcUniqueCode":
      return { kind: "text", text: s.epcUniqueCode! };
    case "planningDesignation":
      return { kind: "text", text: s.planningDesignation! };
    case "co2Emission":
      return { kind: "co2", kg: s.co2Emission! };
    case "permit":
      return { kind: "wording", wording: yesNo(s.hasPermit) };
    case "preemption":
      return { kind: "wording", wording: yesNo(s.hasPreemptiveRights) };
    case "allotmentPermit":
      return { kind: "wording", wording: yesNo(s.hasAllotmentPermit) };
    case "enforcement":
      return { kind: "wording", wording: enforcement(p) };
    case "floodPScore":
      return { kind: "flood", score: s.floodPScore! };
    case "floodGScore":
      return { kind: "flood", score: s.floodGScore! };
    case "rent":
      return { kind: "money", amount: s.rent!, perMonth: true };
    case "charges":
      return { kind: "money", amount: s.chargesRenter!, perMonth: true };
    case "referenceRent":
      return { kind: "money", amount: s.referenceRent!, perMonth: true };
    case "livingArea":
      return { kind: "area", m2: s.livingArea! };
    case "leaseType":
      return { kind: "lease", contract: s.contractType! };
  }
}

/** The region whose terms the mentions use, and each mention the record holds, in reading order. */
export function shownMentions(p: PropertyDetail): { region: AdvertRegion | null; mentions: ShownMention[] } {
  const source = mentionSource(p);
  return {
    region: advertRegion(source),
    mentions: heldMentions(source).map((m) => ({ key: m.key, value: valueOf(m.key, p, source) })),
  };
}

/** The fields of the facts that a mention states already, left out of the facts below it. */
export function mentionedFields(mentions: ShownMention[]): string[] {
  const fields: Partial<Record<MentionKey, string[]>> = {
    epc: ["epcTotal"],
    epcUniqueCode: ["epcUniqueCode"],
    co2Emission: ["co2Emission"],
    permit: ["hasPermit"],
    planningDesignation: ["planningDesignation"],
    enforcement: ["hasSummons", "judicialDecision"],
    preemption: ["hasPreemptiveRights"],
    allotmentPermit: ["hasAllotmentPermit"],
    floodPScore: ["floodPScore"],
    floodGScore: ["floodGScore"],
  };
  return mentions.flatMap((m) => fields[m.key] ?? []);
}
