import type { PropertyStatus } from "@/lib/domain/property";
import { COUNTRY_BELGIUM, COUNTRY_LUXEMBOURG } from "@/lib/domain/country";
import { locales, type Locale } from "@/lib/i18n/locales";
import { energyLabel } from "@/lib/rules/energy";
import { marqueeKey } from "@/lib/rules/marquee";
import { parseVideoUrl, virtualTourProvider } from "@/lib/rules/media";
import { regionOfZip } from "@/lib/rules/region";
import { slugify } from "@/lib/rules/slug";
import type {
  ProjectColumns,
  ProjectListingState,
  ProjectText,
  PropertyColumns,
  PropertyText,
} from "@/lib/types/content-sync";
import type { FieldProblem, LocalizedText, OwnerRecord, ProjectRecord, PropertyRecord, UserRecord } from "./records";
import { nisCode, propertySiteColumns, type ProjectSite, type SiteDocument } from "./site-fields";

// The one mapping from the CRM's fields (docs/crm-feed.md) to the site's schema. Where the real service
// differs from that page, adjust it here; the table below says where each field goes.
//
// | CRM field                                  | site column                                                |
// |--------------------------------------------|------------------------------------------------------------|
// | ID                                         | sourceId (the sync's key; the site keeps its own id)        |
// | Ident                                      | reference                                                   |
// | Goal                                       | goal (0 for sale, any other for rent)                        |
// | Status 1, 2, 3, 4, other                   | AVAILABLE, SOLD, UNDER_OPTION, RENTED, WITHDRAWN             |
// | WebID + TypeDescription                    | categoryId: the category of that group named so, else the   |
// |                                            | group's top category                                        |
// | Title, DescriptionA                        | translations: title (and slug), description                 |
// | Price                                      | price; also monthlyRent when for rent                       |
// | PublishPrice                               | publishPrice; priceOnDemand when false                      |
// | PriceUnit, PriceUnitText                   | priceUnit, translations.priceUnitText (a sale's suffix: a   |
// |                                            | rent's period is the site's own, lib/rules/asking-price.ts) |
// | Marquee, MarqueeName                       | marquee (the site's codes only), translations.marqueeName   |
// | PublishAddress, Street … City              | publishAddress, street, houseNumber, boxNr, zip, city       |
// | CountryID, CountryName                     | countryId, countryName                                      |
// | NISCode                                    | municipalityCode: the municipality Statbel's figures are of |
// |                                            | (five digits; left out: found from Zip and City)            |
// | GoogleX, GoogleY                           | latitude, longitude, told apart by range                    |
// | SurfaceGround                              | plotArea (Omnicasa's ground is the plot; the site's         |
// |                                            | groundArea, a floor's ground surface, is not the CRM's)     |
// | other Surface*                             | totalArea, livingArea, gardenArea, terraceArea, …           |
// | NumberOf*                                  | bedrooms, bathrooms, showerRooms, toilets, garages, parkings|
// | HasFurnished                               | isFurnished; other Has* flags by the same name              |
// | EnergyPerformance                          | epcTotal, and epcLabel from it and the region (spec §9)     |
// | EPCLabelText                               | epcLabelText (shown for Luxembourg)                         |
// | VideoUrl, VirtualTourUrl                   | videoUrl, virtualTourUrl, when the spec's rules know them   |
// | ManagerID, ProjectID                       | managerId, projectId (isNewBuild when in a project)         |
// | OwnerID                                    | ownerId: the owner who follows it in the portal             |
// | XLargePictureItems                         | photos, in order                                            |
// | Site (files only)                          | the site's own columns by name, and documents (site-fields) |
// | Site.municipality (files only)             | municipalityCode, over NISCode                              |

/** Where Belgium and Luxembourg lie: the ranges that tell latitude from longitude. */
const latitudes = [49.4, 51.6] as const;
const longitudes = [2.5, 6.5] as const;

const statusByCode: Record<number, PropertyStatus> = { 1: "AVAILABLE", 2: "SOLD", 3: "UNDER_OPTION", 4: "RENTED" };

