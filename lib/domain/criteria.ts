import type { EpcClass } from "@/lib/rules/energy";
import type { Goal } from "./goal";

// What a visitor looks for, in the words the property search (from the URL) and the standing-search
// alerts (spec §3 demand register) both use, each with one meaning.

export interface PropertyCriteria {
  goal: Goal;
  minPrice?: number;
  maxPrice?: number;
  minBedrooms?: number;
  minBathrooms?: number;
  /** A garage or a parking space of any kind: see hasParkingSpace. */
  parking?: boolean;
  terrace?: boolean;
  garden?: boolean;
  /** An EPC range from its best to its worst class, by letter alone: see epcInRange. */
  epcMin?: EpcClass;
  epcMax?: EpcClass;
  /** The published price over the living area (pricePerM2): a property without one does not match a range. */
  minPricePerM2?: number;
  maxPricePerM2?: number;
}

export interface ParkingFacts {
  hasGarage: boolean | null;
  hasParking: boolean | null;
  garages: number | null;
  parkings: number | null;
}

/** Whether a property offers parking: a garage, a parking flag, or a garage or parking count above 0. */
export function hasParkingSpace(p: ParkingFacts): boolean {
  return Boolean(p.hasGarage || p.hasParking || (p.garages ?? 0) > 0 || (p.parkings ?? 0) > 0);
}
