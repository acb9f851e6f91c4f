import { describe, expect, it } from "vitest";
import { mentionedFields, shownMentions } from "@/lib/property/mentions";
import type { PropertyDetail } from "@/lib/types/property";
import { propertyDetail } from "./fixture";

const flemishSale = (legal: Partial<PropertyDetail["legal"]>) =>
  propertyDetail({
    zip: "3000",
    epcLabel: null,
    energy: { ...propertyDetail().energy, epcLabel: "a", epcTotal: 45, epcUniqueCode: "20241370-2011" },
    legal: { ...propertyDetail().legal, ...legal },
  });

describe("the legal mentions a property page states", () => {
  it("words the Flemish enforcement item from the summons and the court measure, and yes/no items as such", () => {
    const words = (legal: Partial<PropertyDetail["legal"]>) =>
      shownMentions(flemishSale(legal)).mentions.find((m) => m.key === "enforcement")?.value;
    expect(words({ hasSummons: false, judicialDecision: "NONE" })).toEqual({ kind: "wording", wording: "none" });
    expect(words({ hasSummons: true, judicialDecision: "NO" })).toEqual({ kind: "wording", wording: "summons" });
    expect(words({ hasSummons: true, judicialDecision: "YES" })).toEqual({ kind: "wording", wording: "measure" });
    expect(words({ hasSummons: true, judicialDecision: "IN_APPLICATION" })).toEqual({
      kind: "wording",
      wording: "pending",
    });
    expect(shownMentions(flemishSale({ hasPreemptiveRights: false })).mentions).toContainEqual({
      key: "preemption",
      value: { kind: "wording", wording: "no" },
    });
  });

  it("states the EPC with the label of its region and shows only what the record holds", () => {
    const { region, mentions } = shownMentions(flemishSale({ floodPScore: "B" }));
    expect(region).toBe("flanders");
    expect(mentions).toEqual([
      { key: "epc", value: { kind: "epc", label: "A", kwh: 45 } },
      { key: "epcUniqueCode", value: { kind: "text", text: "20241370-2011" } },
      { key: "floodPScore", value: { kind: "flood", score: "B" } },
    ]);
    expect(mentionedFields(mentions)).toEqual(["epcTotal", "epcUniqueCode", "floodPScore"]);
  });

  it("states a Brussels rental's rent, but not a rent on request", () => {
    const rental = (priceOnDemand: boolean) =>
      propertyDetail({
        goal: 1,
        zip: "1040",
        price: priceOnDemand ? null : 1350,
        priceOnDemand,
        prices: { ...propertyDetail().prices, monthlyRent: 1350, chargesRenter: 120, referenceRent: 1090 },
        situation: { ...propertyDetail().situation, contractType: "MAIN_RESIDENCE_9_YEARS" },
        livingArea: 68,
      });
    expect(shownMentions(rental(false)).mentions.map((m) => m.key)).toEqual([
      "rent",
      "charges",
      "livingArea",
      "leaseType",
      "referenceRent",
    ]);
    expect(shownMentions(rental(true)).mentions.map((m) => m.key)).not.toContain("rent");
  });

  it("states a Luxembourg listing's energy pass as printed, and nothing of Belgium's planning", () => {
    const luxembourg = propertyDetail({
      zip: "4011",
      address: { ...propertyDetail().address, countryId: 50, countryName: "Luxembourg" },
      energy: { ...propertyDetail().energy, epcLabelText: "D", epcTotal: 210 },
      legal: { ...propertyDetail().legal, hasPermit: true, planningDesignation: "Zone d'habitation" },
    });
    expect(shownMentions(luxembourg)).toEqual({
      region: "luxembourg",
      mentions: [{ key: "energyPass", value: { kind: "text", text: "D" } }],
    });
  });
});
