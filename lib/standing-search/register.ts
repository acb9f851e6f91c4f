import "server-only";
import type { z } from "zod";
import { goalOf } from "@/lib/domain";
import type { NewSearch } from "@/lib/db/standing-searches";
import type { demandRegisterSchema } from "@/lib/forms/schemas";
import { splitPlaces } from "@/lib/forms/schemas";
import type { SearchCriteria } from "@/lib/rules/standing-search";
import { slugify } from "@/lib/rules/slug";
import { canonicalPolygon } from "@/lib/rules/polygon";

// The demand register's searches: a search is created unconfirmed (double opt-in), confirmed from the
// mailed link, and changed or stopped from the link every alert carries (?search=<token>).

type Registered = z.output<typeof demandRegisterSchema>;

/** The criteria from the validated form (whose goal is the stored code, as the search page sends it). */
export function criteriaOf(values: Registered): SearchCriteria {
  const { zips, towns } = splitPlaces(values.places);
  return {
    goal: goalOf(Number(values.goal)),
    categoryIds: values.categoryIds,
    regions: values.regions,
    zips,
    cities: towns.map((town) => slugify(town).replace(/\/$/, "")),
    // A drawn area that names no area is dropped, as the search's address drops it.
    area: canonicalPolygon(values.area),
    minPrice: values.minPrice,
    maxPrice: values.maxPrice,
    minBedrooms: values.minBedrooms,
    maxBedrooms: values.maxBedrooms,
    minBathrooms: values.minBathrooms,
    minGarages: values.minGarages,
    parking: values.needsParking,
    terrace: values.needsTerrace,
    garden: values.needsGarden,
    epcMin: values.epcMin,
    epcMax: values.epcMax,
    minPricePerM2: values.minPricePerM2,
    maxPricePerM2: values.maxPricePerM2,
  };
}

/** A new search from the validated form, waiting for its owner's confirmation. */
export function newSearchOf(values: Registered, locale: NewSearch["locale"]): NewSearch {
  return {
    email: values.email,
    locale,
    firstName: values.firstName,
    lastName: values.lastName,
    ...criteriaOf(values),
  };
}
