import { describe, expect, it } from "vitest";
import { streetLine, streetName } from "@/lib/rules/address";

// Issue 44: a Brussels address on a Dutch page read "Rue Josaphat 218, 1030 Schaarbeek". The record's
// Street stays the name English and German pages show; a Dutch or French page shows its own where given.

describe("streetName", () => {
  const josaphat = { street: "Rue Josaphat", streetNl: "Josafatstraat", streetFr: null };
  it.each([
    ["nl", "Josafatstraat"],
    ["fr", "Rue Josaphat"],
    ["en", "Rue Josaphat"],
    ["de", "Rue Josaphat"],
  ] as const)("a French street with its Dutch name, on a %s page: %s", (locale, shown) => {
    expect(streetName(josaphat, locale)).toBe(shown);
  });

  // A record written in Dutch gives the French name: French pages show it, the others the record's.
  const steenweg = { street: "Waterloosesteenweg", streetNl: null, streetFr: "Chaussée de Waterloo" };
  it.each([
    ["nl", "Waterloosesteenweg"],
    ["fr", "Chaussée de Waterloo"],
    ["en", "Waterloosesteenweg"],
    ["de", "Waterloosesteenweg"],
  ] as const)("a Dutch street with its French name, on a %s page: %s", (locale, shown) => {
    expect(streetName(steenweg, locale)).toBe(shown);
  });

  it("keeps the record's street where no other name is given, or an empty one", () => {
    expect(streetName({ street: "Mechelsestraat" }, "fr")).toBe("Mechelsestraat");
    expect(streetName({ street: "Rue Gray", streetNl: "" }, "nl")).toBe("Rue Gray");
    expect(streetName({ street: null }, "nl")).toBeNull();
  });
});

describe("streetLine", () => {
  it("writes the street then its number, either alone, or nothing", () => {
    expect(streetLine("Josafatstraat", "218")).toBe("Josafatstraat 218");
    expect(streetLine("Josafatstraat", null)).toBe("Josafatstraat");
    expect(streetLine(null, "218")).toBe("218");
    expect(streetLine(null, null)).toBe("");
  });
});
