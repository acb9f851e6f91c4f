// A property's goal (spec §3): stored as 0 for sale and any other value (1 in this database) for rent.
// URLs, search criteria and forms speak of "sale" and "rent"; these are the only conversions.

export type Goal = "sale" | "rent";

export const goals = ["sale", "rent"] as const satisfies readonly Goal[];

/** The stored value of each goal. Imports must map any non-zero goal to 1 (a check constraint keeps it so). */
export const GOAL_CODE = { sale: 0, rent: 1 } as const satisfies Record<Goal, number>;

/** The goal of a stored value: 0 is for sale, anything else for rent (spec §3). */
export function goalOf(code: number): Goal {
  return code === GOAL_CODE.sale ? "sale" : "rent";
}

export function isForSale(code: number): boolean {
  return goalOf(code) === "sale";
}
