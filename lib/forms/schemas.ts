import { z } from "zod";
import { address, contactPerson, emailField, goals, guard, optionalCount, propertyTypes } from "./fields";

// The schema of each form, shared by the browser (react-hook-form) and the server action.

const id = z.coerce.number().int().positive();

/** The general contact: the whole contact person of spec §3, the address and goal optional. */
export const contactSchema = z.object({
  ...contactPerson,
  remark: contactPerson.remark.pipe(z.string().min(1, "required")),
  goal: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.enum(goals, "goal").optional()),
  street: z.string().trim().max(150, "tooLong").optional().default(""),
  houseNumber: z.string().trim().max(20, "tooLong").optional().default(""),
  zip: z
    .string()
    .trim()
    .refine((v) => v === "" || /^\d{4}$/.test(v), "zipInvalid")
    .optional()
    .default(""),
  city: z.string().trim().max(100, "tooLong").optional().default(""),
  ...guard,
});

export const propertyRequestSchema = z.object({
  ...contactPerson,
  request: z.enum(["VISIT_REQUEST", "MORE_INFO"]).default("VISIT_REQUEST"),
  propertyId: id,
  ...guard,
});

export const sendToFriendSchema = z.object({
  firstName: contactPerson.firstName,
  lastName: contactPerson.lastName,
  email: contactPerson.email,
  friendFirstName: contactPerson.firstName,
  friendLastName: contactPerson.lastName,
  friendEmail: emailField("friendEmail", "friendEmail"),
  remark: contactPerson.remark,
  privacy: contactPerson.privacy,
  propertyId: id,
  ...guard,
});

export type ContactValues = z.input<typeof contactSchema>;
export type PropertyRequestValues = z.input<typeof propertyRequestSchema>;
export type SendToFriendValues = z.input<typeof sendToFriendSchema>;

/** Who the visitor is, for the short forms that ask no remark or time to call. */
const person = {
  title: contactPerson.title,
  firstName: contactPerson.firstName,
  lastName: contactPerson.lastName,
  email: contactPerson.email,
  phone: contactPerson.phone,
  privacy: contactPerson.privacy,
};

export const bookingSchema = z.object({
  ...person,
  slotId: id,
  propertyId: id,
  ...guard,
});
export type BookingValues = z.input<typeof bookingSchema>;

export const documentRequestSchema = z.object({
  ...person,
  newsletter: contactPerson.newsletter,
  documentId: id,
  propertyId: id,
  ...guard,
});
export type DocumentRequestValues = z.input<typeof documentRequestSchema>;

/** The free valuation (spec §1): the property's address is required, in the spec's own words. */
export const valuationSchema = z.object({
  goal: z.enum(goals.filter((g) => g !== "BUY") as ["SELL", "RENT_OUT", "BOTH"], "goal"),
  propertyType: z.enum(propertyTypes, "required"),
  ...address,
  street: z.string("valuationAddress").trim().min(1, "valuationAddress").max(150, "tooLong"),
  bedrooms: optionalCount(50),
  livingArea: optionalCount(100_000),
  ...contactPerson,
  ...guard,
});
export type ValuationValues = z.input<typeof valuationSchema>;

export const newsletterSchema = z.object({
  email: contactPerson.email,
  privacy: contactPerson.privacy,
  ...guard,
});
export type NewsletterValues = z.input<typeof newsletterSchema>;

const list = (v: unknown) => (v == null || v === "" || v === false ? [] : Array.isArray(v) ? v : [v]);
const flag = z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean()).default(false);

/** The demand register (spec §3): at least one type, at least one zone (a region, or postal codes and towns). */
export const demandRegisterSchema = z
  .object({
    goal: z.enum(["0", "1"], "goal"),
    categoryIds: z.preprocess(list, z.array(z.coerce.number().int().positive()).min(1, "types")),
    regions: z.preprocess(list, z.array(z.string().regex(/^[a-z_]{4,20}$/))).default([]),
    places: z.string().trim().max(500, "tooLong").optional().default(""),
    minPrice: optionalCount(100_000_000),
    maxPrice: optionalCount(100_000_000),
    minBedrooms: optionalCount(20),
    maxBedrooms: optionalCount(20),
    minBathrooms: optionalCount(20),
    minGarages: optionalCount(20),
    needsParking: flag,
    needsTerrace: flag,
    needsGarden: flag,
    title: contactPerson.title,
    firstName: contactPerson.firstName,
    lastName: contactPerson.lastName,
    email: contactPerson.email,
    newsletter: contactPerson.newsletter,
    privacy: contactPerson.privacy,
    /** Set when the subscriber changes a search from its link. */
    token: z.string().max(64).optional().default(""),
    ...guard,
  })
  // Checked even while other steps still have errors (zod skips object checks then unless told), so the
  // zone step's "next" can refuse an empty zone.
  .refine(
    (v) =>
      (Array.isArray(v.regions) && v.regions.length > 0) || (typeof v.places === "string" && v.places.trim() !== ""),
    {
      message: "zones",
      path: ["regions"],
      when: () => true,
    },
  );
export type DemandRegisterValues = z.input<typeof demandRegisterSchema>;