export function propertyStatusOf(code: number): PropertyStatus {
  return statusByCode[code] ?? "WITHDRAWN";
}

export function projectListingOf(code: number): ProjectListingState {
  return code === 1 ? "ON_SALE" : code === 2 ? "SOLD_OUT" : "WITHDRAWN";
}

function within(value: number, [from, to]: readonly [number, number]): boolean {
  return value >= from && value <= to;
}

/** The point of a record, whichever of GoogleX and GoogleY holds the latitude; null when neither fits. */
export function pointOf(x: string | number | null | undefined, y: string | number | null | undefined) {
  if (x == null || y == null || x === "" || y === "") return null;
  const [a, b] = [Number(x), Number(y)];
  if (within(a, latitudes) && within(b, longitudes)) return { latitude: a, longitude: b };
  if (within(b, latitudes) && within(a, longitudes)) return { latitude: b, longitude: a };
  return null;
}

/** Each language's text; a language the source left out takes another's, so every page has one. */
export function perLanguage(texts: LocalizedText | null | undefined): Record<Locale, string> | null {
  const given = Object.fromEntries(
    Object.entries(texts ?? {}).filter(([, text]) => typeof text === "string" && text.trim() !== ""),
  ) as LocalizedText;
  const order: Locale[] = ["nl", "fr", "en", "de"];
  const first = order.map((locale) => given[locale]).find((text) => text !== undefined);
  if (first === undefined) return null;
  return Object.fromEntries(locales.map((locale) => [locale, (given[locale] ?? first).trim()])) as Record<
    Locale,
    string
  >;
}

/** A record's point; a pair it gives that fits neither way is dropped and reported. */
function recordPoint(
  record: { GoogleX?: string | number | null; GoogleY?: string | number | null },
  warnings: FieldProblem[],
) {
  const point = pointOf(record.GoogleX, record.GoogleY);
  if (!point && record.GoogleX != null && record.GoogleY != null && record.GoogleX !== "" && record.GoogleY !== "") {
    warnings.push({
      field: "GoogleX",
      problem: `${record.GoogleX}, ${record.GoogleY} is not a point in Belgium or Luxembourg; the map shows the town`,
    });
  }
  return point;
}

export interface CategoryChoice {
  id: number;
  parentId: number | null;
  webId: number;
  names: string[];
}

/** The category of a type group named so in any language; else the group's top category. */
export function categoryOf(
  categories: CategoryChoice[],
  webId: number | null | undefined,
  typeNames: LocalizedText | null | undefined,
): number | null {
  const wanted = new Set(
    Object.values(typeNames ?? {})
      .filter((name): name is string => typeof name === "string")
      .map((name) => slugify(name)),
  );
  const group = categories.filter((c) => webId == null || c.webId === webId);
  const named = group.find((c) => c.names.some((name) => wanted.has(slugify(name))));
  if (named) return named.id;
  if (webId == null) return null;
  return group.find((c) => c.parentId === null)?.id ?? null;
}

/** A picture as its source names it: fetched (or read) and stored by the photo step. */
export interface SourcePicture {
  id: number;
  url: string;
}

export interface MappedProperty {
  sourceId: number;
  reference: string;
  /** The columns the CRM owns: set, or cleared when the record leaves them out. */
  columns: PropertyColumns;
  /** A file's `Site:` block: the columns it names (others stay), and its documents (null: kept). */
  site: { columns: Record<string, unknown>; documents: SiteDocument[] | null };
  translations: PropertyText[];
  pictures: SourcePicture[];
  managerSourceId: number | null;
  projectSourceId: number | null;
  ownerSourceId: number | null;
  /** What the mapping dropped, with the reason; the record is still written. */
  warnings: FieldProblem[];
}

const orNull = <T>(value: T | null | undefined): T | null => (value === undefined ? null : value);
const textOrNull = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);

