import { goalOf } from "./goal";

// What a property's status allows (spec §4). Pages and server actions ask these, never the raw status.

export type PropertyStatus = "AVAILABLE" | "UNDER_OPTION" | "SOLD" | "RENTED" | "WITHDRAWN";

export const propertyStatuses = [
  "AVAILABLE",
  "UNDER_OPTION",
  "SOLD",
  "RENTED",
  "WITHDRAWN",
] as const satisfies readonly PropertyStatus[];

interface Listing {
  goal: number;
  status: PropertyStatus;
}

/** Sold or rented: the page stays, with a banner, similar offers and no visit requests. */
export function isClosed(status: PropertyStatus): boolean {
  return status === "SOLD" || status === "RENTED";
}

/** Withdrawn from the market: its page answers 410. */
export function isWithdrawn(status: PropertyStatus): boolean {
  return status === "WITHDRAWN";
}

/** A purchase offer can be made on a property for sale that is on the market or under option. */
export function canReceiveOffer(p: Listing): boolean {
  return goalOf(p.goal) === "sale" && (p.status === "AVAILABLE" || p.status === "UNDER_OPTION");
}

/** A rental application can be filed for a property for rent that is still available. */
export function canApplyToRent(p: Listing): boolean {
  return goalOf(p.goal) === "rent" && p.status === "AVAILABLE";
}

/** Visits can be booked in the calendar only while the property is available. */
export function canBookVisit(p: { status: PropertyStatus }): boolean {
  return p.status === "AVAILABLE";
}
