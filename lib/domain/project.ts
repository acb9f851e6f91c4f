import type { PropertyStatus } from "./property";

// A project's units and what the list and its page say about them (spec §1, §4).

export type UnitStatus = "AVAILABLE" | "OPTION" | "SOLD";

/**
 * A unit property's line in its project's price list; null for a withdrawn one, which has no page and is
 * no longer on offer. Rented counts as sold: the unit is gone either way.
 */
export function unitStatusOf(status: PropertyStatus): UnitStatus | null {
  switch (status) {
    case "AVAILABLE":
      return "AVAILABLE";
    case "UNDER_OPTION":
      return "OPTION";
    case "SOLD":
    case "RENTED":
      return "SOLD";
    case "WITHDRAWN":
      return null;
  }
}

export interface UnitCounts {
  unitCount: number;
  availableCount: number;
  soldCount: number;
  /** The lowest price shown among the units not sold; null when none of them shows one. */
  fromPrice: number | null;
}

/** The counts a project's card and page show, from its units' states and prices (null: not shown). */
export function countUnits(units: ReadonlyArray<{ status: UnitStatus; price: number | null }>): UnitCounts {
  const prices = units.flatMap((u) => (u.status !== "SOLD" && u.price !== null ? [u.price] : []));
  return {
    unitCount: units.length,
    availableCount: units.filter((u) => u.status === "AVAILABLE").length,
    soldCount: units.filter((u) => u.status === "SOLD").length,
    fromPrice: prices.length ? Math.min(...prices) : null,
  };
}

// A project is sold out when it has units and every one is sold (spec §4: "sold out" marker). A unit whose
// price is on request is still for sale, so the lack of a "from" price does not make it sold out.
export function isSoldOut(p: { unitCount: number; soldCount: number }): boolean {
  return p.unitCount > 0 && p.soldCount === p.unitCount;
}
