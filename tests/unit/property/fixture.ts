import type { PropertyDetail } from "@/lib/types/property";

// A property for sale in Brussels with every optional field empty; a test sets what it reads.

function empty<T>(keys: string[], extra: NoInfer<Partial<T>> = {}): T {
  return { ...Object.fromEntries(keys.map((key) => [key, null])), ...extra } as T;
}

export function propertyDetail(overrides: Partial<PropertyDetail> = {}): PropertyDetail {
  return {
    id: 3,
    reference: "ATR-2003",
    goal: 0,
    status: "AVAILABLE",
    title: "Villa with garden",
    slug: "villa-with-garden",
    city: "Woluwe-Saint-Pierre",
    citySlug: "woluwe-saint-pierre",
    zip: "1150",
    typeName: "Villa",
    typeWebId: 1,
    price: 1_250_000,
    priceOnDemand: false,
    priceUnit: null,
    priceUnitText: null,
    marquee: null,
    marqueeName: null,
    priceTerms: { vatRegime: null, viager: null, chargesRenter: null },
    bedrooms: 5,
    livingArea: 320,
    epcLabel: "c_sub",
    photo: { url: "/media/1.webp", width: 1200, height: 800 },
    publishedAt: "2026-11-01T10:00:00.000Z",
    previousPrice: null,
    priceLoweredAt: null,
    history: [],
    description: "A villa.",
    descriptionLocale: "en",
    address: { street: "Avenue Orban", houseNumber: "96", boxNr: null, countryId: 10, countryName: "Belgium" },
    prices: empty(["monthlyRent", "startPrice", "vatRegime", "cadastralIncome"]),
    surfaces: empty(["livingArea", "totalArea", "plotArea"], { livingArea: 320 }),
    rooms: empty(["bedrooms", "bathrooms", "extraRooms"], { bedrooms: 5, bathrooms: 3 }),
    construction: empty(["constructionYear", "heating"], { isNewBuild: false }),
    equipment: empty(["hasLift", "hasPool"]),
    situation: empty(["availability"], { neighbourhoods: [], pointsOfInterest: [], subCities: [] }),
    mobiscore: empty(["mobiscoreShops"]),
    energy: empty(["epcLabel", "epcLabelText", "epcTotal", "co2Emission"], { epcLabel: "c_sub" }),
    legal: empty(["hasPermit", "isFloodZone"]),
    viager: null,
    media: { videoUrl: null, virtualTourUrl: null },
    position: { lat: 50.8395, lng: 4.4188, exact: true },
    categoryId: 12,
    categoryName: "Villa",
    categoryParentId: 1,
    municipalityCode: null,
    photos: [
      { url: "/media/1.webp", width: 1200, height: 800 },
      { url: "/media/2.webp", width: 1200, height: 800 },
    ],
    documents: [],
    manager: null,
    slugs: {},
    ...overrides,
  };
}
