import { z } from "zod";
import {
  AsbestosCertificate,
  Availability,
  Condition,
  ContractType,
  Environment,
  FloodRiskArea,
  FloodScore,
  FloorCover,
  Glazing,
  Heating,
  JudicialDecision,
  Kitchen,
  Orientation,
  ProjectStatus,
  RoofType,
  Sex,
  UnitStatus,
  VatRegime,
  ViagerType,
  WindowFrame,
} from "@/lib/db/schema-choices";
import { locales } from "@/lib/i18n/locales";

// The `Site:` block of a record file: the site's own fields, which the CRM does not have (docs/crm-feed.md:
// what the CRM has no field for stays as the site holds it). Files may set them, so
// the agency's whole listing, the demo's too, can live in its folder. Keys are the schema's column names;
// a key given sets the column, `null` clears it, a key left out leaves the column as it is.

const choice = <T extends Record<string, string>>(values: T) =>
  z.enum(Object.values(values) as [T[keyof T], ...T[keyof T][]], {
    error: `must be one of ${Object.values(values).join(", ")}`,
  });

/** `2026-11-26`, as text or as YAML reads an unquoted date. */
const day = z
  .union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)], { error: "must be a date such as 2026-11-26" })
  .transform((value) => (value instanceof Date ? value : new Date(`${value}T00:00:00Z`)))
  .refine((date) => !Number.isNaN(date.getTime()), "is not a date");
const whole = (max: number) =>
  z
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(0, "cannot be negative")
    .max(max, `is above ${max}`);
const amount = z.number({ error: "must be an amount in euro" }).min(0, "cannot be negative").max(9_999_999_999.99);
const decimal = (max: number) => z.number({ error: "must be a number" }).min(0, "cannot be negative").max(max);
const flag = z.boolean({ error: "must be true or false" });
const text = (max: number) => z.string({ error: "must be text" }).trim().max(max, `is longer than ${max} characters`);
const names = z.array(text(100), { error: "must be a list of names" }).max(50, "holds more than 50 names");
const perLanguage = (max: number) =>
  z.partialRecord(z.enum(locales), text(max), { error: "must give the text per language, e.g. { nl: …, fr: … }" });
/** A file beside the record: a path relative to it, checked again when it is read. */
const file = z.string({ error: "must be a path relative to the record's file" }).trim().min(1, "is empty").max(500);

/** Every column a property file may set, and what it holds. */
const propertyColumns = {
  publishedAt: day,
  availableFrom: day,
  energyCertificateEndsAt: day,
  asbestosCertificateDate: day,
  soilCertificateDate: day,
  electricityCertificateDate: day,
  gasCertificateDate: day,
  floor: z.number({ error: "must be a whole number" }).int("must be a whole number").min(-10).max(200),
  floors: whole(200),
  facades: whole(4),
  externalParkings: whole(999),
  extraRooms: whole(999),
  eLevel: z.number({ error: "must be a whole number" }).int("must be a whole number").min(-100).max(1000),
  viagerHead1Age: whole(120),
  viagerHead2Age: whole(120),
  viagerMaxDurationYears: whole(100),
  chargesOwner: amount,
  chargesRenter: amount,
  referenceRent: amount,
  depositAmount: amount,
  cadastralIncome: amount,
  realEstateTax: amount,
  startPrice: amount,
  totalCost: amount,
  notaryFeeExclVat: amount,
  notaryFeeInclVat: amount,
  registeredRight: amount,
  vatValue: amount,
  constructionCost: amount,
  garagePrice: amount,
  parkingPrice: amount,
  agencyCost: amount,
  inventoryCost: amount,
  viagerBouquet: amount,
  viagerMonthlyRent: amount,
  viagerSurvivorRent: amount,
  co2Emission: decimal(10_000),
  epcSpec: decimal(10_000),
  groundArea: decimal(10_000_000),
  frontWidth: decimal(10_000),
  plotWidth: decimal(10_000),
  mobiscorePublicTransport: decimal(10),
  mobiscoreEducation: decimal(10),
  mobiscoreShops: decimal(10),
  mobiscoreLeisure: decimal(10),
  mobiscoreHealth: decimal(10),
  mobiscoreEnvironment: decimal(10),
  mobiscoreNearby: decimal(10),
  hasPool: flag,
  hasTerrace: flag,
  hasGarage: flag,
  hasParking: flag,
  hasGas: flag,
  hasWater: flag,
  hasElectricity: flag,
  hasDrain: flag,
  isFloodZone: flag,
  isRiverbankZone: flag,
  hasPermit: flag,
  hasAllotmentPermit: flag,
  hasSummons: flag,
  hasPreemptiveRights: flag,
  electricityCertificateOk: flag,
  gasCertificateOk: flag,
  viagerIndexed: flag,
  // A Brussels street's other name (lib/rules/address.ts): Street stays the name other languages show.
  streetNl: text(200),
  streetFr: text(200),
  planningDesignation: text(200),
  areaApplication: text(200),
  epcUniqueCode: text(60),
  soilCertificate: text(100),
  heating: choice(Heating),
  kitchen: choice(Kitchen),
  roof: choice(RoofType),
  glazing: choice(Glazing),
  windowFrame: choice(WindowFrame),
  floorCover: choice(FloorCover),
  interiorCondition: choice(Condition),
  exteriorCondition: choice(Condition),
  terraceOrientation: choice(Orientation),
  gardenOrientation: choice(Orientation),
  rearOrientation: choice(Orientation),
  contractType: choice(ContractType),
  availability: choice(Availability),
  environment: choice(Environment),
  judicialDecision: choice(JudicialDecision),
  asbestosCertificate: choice(AsbestosCertificate),
  floodRiskArea: choice(FloodRiskArea),
  floodPScore: choice(FloodScore),
  floodGScore: choice(FloodScore),
  vatRegime: choice(VatRegime),
  viagerType: choice(ViagerType),
  viagerHead1Sex: choice(Sex),
  viagerHead2Sex: choice(Sex),
  neighbourhoods: names,
  pointsOfInterest: names,
  subCities: names,
} as const;

