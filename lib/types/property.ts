import type { PropertyStatus } from "@/lib/domain/property";
import type { Locale } from "@/lib/i18n/locales";
import type { PriceTerms } from "@/lib/rules/asking-price";

export type { PropertyStatus };

export interface Photo {
  url: string;
  width: number;
  height: number;
}

/** What a result card or a home-page teaser shows. Dates are ISO strings: cached values are JSON. */
export interface PropertyCard {
  id: number;
  reference: string;
  goal: number;
  status: PropertyStatus;
  title: string;
  slug: string;
  city: string;
  citySlug: string;
  zip: string;
  typeName: string;
  typeWebId: number;
  price: number | null;
  priceOnDemand: boolean;
  priceUnit: number | null;
  priceUnitText: string | null;
  marquee: number | null;
  marqueeName: string | null;
  /** What changes what is paid beyond the price: the VAT regime, a viager's annuity, a rent's charges. */
  priceTerms: PriceTerms;
  bedrooms: number | null;
  livingArea: number | null;
  epcLabel: string | null;
  photo: Photo | null;
  publishedAt: string;
  /** The price before a drop and when it dropped (ISO), when the price is published: "price lowered" for 30 days. */
  previousPrice: number | null;
  priceLoweredAt: string | null;
}

// The fields of spec §3 in the groups a page shows them. Money is in euro, surfaces in m², widths in
// metres, dates are ISO strings; an enumerated value is its code (its text is in the messages).
type Numbers<K extends string> = Record<K, number | null>;
type Flags<K extends string> = Record<K, boolean | null>;
type Texts<K extends string> = Record<K, string | null>;

/** The address; street, number and box are null when the address is not published. */
export type PropertyAddress = Texts<"street" | "houseNumber" | "boxNr"> & { countryId: number; countryName: string };

export type PropertyPrices = Numbers<
  | "monthlyRent"
  | "startPrice"
  | "chargesOwner"
  | "chargesRenter"
  | "referenceRent"
  | "totalCost"
  | "notaryFeeExclVat"
  | "notaryFeeInclVat"
  | "registeredRight"
  | "vatValue"
  | "constructionCost"
  | "garagePrice"
  | "parkingPrice"
  | "depositAmount"
  | "agencyCost"
  | "inventoryCost"
  | "cadastralIncome"
  | "realEstateTax"
> &
  Texts<"vatRegime">;

export type PropertySurfaces = Numbers<
  | "totalArea"
  | "livingArea"
  | "groundArea"
  | "plotArea"
  | "terraceArea"
  | "constructedArea"
  | "gardenArea"
  | "officeArea"
  | "storeArea"
  | "frontWidth"
  | "plotWidth"
>;

export type PropertyRooms = Numbers<
  | "bedrooms"
  | "bathrooms"
  | "showerRooms"
  | "toilets"
  | "floors"
  | "floor"
  | "garages"
  | "parkings"
  | "externalParkings"
  | "extraRooms"
  | "facades"
>;

export type PropertyConstruction = Numbers<"constructionYear" | "renovationYear"> &
  Texts<
    | "interiorCondition"
    | "exteriorCondition"
    | "heating"
    | "kitchen"
    | "roof"
    | "glazing"
    | "windowFrame"
    | "floorCover"
  > & { isNewBuild: boolean };

export type PropertyEquipment = Flags<
  | "hasGas"
  | "hasWater"
  | "hasElectricity"
  | "hasDrain"
  | "hasLift"
  | "hasCellar"
  | "hasTerrace"
  | "hasGarden"
  | "hasGarage"
  | "hasAttic"
  | "isFurnished"
  | "hasPool"
  | "hasParking"
>;

/** Orientation, contract, availability and surroundings. */
export type PropertySituation = Texts<
  | "terraceOrientation"
  | "gardenOrientation"
  | "rearOrientation"
  | "contractType"
  | "availability"
  | "availableFrom"
  | "environment"
> &
  Record<"neighbourhoods" | "pointsOfInterest" | "subCities", string[]>;

/** Mobiscore, 0 to 10 per category. */
export type PropertyMobiscore = Numbers<
  | "mobiscorePublicTransport"
  | "mobiscoreEducation"
  | "mobiscoreShops"
  | "mobiscoreLeisure"
  | "mobiscoreHealth"
  | "mobiscoreEnvironment"
  | "mobiscoreNearby"
>;

export type PropertyEnergy = Numbers<"epcTotal" | "epcSpec" | "co2Emission" | "eLevel"> &
  Texts<"epcLabel" | "epcLabelText" | "epcUniqueCode" | "energyCertificateEndsAt">;

/** Water, planning and certificates. */
export type PropertyLegal = Flags<
  | "isFloodZone"
  | "isRiverbankZone"
  | "hasPermit"
  | "hasAllotmentPermit"
  | "hasSummons"
  | "hasPreemptiveRights"
  | "electricityCertificateOk"
  | "gasCertificateOk"
> &
  Texts<
    | "floodRiskArea"
    | "floodPScore"
    | "floodGScore"
    | "judicialDecision"
    | "planningDesignation"
    | "areaApplication"
    | "asbestosCertificate"
    | "asbestosCertificateDate"
    | "soilCertificate"
    | "soilCertificateDate"
    | "electricityCertificateDate"
    | "gasCertificateDate"
  >;

type Sex = "MALE" | "FEMALE";

/** The annuity terms of a property sold in viager. */
export type PropertyViager = { type: "OCCUPIED" | "FREE"; indexed: boolean | null } & Numbers<
  "head1Age" | "head2Age" | "bouquet" | "monthlyRent" | "survivorRent" | "maxDurationYears"
> &
  Record<"head1Sex" | "head2Sex", Sex | null>;

export type PropertyMedia = Texts<"videoUrl" | "virtualTourUrl">;

export interface Manager {
  name: string;
  role: string | null;
  email: string;
  phone: string;
  photoUrl: string | null;
}

export interface PropertyDocumentLink {
  id: number;
  title: string;
  url: string;
  sizeBytes: number | null;
  /** Sent by e-mail on request instead of downloaded. */
  requestOnly: boolean;
}

/** One change of a listing's price or status, as its page shows it: prices only when published. */
export interface HistoryEntry {
  at: string;
  field: "price" | "status";
  before: string | null;
  after: string | null;
}

export interface PropertyDetail extends PropertyCard {
  /** Its price and status changes, oldest first. */
  history: HistoryEntry[];
  description: string;
  /** The language the description is written in, when it had to fall back from the page's. */
  descriptionLocale: Locale;
  address: PropertyAddress;
  prices: PropertyPrices;
  surfaces: PropertySurfaces;
  rooms: PropertyRooms;
  construction: PropertyConstruction;
  equipment: PropertyEquipment;
  situation: PropertySituation;
  mobiscore: PropertyMobiscore;
  energy: PropertyEnergy;
  legal: PropertyLegal;
  /** Null unless the property is sold in viager. */
  viager: PropertyViager | null;
  media: PropertyMedia;
  /** The map position: exact, or moved by a few hundred metres when the address is not published. */
  position: { lat: number; lng: number; exact: boolean } | null;
  categoryId: number;
  /** The category's own name (not translated): what kind of residence it is. */
  categoryName: string;
  categoryParentId: number | null;
  /** The municipality (NIS code) the record names; null: found from the postal code and town (lib/market). */
  municipalityCode: string | null;
  photos: Photo[];
  documents: PropertyDocumentLink[];
  manager: Manager | null;
  slugs: Partial<Record<Locale, string>>;
}
