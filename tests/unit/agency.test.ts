import { afterEach, describe, expect, it, vi } from "vitest";

// The agency's address as each language writes a Brussels address: Dutch pages the Dutch street and town.

async function address(locale: "en" | "nl" | "fr" | "de") {
  vi.resetModules();
  const { agencyAddress } = await import("@/lib/agency");
  return agencyAddress(locale);
}

afterEach(() => vi.unstubAllEnvs());

describe("agencyAddress", () => {
  it("writes the demo agency's address in Dutch on Dutch pages, in French on the others", async () => {
    vi.stubEnv("AGENCY_STREET", undefined);
    vi.stubEnv("AGENCY_CITY", undefined);
    expect(await address("nl")).toEqual({ street: "Waterloosesteenweg 612", zip: "1050", city: "Elsene" });
    expect(await address("fr")).toEqual({ street: "Chaussée de Waterloo 612", zip: "1050", city: "Ixelles" });
    expect(await address("de")).toEqual({ street: "Chaussée de Waterloo 612", zip: "1050", city: "Ixelles" });
    expect(await address("en")).toEqual({ street: "Chaussée de Waterloo 612", zip: "1050", city: "Ixelles" });
  });

  it("takes a configured street for every language, and a language's own where one is set", async () => {
    vi.stubEnv("AGENCY_STREET", "Meir 10");
    vi.stubEnv("AGENCY_ZIP", "2000");
    vi.stubEnv("AGENCY_CITY", "Antwerpen");
    expect(await address("nl")).toEqual({ street: "Meir 10", zip: "2000", city: "Antwerpen" });
    expect(await address("fr")).toEqual({ street: "Meir 10", zip: "2000", city: "Anvers" });
    vi.stubEnv("AGENCY_STREET_FR", "Meir 10 (Place de Meir)");
    expect((await address("fr")).street).toBe("Meir 10 (Place de Meir)");
  });
});
