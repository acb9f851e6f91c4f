import { z } from "zod";
import { locales, type Locale } from "@/lib/i18n/locales";
import { projectSite, propertySite } from "./site-fields";

// The records of docs/crm-feed.md as the sync checks them, whichever source they came from.
// Every message says in plain words what is wrong, for a member of staff reading the sync's report.

const localized = z
  .partialRecord(z.enum(locales), z.string().max(20_000, "is longer than 20 000 characters"), {
    error: "must give the text per language, e.g. { nl: …, fr: … }",
  })
  .nullish();

/** A text that must exist in at least one language. */
const requiredText = z
  .partialRecord(z.enum(locales), z.string().trim().max(300, "is longer than 300 characters"), {
    error: "must give the text per language, e.g. { nl: …, fr: … }",
  })
  .refine((texts) => Object.values(texts).some((text) => text && text.trim()), "is empty in every language");

const id = z.number({ error: "must be a whole number" }).int("must be a whole number").positive("must be above 0");
const count = z
  .number({ error: "must be a whole number" })
  .int("must be a whole number")
  .min(0, "cannot be negative")
  .max(999, "is above 999")
  .nullish();
const area = z
  .number({ error: "must be a number of m²" })
  .min(0, "cannot be negative")
  .max(10_000_000, "is above 10 000 000 m²")
  .nullish();
const flag = z.boolean({ error: "must be true or false" }).nullish();
const year = z
  .number({ error: "must be a year" })
  .int("must be a year")
  .min(1000, "is not a year")
  .max(2200, "is not a year")
  .nullish();
const text = (max: number) =>
  z.string({ error: "must be text" }).trim().max(max, `is longer than ${max} characters`).nullish();
const money = z
  .number({ error: "must be an amount in euro" })
  .min(0, "cannot be negative")
  .max(9_999_999_999.99, "is above 9 999 999 999.99")
  .nullish();
/** `YYYY-MM-DDTHH:mm:ss`, Brussels time. */
const changedAt = z
  .string({ error: "must be a date and time" })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/, "must look like 2026-11-25T10:00:00")
  .nullish();
/** `GoogleX`/`GoogleY`: a decimal number, as text or as a number. */
const coordinate = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+(\.\d+)?$/, "must be a decimal number"),
    ],
    { error: "must be a decimal number" },
  )
  .nullish();
const pictures = z
  .array(
    z.object({
      ID: id,
      Url: z.string({ error: "must be an address or a path" }).trim().min(1, "is empty").max(2000, "is too long"),
    }),
    { error: "must be a list of { ID, Url }" },
  )
  .max(100, "holds more than 100 photos")
  .nullish();

export const propertyRecord = z.object({
  ID: id,
  Ident: z
    .string({ error: "must be the agency's reference, e.g. ATR-2041" })
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]{0,31}$/, "must be a reference such as ATR-2041 (letters, digits, - . _ /)"),
  LastChangedDate: changedAt,
  Goal: z.number({ error: "must be 0 (for sale) or another whole number (for rent)" }).int("must be a whole number"),
  Status: z.number({ error: "must be a status code (1 to 4)" }).int("must be a whole number"),
  WebID: z.number({ error: "must be a type group code" }).int("must be a whole number").nullish(),
  WebIDName: localized,
  TypeDescription: localized,
  Title: requiredText,
  DescriptionA: localized,
  Price: money,
  PublishPrice: flag,
  PriceUnit: z.number({ error: "must be a whole number" }).int("must be a whole number").nullish(),
  PriceUnitText: localized,
  Marquee: z.number({ error: "must be a marker code" }).int("must be a whole number").nullish(),
  MarqueeName: localized,
  PublishAddress: flag,
  Street: text(200),
  HouseNumber: text(20),
  BoxNr: text(20),
  Zip: z.string({ error: "must be the postal code, as text" }).trim().min(1, "is empty").max(10, "is too long"),
  City: z.string({ error: "must be the town's name" }).trim().min(1, "is empty").max(100, "is too long"),
  CountryID: z.number({ error: "must be a country code (10 Belgium, 50 Luxembourg)" }).int().nullish(),
  CountryName: text(60),
  /** The municipality's NIS code, checked by the mapping: a code it cannot read is dropped with a warning. */
  NISCode: z.union([z.string(), z.number()], { error: 'must be a NIS code such as "24062"' }).nullish(),
  GoogleX: coordinate,
  GoogleY: coordinate,
  SurfaceTotal: area,
  SurfaceLiving: area,
  SurfaceGround: area,
  SurfaceGarden: area,
  SurfaceTerrace: area,
  SurfaceConstructed: area,
  SurfaceOffice: area,
  SurfaceStore: area,
  NumberOfBedRooms: count,
  NumberOfBathRooms: count,
  NumberOfShowerRooms: count,
  NumberOfToilets: count,
  NumberOfGarages: count,
  NumberOfParkings: count,
  HasGarden: flag,
  HasLift: flag,
  HasCellar: flag,
  HasAttic: flag,
  HasFurnished: flag,
  ConstructionYear: year,
  RenovationYear: year,
  EnergyPerformance: z
    .number({ error: "must be the EPC value in kWh/m² per year" })
    .min(-1000, "is below -1 000")
    .max(10_000, "is above 10 000")
    .nullish(),
  EPCLabelText: text(16),
  VideoUrl: text(500),
  VirtualTourUrl: text(500),
  ManagerID: id.nullish(),
  OwnerID: id.nullish(),
  ProjectID: id.nullish(),
  XLargePictureItems: pictures,
  /** Files only: the site's own fields (site-fields.ts). */
  Site: propertySite.nullish(),
});

