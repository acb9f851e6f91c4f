import {
  advertKind,
  advertRegion,
  missingMentions,
  type MentionKey,
  type MentionSource,
} from "@/lib/rules/advert-mentions";

// The legal mentions a published listing lacks, one line per field, in the words staff read in the report:
// the field as they fill it in, what it is, and the rule that asks for it.

const what: Record<MentionKey, string> = {
  epc: "the energy certificate's score in kWh/m² per year, from which its label follows",
  epcUniqueCode: "the EPC's unique code (or a published address)",
  co2Emission: "the CO2 emissions",
  energyPass: "the energy-pass class",
  permit: "whether a planning permit was issued",
  planningDesignation: "the most recent planning designation",
  enforcement: "whether a summons or a court or administrative measure applies",
  preemption: "whether a right of pre-emption applies",
  allotmentPermit: "whether a subdivision permit applies",
  floodPScore: "the plot's flood score (P-score, A to D)",
  floodGScore: "the building's flood score (G-score, A to D)",
  rent: "the monthly rent",
  charges: "the monthly common charges",
  livingArea: "the habitable area",
  leaseType: "the type of lease",
  referenceRent: "the reference rent",
};

const regionName = { flanders: "Flanders", brussels: "Brussels", wallonia: "Wallonia", luxembourg: "Luxembourg" };
const kindName = { sale: "sale", rental: "rental", longLease: "long-lease" };

export function mentionProblems(record: string, listing: MentionSource) {
  const region = advertRegion(listing);
  if (!region) return [];
  return missingMentions(listing).map((m) => ({
    record,
    field: m.recordField,
    problem: `is missing: ${what[m.key]}, which every ${kindName[advertKind(listing)]} advertisement in ${regionName[region]} states (${m.source})`,
  }));
}
