// Record ids in paths and forms: 1 to 9 digits (within PostgreSQL's integer), anything else is no id.
export function parseId(value: unknown): number | null {
  return typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : null;
}
