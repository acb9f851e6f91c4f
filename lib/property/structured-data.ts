import { COUNTRY_LUXEMBOURG } from "@/lib/domain/country";
import { isForSale } from "@/lib/domain/goal";
import { isClosed } from "@/lib/domain/property";
import { askingPrice, type AskingPrice } from "@/lib/rules/asking-price";
import type { PropertyDetail } from "@/lib/types/property";
import { streetLine } from "@/lib/rules/address";

// schema.org RealEstateListing for a property page (spec §1 SEO): the offer, the place and its figures.
// Only what the page itself publishes goes in: no street when the address is hidden, no price on demand.

const APARTMENTS = new Set(["Apartment", "Penthouse", "Studio", "Duplex", "Loft"]);
const HOUSES = new Set(["House", "Villa"]);

export function residenceType(categoryName: string, typeWebId: number): string {
  if (APARTMENTS.has(categoryName)) return "Apartment";
  if (HOUSES.has(categoryName)) return "SingleFamilyResidence";
  return typeWebId === 1 ? "Residence" : "Place";
}

interface ListingInput {
  property: PropertyDetail;
  url: string;
  siteUrl: string;
  locale: string;
}

export function listingJsonLd({ property: p, url, siteUrl, locale }: ListingInput) {
  const { address, surfaces, rooms } = p;
  const forSale = isForSale(p.goal);
  const asked = askingPrice(p, []);
  const street = streetLine(address.street, address.houseNumber);
  const place: Record<string, unknown> = {
    "@type": residenceType(p.categoryName, p.typeWebId),
    name: p.title,
    address: {
      "@type": "PostalAddress",
      ...(street ? { streetAddress: street } : {}),
      postalCode: p.zip,
      addressLocality: p.city,
      addressCountry: address.countryId === COUNTRY_LUXEMBOURG ? "LU" : "BE",
    },
  };
  if (p.position?.exact) place.geo = { "@type": "GeoCoordinates", latitude: p.position.lat, longitude: p.position.lng };
  const area = surfaces.livingArea ?? surfaces.totalArea;
  if (area) place.floorSize = { "@type": "QuantitativeValue", value: area, unitCode: "MTK" };
  if (rooms.bedrooms) place.numberOfBedrooms = rooms.bedrooms;
  if (rooms.bathrooms) place.numberOfBathroomsTotal = rooms.bathrooms;
  const roomCount = (rooms.bedrooms ?? 0) + (rooms.extraRooms ?? 0);
  if (roomCount) place.numberOfRooms = roomCount;

  return {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    name: p.title,
    description: p.description.slice(0, 500),
    url,
    inLanguage: locale,
    datePosted: p.publishedAt.slice(0, 10),
    image: p.photos.map((photo) => `${siteUrl}${photo.url}`),
    identifier: p.reference,
    about: place,
    offers: {
      "@type": "Offer",
      businessFunction: forSale ? "http://purl.org/goodrelations/v1#Sell" : "http://purl.org/goodrelations/v1#LeaseOut",
      ...offerPrice(asked),
      availability: isClosed(p.status) ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
      url,
    },
  };
}

const monthly = (price: number) => ({
  "@type": "UnitPriceSpecification",
  price,
  priceCurrency: "EUR",
  unitCode: "MON",
});

/** The offer's price as the page states it: a sale's (before VAT under the VAT regime), a rent per month, a viager's bouquet and annuity. */
function offerPrice(asked: AskingPrice): Record<string, unknown> {
  switch (asked.kind) {
    case "sale":
      return {
        price: asked.amount,
        priceCurrency: "EUR",
        ...(asked.exclVat
          ? {
              priceSpecification: {
                "@type": "PriceSpecification",
                price: asked.amount,
                priceCurrency: "EUR",
                valueAddedTaxIncluded: false,
              },
            }
          : {}),
      };
    case "rent":
      return { price: asked.amount, priceCurrency: "EUR", priceSpecification: monthly(asked.amount) };
    case "viager":
      return {
        ...(asked.bouquet !== null ? { price: asked.bouquet, priceCurrency: "EUR" } : {}),
        priceSpecification: [
          ...(asked.bouquet !== null
            ? [{ "@type": "PriceSpecification", price: asked.bouquet, priceCurrency: "EUR" }]
            : []),
          ...(asked.rent !== null ? [monthly(asked.rent)] : []),
        ],
      };
    default:
      return {};
  }
}

/** JSON for a <script type="application/ld+json">: "<" is escaped so no text can close the script. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