/** The EPC label of a Belgian property, from its value and its region (spec §9). */
function epcOf(
  record: PropertyRecord,
  countryId: number,
  warnings: FieldProblem[],
): Pick<PropertyColumns, "epcTotal" | "epcLabel" | "epcLabelText"> {
  const epcTotal = orNull(record.EnergyPerformance);
  const epcLabelText = textOrNull(record.EPCLabelText);
  if (countryId !== COUNTRY_BELGIUM || epcTotal === null) return { epcTotal, epcLabel: null, epcLabelText };
  const region = regionOfZip(record.Zip);
  if (!region) {
    warnings.push({
      field: "EnergyPerformance",
      problem: `has no label: the postal code ${record.Zip} is not Belgian`,
    });
    return { epcTotal, epcLabel: null, epcLabelText };
  }
  return { epcTotal, epcLabel: energyLabel(epcTotal, region), epcLabelText };
}

/** The municipality a record names: its `Site:` block's over the CRM's `NISCode`; a code not of five digits is dropped. */
function municipalityCodeOf(
  record: PropertyRecord,
  siteColumns: Record<string, unknown>,
  warnings: FieldProblem[],
): string | null {
  if ("municipalityCode" in siteColumns) return siteColumns.municipalityCode as string | null;
  if (record.NISCode == null || record.NISCode === "") return null;
  const code = nisCode.safeParse(record.NISCode);
  if (code.success) return code.data;
  warnings.push({
    field: "NISCode",
    problem: `${JSON.stringify(record.NISCode)} is not a NIS code of five digits; the municipality is found from Zip and City`,
  });
  return null;
}

