import { hasParkingSpace, type ParkingFacts, type PropertyCriteria } from "@/lib/domain/criteria";
import type { Goal } from "@/lib/domain/goal";
import { epcInRange } from "@/lib/rules/energy";
import { provinceOfZip, provinceRegion, type Province } from "@/lib/rules/province";
import { decodePolygon, ringContains } from "@/lib/rules/polygon";

// Whether a property answers a standing search (spec §3 demand register): goal, type, zone (region,
// province, postal code or town), budget, rooms and the wished extras. Pure, so it is tested alone.

export interface SearchCriteria extends PropertyCriteria {
  /** Category ids; a property matches by its category or that category's parent. */
  categoryIds: number[];
  /** "brussels" | "flanders" | "wallonia" or a province key. */
  regions: string[];
  zips: string[];
  /** Town slugs. */
  cities: string[];
  /** An area drawn on the map (polygon=), as the address keeps it. */
  area?: string;
  maxBedrooms?: number;
  minGarages?: number;
}

export interface CandidateProperty extends ParkingFacts {
  goal: Goal;
  categoryId: number;
  categoryParentId: number | null;
  zip: string;
  citySlug: string;
  /** The asking price, or the monthly rent for a rental; null when not published. */
  price: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  hasTerrace: boolean | null;
  hasGarden: boolean | null;
  /** A band key of lib/rules/energy.ts. */
  epcLabel: string | null;
  /** Property.pricePerM2: null when the price is not published or the living area unknown. */
  pricePerM2: number | null;
  latitude: number | null;
  longitude: number | null;
}

/** Whether the property lies in the search's drawn area: the same test as the list's SQL (polygon @> point). */
function inArea(area: string, p: CandidateProperty): boolean {
  const ring = decodePolygon(area);
  return ring !== null && p.latitude !== null && p.longitude !== null && ringContains(ring, [p.latitude, p.longitude]);
}

function inZone(search: SearchCriteria, p: CandidateProperty): boolean {
  const province = provinceOfZip(p.zip);
  const region = province ? provinceRegion[province as Province] : null;
  return (
    search.zips.includes(p.zip) ||
    search.cities.includes(p.citySlug) ||
    (province !== null && search.regions.includes(province)) ||
    (region !== null && search.regions.includes(region)) ||
    (search.area !== undefined && inArea(search.area, p))
  );
}

export function matchesSearch(search: SearchCriteria, p: CandidateProperty): boolean {
  if (search.goal !== p.goal) return false;
  if (
    !search.categoryIds.includes(p.categoryId) &&
    !(p.categoryParentId !== null && search.categoryIds.includes(p.categoryParentId))
  ) {
    return false;
  }
  if (!inZone(search, p)) return false;
  // A property without a published price is shown to everyone whose budget it might fit.
  if (p.price !== null) {
    if (search.minPrice !== undefined && p.price < search.minPrice) return false;
    if (search.maxPrice !== undefined && p.price > search.maxPrice) return false;
  }
  if (search.minBedrooms !== undefined && (p.bedrooms ?? 0) < search.minBedrooms) return false;
  if (search.maxBedrooms !== undefined && p.bedrooms !== null && p.bedrooms > search.maxBedrooms) return false;
  if (search.minBathrooms !== undefined && (p.bathrooms ?? 0) < search.minBathrooms) return false;
  if (search.minGarages !== undefined && (p.garages ?? 0) < search.minGarages) return false;
  if (search.parking && !hasParkingSpace(p)) return false;
  if (search.terrace && !p.hasTerrace) return false;
  if (search.garden && !p.hasGarden) return false;
  // The same meaning as the property search's SQL (lib/db/search-sql.ts): tested to agree.
  if (!epcInRange(p.epcLabel, search.epcMin, search.epcMax)) return false;
  if (search.minPricePerM2 !== undefined && (p.pricePerM2 === null || p.pricePerM2 < search.minPricePerM2))
    return false;
  if (search.maxPricePerM2 !== undefined && (p.pricePerM2 === null || p.pricePerM2 > search.maxPricePerM2))
    return false;
  return true;
}
