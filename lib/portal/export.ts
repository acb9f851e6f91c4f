import type { Locale } from "@/lib/i18n/locales";
import type { DayCount } from "@/lib/rules/calendar";

// The CSV export of a property's listing views (views of its page on the site) per day: its whole history,
// one row per counted day, for a spreadsheet. Header and file name are in the language of the portal page
// the link is on; days stay ISO 8601 (2026-11-23) and counts plain integers, which every language's
// spreadsheet reads as a date and a number, where "23/11/2026" or "1.290" would be read differently from
// one language to the next. Semicolons and a byte-order mark, because that is what Excel expects in Belgium.

/** Where the portal's export link points (app/api/owner/visits/[id]/route.ts), in the page's language. */
export const visitsExportPath = (propertyId: number, locale: Locale) =>
  `/api/owner/visits/${propertyId}/?lang=${locale}`;

const cell = (text: string) => (/[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

export function visitsCsv(days: DayCount[], header: { day: string; views: string }): string {
  const lines = [[header.day, header.views], ...days.map((d) => [d.day, String(d.views)])];
  return `\uFEFF${lines.map((line) => line.map(cell).join(";")).join("\r\n")}\r\n`;
}

const fileWord = (text: string) =>
  text
    .replace(/[^A-Za-z0-9-]+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * "vues-de-l-annonce-ATR-2003-2026-11-23.csv" (`name` is the language's, OwnerPortal.csvFile): only
 * letters, digits and dashes, whatever the name or the reference holds.
 */
export function visitsFileName(name: string, reference: string, today: string): string {
  return `${fileWord(name)}-${fileWord(reference)}-${today}.csv`;
}
