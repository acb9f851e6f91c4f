import { z } from "zod";
import { epcClasses } from "@/lib/rules/energy";
import { contactPerson, guard, optionalAmount, optionalCount } from "../fields";
import { flag, list } from "./shared";

const epcClass = z.preprocess(
  (v) => (v === "" || v == null ? undefined : v),
  z.enum(epcClasses, "required").optional(),
);

/** The demand register (spec §3): at least one type, at least one zone (a region, or postal codes and towns). */
export const demandRegisterSchema = z
  .object({
    goal: z.enum(["0", "1"], "goal"),
    categoryIds: z.preprocess(list, z.array(z.coerce.number().int().positive()).min(1, "types")),
    regions: z.preprocess(list, z.array(z.string().regex(/^[a-z_]{4,20}$/))).default([]),
    places: z.string().trim().max(500, "tooLong").optional().default(""),
    minPrice: optionalAmount(100_000_000),
    maxPrice: optionalAmount(100_000_000),
    minBedrooms: optionalCount(20),
    maxBedrooms: optionalCount(20),
    minBathrooms: optionalCount(20),
    minGarages: optionalCount(20),
    needsParking: flag,
    needsTerrace: flag,
    needsGarden: flag,
    epcMin: epcClass,
    epcMax: epcClass,
    minPricePerM2: optionalAmount(1_000_000),
    maxPricePerM2: optionalAmount(1_000_000),
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
