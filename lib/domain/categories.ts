import type { Locale } from "@/lib/i18n/locales";

// The site's category tree (spec §3: ID, ParentID, Name, WebID): the types listings are filed under, by their
// WebID and type names. WebID picks the type icon. The first sync into a database without one writes it
// (lib/content-sync/categories.ts), so an agency's own listings need no demo seed before them.
interface CategorySeed {
  id: number;
  parentId: number | null;
  name: string;
  webId: number;
  names: Record<Locale, string>;
}

export const categories: CategorySeed[] = [
  {
    id: 1,
    parentId: null,
    name: "Residential",
    webId: 1,
    names: { en: "Residential", nl: "Residentieel", fr: "Résidentiel", de: "Wohnen" },
  },
  { id: 11, parentId: 1, name: "House", webId: 1, names: { en: "House", nl: "Woning", fr: "Maison", de: "Haus" } },
  { id: 12, parentId: 1, name: "Villa", webId: 1, names: { en: "Villa", nl: "Villa", fr: "Villa", de: "Villa" } },
  {
    id: 13,
    parentId: 1,
    name: "Apartment",
    webId: 1,
    names: { en: "Apartment", nl: "Appartement", fr: "Appartement", de: "Wohnung" },
  },
  {
    id: 14,
    parentId: 1,
    name: "Penthouse",
    webId: 1,
    names: { en: "Penthouse", nl: "Penthouse", fr: "Penthouse", de: "Penthouse" },
  },
  { id: 15, parentId: 1, name: "Studio", webId: 1, names: { en: "Studio", nl: "Studio", fr: "Studio", de: "Studio" } },
  {
    id: 16,
    parentId: 1,
    name: "Duplex",
    webId: 1,
    names: { en: "Duplex", nl: "Duplex", fr: "Duplex", de: "Maisonette" },
  },
  { id: 17, parentId: 1, name: "Loft", webId: 1, names: { en: "Loft", nl: "Loft", fr: "Loft", de: "Loft" } },
  {
    id: 2,
    parentId: null,
    name: "Offices",
    webId: 2,
    names: { en: "Offices", nl: "Kantoren", fr: "Bureaux", de: "Büros" },
  },
  { id: 21, parentId: 2, name: "Office", webId: 2, names: { en: "Office", nl: "Kantoor", fr: "Bureau", de: "Büro" } },
  {
    id: 3,
    parentId: null,
    name: "Industrial",
    webId: 3,
    names: { en: "Industrial", nl: "Industrie", fr: "Industriel", de: "Gewerbe" },
  },
  {
    id: 31,
    parentId: 3,
    name: "Warehouse",
    webId: 3,
    names: { en: "Warehouse", nl: "Magazijn", fr: "Entrepôt", de: "Lagerhalle" },
  },
  {
    id: 4,
    parentId: null,
    name: "Land",
    webId: 4,
    names: { en: "Land", nl: "Grond", fr: "Terrain", de: "Grundstück" },
  },
  {
    id: 41,
    parentId: 4,
    name: "Building land",
    webId: 4,
    names: { en: "Building land", nl: "Bouwgrond", fr: "Terrain à bâtir", de: "Baugrundstück" },
  },
  {
    id: 6,
    parentId: null,
    name: "Retail",
    webId: 6,
    names: { en: "Retail", nl: "Handel", fr: "Commerce", de: "Einzelhandel" },
  },
  {
    id: 61,
    parentId: 6,
    name: "Shop",
    webId: 6,
    names: { en: "Shop", nl: "Handelspand", fr: "Surface commerciale", de: "Ladenlokal" },
  },
  {
    id: 7,
    parentId: null,
    name: "Garage and parking",
    webId: 7,
    names: { en: "Garage and parking", nl: "Garage en parking", fr: "Garage et parking", de: "Garage und Stellplatz" },
  },
  { id: 71, parentId: 7, name: "Garage", webId: 7, names: { en: "Garage", nl: "Garage", fr: "Garage", de: "Garage" } },
];
