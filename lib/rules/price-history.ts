import { afterPriceChange, type PriceLowered } from "./price-drop";

// Every change of a property's price or status is kept with its date and who made it (the CRM, the content
// files, the agency's tools): the property page's history and its "price lowered" come from these rows, which
// the content sync and the staff API both draw here and lib/db/property-history.ts writes.

export type HistorySource = "crm" | "files" | "staff";

/** One history row: a field's value before and after a change (null: none, or a property just added). */
export interface HistoryEntry {
  propertyId: number;
  at: Date;
  field: "price" | "status";
  before: string | null;
  after: string | null;
  source: HistorySource;
}

/** An amount as the site reads it: a number, or the database's decimal. */
type Amount = number | { toNumber(): number } | null;

/** A property's price and status before a change, with its "price lowered" columns. */
export interface PriceState {
  price: Amount;
  status: string;
  previousPrice: Amount;
  priceLoweredAt: Date | null;
}

const amount = (value: Amount): number | null =>
  value === null ? null : typeof value === "number" ? value : value.toNumber();

/**
 * The history rows of a change (none for what did not change) and the "price lowered" columns to write
 * with it. `before` null: a property just added, whose first price and status start its history.
 */
export function priceAndStatusChange(
  propertyId: number,
  before: PriceState | null,
  after: { price: number | null; status: string },
  source: HistorySource,
  at: Date,
): { history: HistoryEntry[]; lowered: PriceLowered } {
  const priceBefore = before ? amount(before.price) : null;
  const history: HistoryEntry[] = [];
  if (!before || priceBefore !== after.price) {
    history.push({
      propertyId,
      at,
      field: "price",
      before: priceBefore === null ? null : String(priceBefore),
      after: after.price === null ? null : String(after.price),
      source,
    });
  }
  if (!before || before.status !== after.status) {
    history.push({ propertyId, at, field: "status", before: before?.status ?? null, after: after.status, source });
  }
  const current = {
    previousPrice: before ? amount(before.previousPrice) : null,
    priceLoweredAt: before?.priceLoweredAt ?? null,
  };
  return {
    history: history.filter((row) => row.before !== row.after),
    lowered: before && priceBefore !== after.price ? afterPriceChange(current, priceBefore, after.price, at) : current,
  };
}
