import type { ProjectUnitRow } from "@/lib/types/project";

export type UnitColumn = "reference" | "floor" | "surface" | "bedrooms" | "price" | "status";

const statusOrder = { AVAILABLE: 0, OPTION: 1, SOLD: 2 } as const;

/**
 * The price list's order for a column: a unit without the figure last whichever way the column is sorted
 * (a unit property may lack a floor, a surface or a published price), then by reference.
 */
export function compareUnits(column: UnitColumn, descending: boolean) {
  const key = (u: ProjectUnitRow) => (column === "status" ? statusOrder[u.status] : u[column]);
  return (a: ProjectUnitRow, b: ProjectUnitRow): number => {
    const [x, y] = [key(a), key(b)];
    const missing = Number(x === null) - Number(y === null);
    const order = x === null || y === null ? 0 : typeof x === "string" ? x.localeCompare(String(y)) : x - Number(y);
    return missing || (descending ? -order : order) || a.reference.localeCompare(b.reference);
  };
}
