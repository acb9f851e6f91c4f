import { describe, expect, it } from "vitest";
import { approximatePosition } from "@/lib/rules/position";
import { jsonLdScript, listingJsonLd, residenceType } from "@/lib/property/structured-data";
import type { PropertyDetail } from "@/lib/types/property";
import { propertyDetail } from "./fixture";

function property(overrides: Partial<PropertyDetail> = {}): PropertyDetail {
  return propertyDetail(overrides);
}

const input = (p: PropertyDetail) => ({
  property: p,
  url: "https://example.be/en/for-sale/x/y/3/",
  siteUrl: "https://example.be",
  locale: "en",
});

describe("listingJsonLd", () => {
  it("describes a sale as a RealEstateListing with its offer, place, figures and images", () => {
    const data = listingJsonLd(input(property()));
    expect(data).toMatchObject({
      "@type": "RealEstateListing",
      name: "Villa with garden",
      url: "https://example.be/en/for-sale/x/y/3/",
      image: ["https://example.be/media/1.webp", "https://example.be/media/2.webp"],
      offers: {
        "@type": "Offer",
        price: 1_250_000,
        priceCurrency: "EUR",
        businessFunction: "http://purl.org/goodrelations/v1#Sell",
        availability: "https://schema.org/InStock",
      },
      about: {
        "@type": "SingleFamilyResidence",
        address: {
          streetAddress: "Avenue Orban 96",
          postalCode: "1150",
          addressLocality: "Woluwe-Saint-Pierre",
          addressCountry: "BE",
        },
        geo: { latitude: 50.8395, longitude: 4.4188 },
        floorSize: { value: 320, unitCode: "MTK" },
        numberOfBedrooms: 5,
        numberOfBathroomsTotal: 3,
      },
    });
  });

  it("offers a rental as a monthly lease", () => {
    const data = listingJsonLd(input(property({ goal: 1, price: 1450, categoryName: "Apartment" })));
    expect(data.offers).toMatchObject({
      businessFunction: "http://purl.org/goodrelations/v1#LeaseOut",
      priceSpecification: { unitCode: "MON", price: 1450 },
    });
    expect(data.about["@type"]).toBe("Apartment");
  });

  it("says a sale under the VAT regime is priced without VAT, and leaves it unsaid where no VAT applies", () => {
    const terms = { vatRegime: "VAT_21" as const, viager: null, chargesRenter: null };
    const newBuild = listingJsonLd(input(property({ price: 465_000, priceTerms: terms })));
    expect(newBuild.offers).toMatchObject({
      price: 465_000,
      priceSpecification: { price: 465_000, priceCurrency: "EUR", valueAddedTaxIncluded: false },
    });
    expect(listingJsonLd(input(property())).offers).not.toHaveProperty("priceSpecification");
  });

  it("offers a viager at its bouquet and monthly annuity, not at its estimated value", () => {
    const viager = { bouquet: 60_000, monthlyRent: 950, indexed: true, maxDurationYears: null };
    const data = listingJsonLd(
      input(property({ price: 520_000, priceTerms: { vatRegime: null, viager, chargesRenter: null } })),
    );
    expect(data.offers).toMatchObject({
      price: 60_000,
      priceSpecification: [
        { "@type": "PriceSpecification", price: 60_000 },
        { "@type": "UnitPriceSpecification", price: 950, unitCode: "MON" },
      ],
    });
  });

  it("publishes no street and no coordinates when the address is hidden, and no price on demand", () => {
    const hidden = property({
      position: { lat: 50.8, lng: 4.35, exact: false },
      priceOnDemand: true,
      price: null,
      address: { street: null, houseNumber: null, boxNr: null, countryId: 10, countryName: "Belgium" },
    });
    const data = listingJsonLd(input(hidden));
    expect(data.about.address).not.toHaveProperty("streetAddress");
    expect(data.about).not.toHaveProperty("geo");
    expect(data.offers).not.toHaveProperty("price");
  });

  it("marks a sold property as sold out", () => {
    expect(listingJsonLd(input(property({ status: "SOLD" }))).offers.availability).toBe("https://schema.org/SoldOut");
  });

  it("escapes text that could close the script element", () => {
    expect(jsonLdScript({ name: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });

  it.each([
    ["Apartment", 1, "Apartment"],
    ["House", 1, "SingleFamilyResidence"],
    ["Office", 2, "Place"],
  ])("%s is a %s", (name, webId, type) => expect(residenceType(name as string, webId as number)).toBe(type));
});

describe("approximatePosition", () => {
  it("moves a hidden address about 300 m, the same way every time", () => {
    const exact = { lat: 50.8036, lng: 4.3582 };
    const moved = approximatePosition(2, exact.lat, exact.lng);
    expect(approximatePosition(2, exact.lat, exact.lng)).toEqual(moved);
    const metres = Math.hypot(
      (moved.lat - exact.lat) * 111_320,
      (moved.lng - exact.lng) * 111_320 * Math.cos((exact.lat * Math.PI) / 180),
    );
    expect(metres).toBeGreaterThan(250);
    expect(metres).toBeLessThan(350);
  });
});
