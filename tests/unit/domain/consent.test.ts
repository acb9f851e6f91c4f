import { describe, expect, it } from "vitest";
import { CONSENT_CATEGORIES, outcomeOf, splitCategories } from "@/lib/domain";

describe("consent categories (spec §4)", () => {
  it("are the spec's five: functional, analytical, marketing, social media, unclassified", () => {
    expect(CONSENT_CATEGORIES).toEqual(["functional", "analytical", "marketing", "social_media", "unclassified"]);
  });

  it.each([
    [["functional", "analytical", "marketing", "social_media", "unclassified"], "accept_all"],
    [["functional"], "necessary_only"],
    [[], "necessary_only"],
    [["functional", "marketing"], "chosen"],
    [["analytical", "bogus"], "chosen"],
  ])("%j is the outcome %s", (accepted, outcome) => {
    expect(outcomeOf(accepted)).toBe(outcome);
  });

  it("splits every category into accepted and rejected, functional always accepted, unknown names dropped", () => {
    expect(splitCategories(["marketing", "bogus"])).toEqual({
      accepted: ["functional", "marketing"],
      rejected: ["analytical", "social_media", "unclassified"],
    });
    expect(splitCategories([])).toEqual({
      accepted: ["functional"],
      rejected: ["analytical", "marketing", "social_media", "unclassified"],
    });
  });
});
