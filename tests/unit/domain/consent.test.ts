import { describe, expect, it } from "vitest";
import { CONSENT_CATEGORIES, consentCookieName, isAllowed, outcomeOf, splitCategories } from "@/lib/domain";

describe("consent categories (spec §4)", () => {
  it("are the spec's five: functional, analytical, marketing, social media, unclassified", () => {
    expect(CONSENT_CATEGORIES).toEqual(["functional", "analytical", "marketing", "social_media", "unclassified"]);
  });

  it.each([
    ["true", true],
    ["false", false],
    ["TRUE", false],
    ["1", false],
    ["", false],
    [undefined, false],
  ])("a category's cookie with the value %j allows it: %s", (value, allowed) => {
    const read = (name: string) => (name === "consent_analytical" ? value : undefined);
    expect(isAllowed("analytical", read)).toBe(allowed);
  });

  it("allows functional cookies without any cookie, and reads each category from its own cookie", () => {
    expect(isAllowed("functional", () => undefined)).toBe(true);
    const read = (name: string) => (name === consentCookieName("marketing") ? "true" : undefined);
    expect(isAllowed("marketing", read)).toBe(true);
    expect(isAllowed("social_media", read)).toBe(false);
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
