// Shapes of the hand-written demo content; prisma/seed maps them onto the schema.
export type Locale = "en" | "nl" | "fr" | "de";
export type Localized<T = string> = Record<Locale, T>;

export type PropertyKind =
  | "house"
  | "villa"
  | "apartment"
  | "penthouse"
  | "studio"
  | "duplex"
  | "loft"
  | "building-land"
  | "office"
  | "retail"
  | "warehouse"
  | "garage";

export type Orientation = "N" | "NE" | "E" | "SE" | "S" | "SW" | "W" | "NW";
export type Condition = "NEW" | "EXCELLENT" | "GOOD" | "TO_REFRESH" | "TO_RENOVATE";
export type Heating = "GAS" | "FUEL_OIL" | "ELECTRIC" | "HEAT_PUMP" | "WOOD_PELLETS" | "DISTRICT";

export interface DemoViager {
  type: "OCCUPIED" | "FREE";
  head1: { age: number; sex: "MALE" | "FEMALE" };
  head2?: { age: number; sex: "MALE" | "FEMALE" };
  bouquet: number; // euro paid at signing
  monthlyRent: number; // euro per month
  survivorRent?: number; // euro per month after the first head dies
  indexed: boolean;
  maxDurationYears?: number;
}

export interface DemoProperty {
  ref: string; // agency reference, e.g. "ATR-2041"
  goal: 0 | 1; // 0 for sale, 1 for rent
  status: "AVAILABLE" | "UNDER_OPTION" | "SOLD" | "RENTED" | "WITHDRAWN";
  kind: PropertyKind;
  street: string;
  houseNumber: string;
  box?: string;
  zip: string; // real Belgian postal code matching the city
  city: string; // real town name as written locally (e.g. "Liège", "Gent", "Ixelles")
  lat: number;
  lng: number;
  publishAddress: boolean; // false: only zip and city are shown
  price: number; // euro; for rent: euro per month
  priceOnDemand?: boolean;
  charges?: number; // euro per month (rent) or yearly co-ownership charges (sale)
  cadastralIncome?: number; // euro, non-indexed
  bedrooms: number;
  bathrooms: number;
  toilets: number;
  livingArea?: number; // m²
  plotArea?: number; // m²
  terraceArea?: number; // m²
  gardenArea?: number; // m²
  floors?: number;
  floor?: number; // for apartments
  facades?: number;
  garages?: number;
  parkings?: number;
  constructionYear?: number;
  renovationYear?: number;
  condition: Condition;
  heating?: Heating;
  epcKwh: number; // kWh/m² per year, plausible for the region's scale
  co2?: number; // kg CO2/m² per year
  flags: Partial<
    Record<"lift" | "cellar" | "attic" | "furnished" | "pool" | "garden" | "terrace" | "garage" | "parking", boolean>
  >;
  gardenOrientation?: Orientation;
  terraceOrientation?: Orientation;
  daysAgoPublished: number; // 0..120, so "newest first" has a spread
  viager?: DemoViager;
  projectRef?: string; // a new-build unit belongs to a project
  photoPalette: [string, string]; // two hex colours for the locally generated placeholder photos
  title: Localized; // short listing title, about 3 to 7 words
  description: Localized; // 3 to 5 sentences of real estate copy, written natively in each language
}

export interface DemoProjectUnit {
  ref: string;
  floor: number;
  surface: number; // m²
  bedrooms: number;
  price: number; // euro, VAT excluded
  status: "AVAILABLE" | "OPTION" | "SOLD";
}

export interface DemoProject {
  ref: string; // e.g. "PRJ-101"
  status: "PLANNED" | "UNDER_CONSTRUCTION" | "DELIVERED";
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
  lat: number;
  lng: number;
  deliveryDate: string; // ISO date
  photoPalette: [string, string];
  photoCount?: number; // 4 unless given; 0 shows the "no photos" state
  plans?: "image" | "image-and-pdf"; // unit plans drawn by the seed
  name: Localized; // project name, may be the same proper noun in every language
  description: Localized; // 3 to 5 sentences
  situation: Localized; // 2 sentences about the location
  technical: Localized; // 2 to 3 sentences about construction and energy
  constructions: { date: string; progress: number; title: Localized }[]; // construction-progress log, 0..100
  documents: { file: string; title: Localized }[]; // e.g. "price-list.pdf"
  units: DemoProjectUnit[];
}

export interface DemoTeamMember {
  slug: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string; // Belgian digits only, 9 or 10 digits, e.g. "0471234567"
  role: Localized;
  bio: Localized; // 2 to 3 sentences
}

export interface DemoTestimonial {
  name: string;
  aboutYou: Localized; // e.g. "Sold a house in Waterloo"
  originalLocale: Locale;
  opinion: Localized; // 2 to 4 sentences
  daysAgo: number;
  rating: 1 | 2 | 3 | 4 | 5;
}

// A page body is a list of blocks: a paragraph, a subheading or a bullet list.
export type Block = { p: string } | { h: string } | { ul: string[] };

export interface DemoPage {
  key: string; // original path from the spec's route table, e.g. "/Disclaimer/"
  title: Localized;
  description: Localized; // meta description, 120 to 160 characters
  body: Localized<Block[]>;
}

export interface DemoArticle {
  kind: "BLOG_POST" | "COMPANY_VALUE";
  key: string; // slug in English for blog posts; for values: adaptation, accompagnement, confiance, transparence, ecoute, confidentialite
  daysAgo: number;
  title: Localized;
  description: Localized; // meta description
  body: Localized<Block[]>;
}
