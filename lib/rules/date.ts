import { belgianLocale } from "./locale";

const isoDate = /^(\d{4})-(\d{2})-(\d{2})/;
const isoDateTimeWithoutZone = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

function parse(date: Date | string): Date | null {
  if (date instanceof Date) return date;
  if (typeof date !== "string") return null;
  const text = date.trim();
  const ymd = isoDate.exec(text);
  if (ymd) {
    const [, y, m, d] = ymd.map(Number);
    // new Date() rolls "2024-02-30" over to March 1st instead of rejecting it.
    if (y === undefined || !m || !d || m > 12 || d > new Date(Date.UTC(y, m, 0)).getUTCDate()) return null;
  }
  // Without a zone, JavaScript reads a date-time as server-local; pin it to UTC like a plain date.
  return new Date(isoDateTimeWithoutZone.test(text) ? `${text}Z` : text);
}

export function formatDate(date: Date | string): string {
  const d = parse(date);
  if (!d || Number.isNaN(d.getTime())) return "";
  return `${d.getUTCDate()}-${d.getUTCMonth() + 1}-${d.getUTCFullYear()}`;
}

/**
 * A date in running text, written out as its reader writes it: "31 mars 2027", "31. März 2027". The
 * day-month-year of date fields (spec §9) stays formatDate's.
 */
export function formatLongDate(date: Date | string, locale: string): string {
  const d = parse(date);
  if (!d || Number.isNaN(d.getTime())) return "";
  return new Intl.DateTimeFormat(belgianLocale(locale), { dateStyle: "long", timeZone: "UTC" }).format(d);
}
