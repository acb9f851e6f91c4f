import "server-only";
import { randomBytes } from "node:crypto";
import type { z } from "zod";
import { GOAL_CODE, goalOf } from "@/lib/domain";
import type { NewSearch } from "@/lib/db/standing-searches";
import type { demandRegisterSchema } from "@/lib/forms/schemas";
import { splitPlaces } from "@/lib/forms/schemas";
import type { SearchCriteria } from "./match";
import { slugify } from "@/lib/rules/slug";

// The demand register's searches: a search is created unconfirmed (double opt-in), confirmed from the
// mailed link, and changed or stopped from the link every alert carries (?search=<token>).

export { confirmSearch, findSearch } from "@/lib/db/standing-searches";

type Registered = z.output<typeof demandRegisterSchema>;

export function newToken(): string {
  return randomBytes(24).toString("base64url");
}

/** The criteria as stored, from the validated form (whose goal is the stored code, as the search page sends it). */
export function criteriaOf(values: Registered): SearchCriteria {
  const { zips, towns } = splitPlaces(values.places);
  const n = (v: number | undefined) => v ?? null;
  return {
    goal: GOAL_CODE[goalOf(Number(values.goal))],
    categoryIds: values.categoryIds,
    regions: values.regions,
    zips,
    cities: towns.map((town) => slugify(town).replace(/\/$/, "")),
    minPrice: n(values.minPrice),
    maxPrice: n(values.maxPrice),
    minBedrooms: n(values.minBedrooms),
    maxBedrooms: n(values.maxBedrooms),
    minBathrooms: n(values.minBathrooms),
    minGarages: n(values.minGarages),
    needsParking: values.needsParking,
    needsTerrace: values.needsTerrace,
    needsGarden: values.needsGarden,
  };
}

/** A new search from the validated form, waiting for its owner's confirmation. */
export function newSearchOf(values: Registered, locale: NewSearch["locale"], token: string): NewSearch {
  return {
    token,
    email: values.email,
    locale,
    firstName: values.firstName,
    lastName: values.lastName,
    ...criteriaOf(values),
  };
}
