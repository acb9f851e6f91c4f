import type { DayCount } from "./calendar";

// The CSV export of a property's listing views (views of its page on the site) per day: its whole history,
// one row per counted day, for a spreadsheet. Semicolons and a byte-order mark, because that is what Excel
// expects in Belgium.

/** Where the portal's export link points (app/api/owner/visits/[id]/route.ts). */
export const visitsExportPath = (propertyId: number) => `/api/owner/visits/${propertyId}/`;

const cell = (text: string) => (/[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

export function visitsCsv(days: DayCount[], header: { day: string; views: string }): string {
  const lines = [[header.day, header.views], ...days.map((d) => [d.day, String(d.views)])];
  return `\uFEFF${lines.map((line) => line.map(cell).join(";")).join("\r\n")}\r\n`;
}

/** "listing-views-ATR-2003-2026-11-23.csv": only letters, digits and dashes, whatever the reference holds. */
export function visitsFileName(reference: string, today: string): string {
  return `listing-views-${reference.replace(/[^A-Za-z0-9-]+/g, "-")}-${today}.csv`;
}