export const projectRecord = z.object({
  ID: id,
  Ident: propertyRecord.shape.Ident,
  LastChangedDate: changedAt,
  Status: z.number({ error: "must be a status code (1 on sale, 2 sold out)" }).int("must be a whole number"),
  Title: requiredText,
  DescriptionA: localized,
  Street: text(200),
  HouseNumber: text(20),
  Zip: propertyRecord.shape.Zip,
  City: propertyRecord.shape.City,
  CountryID: propertyRecord.shape.CountryID,
  GoogleX: coordinate,
  GoogleY: coordinate,
  Delivery: localized,
  ManagerID: id.nullish(),
  XLargePictureItems: pictures,
  /** Files only: the site's own fields (site-fields.ts). */
  Site: projectSite.nullish(),
});

export const userRecord = z.object({
  ID: id,
  FirstName: z.string({ error: "must be text" }).trim().min(1, "is empty").max(60, "is too long"),
  LastName: z.string({ error: "must be text" }).trim().min(1, "is empty").max(60, "is too long"),
  Email: z.email({ error: "must be an e-mail address" }).max(200, "is too long"),
  Phone: text(40),
  Mobile: text(40),
  PictureUrl: text(2000),
});

export const ownerRecord = z.object({
  ID: id,
  FirstName: userRecord.shape.FirstName,
  LastName: userRecord.shape.LastName,
  Email: userRecord.shape.Email,
  /** Files only: the name the owner signs in with besides their e-mail (the e-mail when left out). */
  Username: z
    .string({ error: "must be text" })
    .trim()
    .min(3, "is shorter than 3 characters")
    .max(100, "is too long")
    .regex(/^[^\s@]+$/, "must be one word without @ (the e-mail is the other way to sign in)")
    .nullish(),
  // The CRM's language id (CRM_LANGUAGE_IDS), or in a file the language itself.
  LanguageId: z
    .union([z.number().int(), z.enum(locales)], { error: "must be a language id of the CRM, or nl, fr, en or de" })
    .nullish(),
});

export type PropertyRecord = z.infer<typeof propertyRecord>;
export type OwnerRecord = z.infer<typeof ownerRecord>;
export type ProjectRecord = z.infer<typeof projectRecord>;
export type UserRecord = z.infer<typeof userRecord>;
export type LocalizedText = Partial<Record<Locale, string>>;

/** One problem of a record, in words: `Price: must be an amount in euro`. */
export interface FieldProblem {
  field: string;
  problem: string;
}

/** A contradiction between fields or records (lib/content-sync/consistency.ts): which record, which field, why. */
export interface ConsistencyProblem extends FieldProblem {
  record: string;
}

function valueAt(data: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      typeof value === "object" && value !== null ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    data,
  );
}

export function problemsOf(error: z.ZodError, data: unknown): FieldProblem[] {
  return error.issues.map((issue) => {
    const field = issue.path.map(String).join(".") || "(the record)";
    // A missing required field reads better as such than as "must be text".
    const missing = issue.code === "invalid_type" && valueAt(data, issue.path) === undefined;
    return { field, problem: missing ? "is missing" : issue.message };
  });
}

/** Reads one record: its data, or every problem it has. */
export function readRecord<T>(
  schema: z.ZodType<T>,
  data: unknown,
): { ok: true; value: T; ignored: string[] } | { ok: false; problems: FieldProblem[] } {
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    return { ok: false, problems: [{ field: "(the record)", problem: "is not an object of fields" }] };
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) return { ok: false, problems: problemsOf(parsed.error, data) };
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape ?? {};
  const ignored = Object.keys(data).filter((key) => !(key in shape));
  return { ok: true, value: parsed.data, ignored };
}