/** A property record in the site's terms, or the reason it cannot be one. */
export function mapProperty(
  record: PropertyRecord,
  categories: CategoryChoice[],
): { ok: true; value: MappedProperty } | { ok: false; problems: FieldProblem[] } {
  const warnings: FieldProblem[] = [];
  const categoryId = categoryOf(categories, record.WebID, record.TypeDescription);
  if (categoryId === null) {
    return {
      ok: false,
      problems: [
        {
          field: "WebID",
          problem:
            record.WebID == null
              ? "is missing, and TypeDescription names no type the site knows"
              : `${record.WebID} is not a type group the site knows`,
        },
      ],
    };
  }
  const titles = perLanguage(record.Title)!;
  const countryId = record.CountryID ?? COUNTRY_BELGIUM;
  if (countryId !== COUNTRY_BELGIUM && countryId !== COUNTRY_LUXEMBOURG) {
    return {
      ok: false,
      problems: [{ field: "CountryID", problem: `${countryId} is neither Belgium (10) nor Luxembourg (50)` }],
    };
  }
  const point = recordPoint(record, warnings);
  let marquee = orNull(record.Marquee);
  if (marquee !== null && !marqueeKey(marquee)) {
    warnings.push({ field: "Marquee", problem: `${marquee} is not a marker the site knows; none is shown` });
    marquee = null;
  }
  let videoUrl = textOrNull(record.VideoUrl);
  if (videoUrl && !parseVideoUrl(videoUrl)) {
    warnings.push({ field: "VideoUrl", problem: "is not a YouTube, Vimeo or Facebook video or a video file; dropped" });
    videoUrl = null;
  }
  let virtualTourUrl = textOrNull(record.VirtualTourUrl);
  if (virtualTourUrl && !virtualTourProvider(virtualTourUrl)) {
    warnings.push({ field: "VirtualTourUrl", problem: "is not a Matterport, Nodalview or Kuula tour; dropped" });
    virtualTourUrl = null;
  }
  const forRent = record.Goal !== 0;
  const price = orNull(record.Price);
  const descriptions = perLanguage(record.DescriptionA);
  const unitTexts = perLanguage(record.PriceUnitText);
  const marqueeNames = perLanguage(record.MarqueeName);
  const reference = record.Ident.toUpperCase();
  const siteColumns = propertySiteColumns(record.Site);
  const columns: PropertyColumns = {
    reference,
    goal: record.Goal,
    status: propertyStatusOf(record.Status),
    categoryId,
    marquee,
    publishAddress: record.PublishAddress ?? true,
    street: textOrNull(record.Street),
    houseNumber: textOrNull(record.HouseNumber),
    boxNr: textOrNull(record.BoxNr),
    zip: record.Zip,
    city: record.City,
    citySlug: slugify(record.City),
    countryId,
    countryName: textOrNull(record.CountryName) ?? (countryId === COUNTRY_LUXEMBOURG ? "Luxembourg" : "Belgium"),
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
    price,
    monthlyRent: forRent ? price : null,
    publishPrice: record.PublishPrice ?? true,
    priceOnDemand: record.PublishPrice === false,
    priceUnit: orNull(record.PriceUnit),
    totalArea: orNull(record.SurfaceTotal),
    livingArea: orNull(record.SurfaceLiving),
    plotArea: orNull(record.SurfaceGround),
    gardenArea: orNull(record.SurfaceGarden),
    terraceArea: orNull(record.SurfaceTerrace),
    constructedArea: orNull(record.SurfaceConstructed),
    officeArea: orNull(record.SurfaceOffice),
    storeArea: orNull(record.SurfaceStore),
    bedrooms: orNull(record.NumberOfBedRooms),
    bathrooms: orNull(record.NumberOfBathRooms),
    showerRooms: orNull(record.NumberOfShowerRooms),
    toilets: orNull(record.NumberOfToilets),
    garages: orNull(record.NumberOfGarages),
    parkings: orNull(record.NumberOfParkings),
    hasGarden: orNull(record.HasGarden),
    hasLift: orNull(record.HasLift),
    hasCellar: orNull(record.HasCellar),
    hasAttic: orNull(record.HasAttic),
    isFurnished: orNull(record.HasFurnished),
    constructionYear: orNull(record.ConstructionYear),
    renovationYear: orNull(record.RenovationYear),
    ...epcOf(record, countryId, warnings),
    videoUrl,
    virtualTourUrl,
    isNewBuild: record.ProjectID != null,
    municipalityCode: municipalityCodeOf(record, siteColumns, warnings),
  };
  const translations = locales.map((locale) => ({
    locale,
    title: titles[locale],
    slug: slugify(titles[locale], locale) || reference.toLowerCase(),
    description: descriptions?.[locale] ?? "",
    priceUnitText: unitTexts?.[locale] ?? null,
    marqueeName: marqueeNames?.[locale] ?? null,
  }));
  return {
    ok: true,
    value: {
      sourceId: record.ID,
      reference,
      columns,
      site: { columns: siteColumns, documents: record.Site?.documents ?? null },
      translations,
      pictures: (record.XLargePictureItems ?? []).map((item) => ({ id: item.ID, url: item.Url })),
      managerSourceId: orNull(record.ManagerID),
      projectSourceId: orNull(record.ProjectID),
      ownerSourceId: orNull(record.OwnerID),
      warnings,
    },
  };
}

export interface MappedProject {
  sourceId: number;
  number: string;
  columns: ProjectColumns;
  translations: ProjectText[];
  pictures: SourcePicture[];
  managerSourceId: number | null;
  /** A file's `Site:` block: what it names replaces the site's (null or absent: kept). */
  site: {
    columns: Pick<ProjectSite, "status" | "publishedAt" | "streetNl" | "streetFr">;
    constructions: NonNullable<ProjectSite["constructions"]> | null;
    documents: NonNullable<ProjectSite["documents"]> | null;
    units: NonNullable<ProjectSite["units"]> | null;
  };
  warnings: FieldProblem[];
}

/** `Delivery` is free text; a date in it (2027-09, 09/2027, 2027) becomes the project's delivery date. */
export function deliveryDateOf(texts: LocalizedText | null | undefined): Date | null {
  for (const text of Object.values(texts ?? {})) {
    if (!text) continue;
    const iso = /(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(text);
    if (iso) return new Date(Date.UTC(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3] ?? 1)));
    const monthYear = /\b(\d{1,2})[/.](\d{4})\b/.exec(text);
    if (monthYear) return new Date(Date.UTC(Number(monthYear[2]), Number(monthYear[1]) - 1, 1));
    const quarter = /\b[QTK]([1-4])\D{0,3}(\d{4})\b/i.exec(text);
    if (quarter) return new Date(Date.UTC(Number(quarter[2]), Number(quarter[1]) * 3 - 1, 1));
    const year = /\b(20\d{2})\b/.exec(text);
    if (year) return new Date(Date.UTC(Number(year[1]), 11, 1));
  }
  return null;
}

