import * as z from "zod/mini";
import { epcClasses } from "@/lib/rules/energy";
import { contactPerson, guard, optionalAmount, optionalCount } from "../fields";
import { flag, list, optionalText } from "./shared";

const epcClass = z.pipe(
  z.transform((v: unknown) => (v === "" || v == null ? undefined : v)),
  z.optional(z.enum(epcClasses, "required")),
);

// An encoded polyline (lib/rules/polygon.ts), checked here by its characters only: every form's code loads these
// schemas, and the codec stays with the search. The server normalises it (criteriaOf), dropping one that names no area.
const encodedArea = /^[?-~]{1,1000}$/;

/** The demand register (spec §3): at least one type, at least one zone (a region, postal codes and towns, or an
 * area drawn on the map, carried over from the search's map view). */
export const demandRegisterSchema = z
  .object({
    goal: z.enum(["0", "1"], "goal"),
    categoryIds: z.pipe(
      z.transform(list),
      z.array(z.coerce.number().check(z.int(), z.positive())).check(z.minLength(1, "types")),
    ),
    regions: z._default(z.pipe(z.transform(list), z.array(z.string().check(z.regex(/^[a-z_]{4,20}$/)))), []),
    places: optionalText(500),
    area: z.pipe(
      z._default(z.optional(z.string()), ""),
      z.transform((s: string) => (encodedArea.test(s) ? s : "")),
    ),
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
    token: z._default(z.optional(z.string().check(z.maxLength(64))), ""),
    ...guard,
  })
  // Checked even while other steps still have errors (zod skips object checks then unless told), so the
  // zone step's "next" can refuse an empty zone.
  .check(
    z.refine(
      (v) =>
        (Array.isArray(v.regions) && v.regions.length > 0) ||
        (typeof v.places === "string" && v.places.trim() !== "") ||
        (typeof v.area === "string" && encodedArea.test(v.area)),
      {
        message: "zones",
        path: ["regions"],
        when: () => true,
      },
    ),
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