/** A municipality's NIS code as Statbel keys its figures (`"24062"` Leuven); YAML may read it as a number. */
export const nisCode = z
  .union([z.string().trim(), z.number().int()], {
    error: 'must be a municipality\'s NIS code of five digits, e.g. "24062"',
  })
  .transform((value) => String(value))
  .refine((value) => /^\d{5}$/.test(value), 'must be a municipality\'s NIS code of five digits, e.g. "24062"');

/** A document of a listing: downloadable, or mailed on request (`requestOnly`); one language, or every one. */
const documentEntry = z.object(
  {
    locale: z.enum(locales, { error: "must be nl, fr, en or de" }).optional(),
    title: text(200).min(1, "is empty"),
    file,
    requestOnly: flag.optional(),
  },
  { error: "must be { locale, title, file, requestOnly }" },
);
const documents = z.array(documentEntry, { error: "must be a list of documents" }).max(50, "holds more than 50");

/** A misspelt key is refused rather than ignored: it would leave the column as it is without a word. */
const blockError = (issue: { code?: string; keys?: string[] }) =>
  issue.code === "unrecognized_keys"
    ? `names what the site does not have: ${(issue.keys ?? []).join(", ")}`
    : "must be a map of fields";

/** Each column optional (left as it is) and nullable (cleared). */
const columnsOf = <T extends Record<string, z.ZodType>>(shape: T) =>
  Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, schema.nullable().optional()])) as {
    [K in keyof T]: z.ZodOptional<z.ZodNullable<T[K]>>;
  };

export const propertySite = z
  .object(
    {
      ...columnsOf(propertyColumns),
      // Never empty in the schema: a publication date is kept, and a list is cleared to no names.
      publishedAt: day.optional(),
      neighbourhoods: names
        .nullable()
        .optional()
        .transform((v) => (v === null ? [] : v)),
      pointsOfInterest: names
        .nullable()
        .optional()
        .transform((v) => (v === null ? [] : v)),
      subCities: names
        .nullable()
        .optional()
        .transform((v) => (v === null ? [] : v)),
      documents: documents.optional(),
      // Named so in the file; the column is municipalityCode (null: found from the postal code and town).
      municipality: nisCode.nullable().optional(),
    },
    { error: blockError },
  )
  .strict();

const unitPlan = z.object({ title: text(200).min(1, "is empty"), file }, { error: "must be { title, file }" });
const unit = z.object(
  {
    reference: text(40).min(1, "is empty"),
    // The lot's own code stays its reference; the listing that sells it is named apart.
    listing: text(40).min(1, "is empty").optional(),
    floor: propertyColumns.floor,
    surface: decimal(100_000),
    bedrooms: whole(99),
    price: amount,
    status: choice(UnitStatus),
    plans: z.array(unitPlan).max(20, "holds more than 20 plans").optional(),
  },
  { error: "must be { reference, listing, floor, surface, bedrooms, price, status, plans }" },
);
const construction = z.object(
  { date: day, progress: whole(100), title: perLanguage(300) },
  { error: "must be { date, progress, title }" },
);

export const projectSite = z
  .object(
    {
      status: choice(ProjectStatus).optional(),
      streetNl: propertyColumns.streetNl.nullable().optional(),
      streetFr: propertyColumns.streetFr.nullable().optional(),
      deliveryDate: day.nullable().optional(),
      publishedAt: day.optional(),
      situation: perLanguage(20_000).optional(),
      technical: perLanguage(20_000).optional(),
      constructions: z.array(construction).max(200, "holds more than 200").optional(),
      documents: z
        .array(documentEntry.omit({ requestOnly: true }), { error: "must be a list of documents" })
        .max(50, "holds more than 50")
        .optional(),
      units: z
        .array(unit, { error: "must be a list of units" })
        .max(500, "holds more than 500")
        .superRefine((units, ctx) => {
          const seen = new Set<string>();
          for (const [i, u] of units.entries()) {
            if (seen.has(u.reference)) ctx.addIssue({ code: "custom", path: [i, "reference"], message: "is twice" });
            seen.add(u.reference);
          }
        })
        .optional(),
    },
    { error: blockError },
  )
  .strict();

export type PropertySite = z.infer<typeof propertySite>;
export type ProjectSite = z.infer<typeof projectSite>;
export type SiteDocument = z.infer<typeof documentEntry>;

/** The columns a property file's `Site:` block sets (null clears one); its documents apart. */
export function propertySiteColumns(site: PropertySite | null | undefined): Record<string, unknown> {
  if (!site) return {};
  return Object.fromEntries(
    Object.entries(site)
      .filter(([key, value]) => key !== "documents" && value !== undefined)
      .map(([key, value]) => [key === "municipality" ? "municipalityCode" : key, value]),
  );
}