export function mapProject(record: ProjectRecord): MappedProject {
  const warnings: FieldProblem[] = [];
  const names = perLanguage(record.Title)!;
  const descriptions = perLanguage(record.DescriptionA);
  const countryId = record.CountryID ?? COUNTRY_BELGIUM;
  const point = recordPoint(record, warnings);
  const number = record.Ident.toUpperCase();
  const site = record.Site;
  const situations = site?.situation ? perLanguage(site.situation) : undefined;
  const technicals = site?.technical ? perLanguage(site.technical) : undefined;
  return {
    sourceId: record.ID,
    number,
    columns: {
      number,
      listing: projectListingOf(record.Status),
      street: textOrNull(record.Street),
      houseNumber: textOrNull(record.HouseNumber),
      zip: record.Zip,
      city: record.City,
      citySlug: slugify(record.City),
      countryId,
      countryName: countryId === COUNTRY_LUXEMBOURG ? "Luxembourg" : "Belgium",
      latitude: point?.latitude ?? null,
      longitude: point?.longitude ?? null,
      deliveryDate: site?.deliveryDate !== undefined ? site.deliveryDate : deliveryDateOf(record.Delivery),
    },
    translations: locales.map((locale) => ({
      locale,
      name: names[locale],
      slug: slugify(names[locale], locale) || number.toLowerCase(),
      description: descriptions?.[locale] ?? "",
      ...(situations !== undefined ? { situation: situations?.[locale] ?? null } : {}),
      ...(technicals !== undefined ? { technical: technicals?.[locale] ?? null } : {}),
    })),
    pictures: (record.XLargePictureItems ?? []).map((item) => ({ id: item.ID, url: item.Url })),
    managerSourceId: orNull(record.ManagerID),
    site: {
      columns: {
        ...(site?.status ? { status: site.status } : {}),
        ...(site?.publishedAt ? { publishedAt: site.publishedAt } : {}),
        ...(site?.streetNl !== undefined ? { streetNl: site.streetNl } : {}),
        ...(site?.streetFr !== undefined ? { streetFr: site.streetFr } : {}),
      },
      constructions: site?.constructions ?? null,
      documents: site?.documents ?? null,
      units: site?.units ?? null,
    },
    warnings,
  };
}

export interface MappedUser {
  sourceId: number;
  slug: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  pictureUrl: string | null;
}

export function mapUser(record: UserRecord): MappedUser {
  return {
    sourceId: record.ID,
    slug: slugify(`${record.FirstName} ${record.LastName}`) || `member-${record.ID}`,
    firstName: record.FirstName,
    lastName: record.LastName,
    email: record.Email,
    phone: textOrNull(record.Phone) ?? textOrNull(record.Mobile) ?? "",
    pictureUrl: textOrNull(record.PictureUrl),
  };
}

export interface MappedOwner {
  sourceId: number;
  /** What they sign in with besides their e-mail, when a file names it (a new owner's is else their e-mail). */
  username: string | null;
  firstName: string;
  lastName: string;
  email: string;
  locale: Locale;
}

/** An owner record; a language id the CRM account does not name, or none, means French (the site's default). */
export function mapOwner(record: OwnerRecord, languageIds: Record<Locale, number>): MappedOwner {
  const byId = Object.entries(languageIds).find(([, id]) => id === record.LanguageId)?.[0] as Locale | undefined;
  const locale = typeof record.LanguageId === "string" ? record.LanguageId : (byId ?? "fr");
  return {
    sourceId: record.ID,
    username: record.Username ?? null,
    firstName: record.FirstName,
    lastName: record.LastName,
    email: record.Email,
    locale,
  };
}