/** "9000, Gent, 1050 Ixelles" → postal codes and town names. */
export function splitPlaces(places: string): { zips: string[]; towns: string[] } {
  const parts = places
    .split(/[,;\n]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const zips = parts.flatMap((p) => p.match(/\b\d{4}\b/g) ?? []);
  const towns = parts.map((p) => p.replace(/\b\d{4}\b/g, "").trim()).filter(Boolean);
  return { zips: [...new Set(zips)], towns: [...new Set(towns)] };
}

export const projectContactSchema = z.object({ ...contactPerson, projectId: id, ...guard });
export type ProjectContactValues = z.input<typeof projectContactSchema>;

export const managedPropertySchema = z.object({
  propertyType: z.enum(propertyTypes, "required"),
  ...address,
  ...contactPerson,
  ...guard,
});
export type ManagedPropertyValues = z.input<typeof managedPropertySchema>;

/** The online valuation (spec §2 /Estimer-mon-bien-en-ligne/): a first estimate from a few figures. */
export const onlineValuationSchema = z.object({
  propertyType: z.enum(propertyTypes, "required"),
  ...address,
  street: z.string("valuationAddress").trim().min(1, "valuationAddress").max(150, "tooLong"),
  livingArea: optionalCount(100_000),
  bedrooms: optionalCount(50),
  condition: z.enum(["NEW", "EXCELLENT", "GOOD", "TO_REFRESH", "TO_RENOVATE"]).optional(),
  ...contactPerson,
  ...guard,
});
export type OnlineValuationValues = z.input<typeof onlineValuationSchema>;

const isoDate = (key: "startDate" | "endDate") =>
  z
    .string(key)
    .regex(/^\d{4}-\d{2}-\d{2}$/, key)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), key);

/** The purchase offer (spec §3): two persons, the amount in digits and in words, dates, place, conditions. */
export const purchaseOfferSchema = z
  .object({
    propertyId: id,
    amount: z.preprocess(
      (v) => (typeof v === "string" ? v.replace(/[\s.]/g, "") : v),
      z.coerce.number("amount").int("amount").min(1, "amount").max(1_000_000_000, "amount"),
    ),
    amountWords: z.string("amountWords").trim().min(3, "amountWords").max(300, "tooLong"),
    startDate: isoDate("startDate"),
    endDate: isoDate("endDate"),
    conditions: z.string().trim().max(2000, "tooLong").optional().default(""),
    place: z.string("place").trim().min(1, "place").max(100, "tooLong"),
    signDate: z.string().max(10).optional().default(""),
    ...contactPerson,
    ...address,
    buyer2FirstName: z.string().trim().max(100, "tooLong").optional().default(""),
    buyer2LastName: z.string().trim().max(100, "tooLong").optional().default(""),
    ...guard,
  })
  .refine((v) => typeof v.startDate !== "string" || typeof v.endDate !== "string" || v.endDate >= v.startDate, {
    message: "endDate",
    path: ["endDate"],
    when: () => true,
  });
export type PurchaseOfferValues = z.input<typeof purchaseOfferSchema>;

/** A job application (spec §1 job contact); the CV travels as a file, checked on the server. */
export const jobSchema = z.object({ ...contactPerson, ...guard });
export type JobValues = z.input<typeof jobSchema>;

/** A testimonial (spec §3): shown only after the agency approves it. */
export const testimonialSchema = z.object({
  name: z.string("firstName").trim().min(1, "firstName").max(100, "tooLong"),
  aboutYou: z.string("required").trim().min(1, "required").max(200, "tooLong"),
  website: z
    .string()
    .trim()
    .max(200, "tooLong")
    .refine((v) => v === "" || /^https?:\/\/[^\s]+\.[^\s]+$/.test(v), "required")
    .optional()
    .default(""),
  opinion: z.string("required").trim().min(10, "required").max(2000, "tooLong"),
  email: contactPerson.email,
  privacy: contactPerson.privacy,
  ...guard,
});
export type TestimonialValues = z.input<typeof testimonialSchema>;

const confirmation = z
  .preprocess((v) => v === true || v === "on" || v === "true", z.boolean())
  .refine((v) => v, "confirmations");

/** The rental application (spec §3, §5): the household, income, moving, and the four confirmations. */
export const rentalApplicationSchema = z.object({
  propertyId: id,
  adults: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number("required").int("required").min(1, "required").max(20, "required"),
  ),
  children: optionalCount(20),
  childrenAges: z.string().trim().max(100, "tooLong").optional().default(""),
  pets: z.string().trim().max(200, "tooLong").optional().default(""),
  movingDate: isoDate("startDate"),
  movingReason: z.string().trim().max(500, "tooLong").optional().default(""),
  income1: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number("required").int("required").min(0, "required").max(1_000_000, "required"),
  ),
  income2: optionalCount(1_000_000),
  confirmIncome: confirmation,
  confirmPersons: confirmation,
  confirmDescription: confirmation,
  confirmPayment: confirmation,
  ...contactPerson,
  ...guard,
});
export type RentalApplicationValues = z.input<typeof rentalApplicationSchema>;

/** What the rental confirmations name (spec §5 "{0}"): three months' rent as income, two persons a bedroom. */
export function rentalThresholds(rent: number | null, bedrooms: number | null) {
  return { minimumIncome: rent ? Math.round(rent * 3) : null, maximumPersons: Math.max(2, (bedrooms ?? 1) * 2) };
}

export const insuranceCovers = ["FIRE", "RENT_GUARANTEE", "LIABILITY"] as const;

/** The insurance proposal (spec §1): the cover wanted, as owner or tenant, for a home's address. */
export const insuranceSchema = z.object({
  cover: z.enum(insuranceCovers, "required"),
  role: z.enum(["OWNER", "TENANT"], "required"),
  ...address,
  ...contactPerson,
  ...guard,
});
export type InsuranceValues = z.input<typeof insuranceSchema>;
