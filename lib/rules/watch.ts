// Watching a property by e-mail: which changes are worth a mail, and how often. A watcher hears of a
// published price going down, of the property going under option, and of it being sold or rented; not of
// a rise, nor of a price taken off (on request). At most one mail per property and calendar day
// (Europe/Brussels): a second change that day is seen on the page, not mailed.

export type WatchEvent = "drop" | "option" | "sold" | "rented";

/** A history row of a change (lib/rules/price-history.ts): the field and its values before and after. */
export interface ChangeRow {
  field: string;
  before: string | null;
  after: string | null;
}

const statusEvents: Record<string, WatchEvent> = { UNDER_OPTION: "option", SOLD: "sold", RENTED: "rented" };

/**
 * The one event a property's change is mailed as, or null. When a change does several things at once, the
 * status wins: sold or rented says more than a lower price. A drop counts only when the price is published.
 */
export function watchEventOf(rows: readonly ChangeRow[], pricePublished: boolean): WatchEvent | null {
  const status = rows.find((row) => row.field === "status" && row.before !== null && row.before !== row.after);
  const event = status?.after ? statusEvents[status.after] : undefined;
  if (event) return event;
  const price = rows.find((row) => row.field === "price");
  if (!price || price.before === null || price.after === null || !pricePublished) return null;
  return Number(price.after) < Number(price.before) ? "drop" : null;
}

const brusselsDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Brussels", dateStyle: "short" });

/** Whether a watcher last mailed at `lastMailedAt` may be mailed again at `now`: not on the same Brussels day. */
export function mayMailToday(lastMailedAt: Date | null, now: Date): boolean {
  return lastMailedAt === null || brusselsDay.format(lastMailedAt) !== brusselsDay.format(now);
}
