import { belgianLocale } from "./locale";

// The one place that writes dates, one function per context (docs/architecture.md, "Dates"):
// - a date field of a record (a fact, a table's row, a mail's row): formatDate, the spec's "5-12-2026" (§9);
// - a time stamp in such a field: formatDateTime, "5-12-2026 14:30";
// - a day on a chart's axis, its year plain from around it: formatShortDate, "5-12";
// - a date in running text, a headline or a byline: formatLongDate, "5 décembre 2026", "mardi 1er décembre";
//   with its hour formatLongDateTime, a month formatMonth, an hour alone formatTime.
// A calendar day ("2027-03-31", or a zone-less date-time as written) is taken as it is written; an instant
// (a Date, or a string with its zone) as the day and hour it was in Brussels, the agency's time zone.

const agencyZone = "Europe/Brussels";
const isoDay = /^(\d{4})-(\d{2})-(\d{2})(?:$|T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$)/;

interface Day {
  year: number;
  month: number;
  day: number;
}

const brusselsParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: agencyZone,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The day and hour an instant was in Brussels, its parts read once. */
function inBrussels(at: Date) {
  const parts = new Map(brusselsParts.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.get("year")),
    month: Number(parts.get("month")),
    day: Number(parts.get("day")),
    hour: parts.get("hour"),
    minute: parts.get("minute"),
  };
}

const zoneless = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/** An instant; without a zone, JavaScript would read a date-time as server-local: it is pinned to UTC. */
function instant(date: Date | string): Date | null {
  const text = typeof date === "string" ? date.trim() : "";
  const d = date instanceof Date ? date : new Date(zoneless.test(text) ? `${text}Z` : text);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The calendar day a value stands for, or null when it is not a date (new Date() would roll "2024-02-30" over). */
function dayOf(date: Date | string): Day | null {
  if (typeof date === "string") {
    const written = isoDay.exec(date.trim());
    if (written) {
      const [year, month, day] = written.slice(1, 4).map(Number) as [number, number, number];
      const valid = month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
      return valid ? { year, month, day } : null;
    }
    if (!date.trim()) return null;
  } else if (!(date instanceof Date)) return null;
  const at = instant(date);
  if (!at) return null;
  const { year, month, day } = inBrussels(at);
  return { year, month, day };
}

/** Noon UTC of a calendar day: Intl writes it as that day whatever it is asked to add. */
const noonOf = ({ year, month, day }: Day) => new Date(Date.UTC(year, month - 1, day, 12));

/** Intl's words for a date; French writes the first of the month as an ordinal ("1er"), which Intl does not. */
function written(at: Date, locale: string, options: Intl.DateTimeFormatOptions): string {
  const parts = new Intl.DateTimeFormat(belgianLocale(locale), options).formatToParts(at);
  const french = belgianLocale(locale) === "fr-BE";
  return parts.map((p) => (french && p.type === "day" && p.value === "1" ? "1er" : p.value)).join("");
}

/** A date field (spec §9: day-month-year without padding): "5-3-2024", the same in every language. */
export function formatDate(date: Date | string): string {
  const d = dayOf(date);
  return d ? `${d.day}-${d.month}-${d.year}` : "";
}

/** A day on a chart's axis, where the year is plain from around it: "23-11". */
export function formatShortDate(date: Date | string): string {
  const d = dayOf(date);
  return d ? `${d.day}-${d.month}` : "";
}

/** An hour in Brussels: "09:30", "14:00" (every language of the site writes it so). */
export function formatTime(at: Date | string): string {
  const d = instant(at);
  if (!d) return "";
  const { hour, minute } = inBrussels(d);
  return `${hour}:${minute}`;
}

/** A time stamp in a field: the field's date and the hour in Brussels, "5-12-2026 14:30". */
export function formatDateTime(at: Date | string): string {
  const date = formatDate(instant(at) ?? "");
  return date && `${date} ${formatTime(at)}`;
}

/**
 * A date in running text, a headline or a byline, written out as its reader writes it: "31 March 2027",
 * "31 maart 2027", "1er décembre 2026", "31. März 2027"; with `weekday`, an appointment's "mardi 1er décembre"
 * (and its year unless `year: false`).
 */
export function formatLongDate(
  date: Date | string,
  locale: string,
  options: { weekday?: boolean; year?: boolean } = {},
): string {
  const d = dayOf(date);
  if (!d) return "";
  return written(noonOf(d), locale, {
    weekday: options.weekday ? "long" : undefined,
    day: "numeric",
    month: "long",
    year: options.year === false ? undefined : "numeric",
    timeZone: "UTC",
  });
}

/** A moment in running text, in Brussels: "5 December 2026 at 14:30", "1er décembre 2026 à 09:05". */
export function formatLongDateTime(at: Date | string, locale: string): string {
  const d = instant(at);
  return d ? written(d, locale, { dateStyle: "long", timeStyle: "short", timeZone: agencyZone }) : "";
}

/** A month in running text ("2026-12", or any day of it): "December 2026", "décembre 2026", "Dezember 2026". */
export function formatMonth(month: Date | string, locale: string): string {
  const d = dayOf(typeof month === "string" && /^\d{4}-\d{2}$/.test(month.trim()) ? `${month.trim()}-01` : month);
  return d ? written(noonOf(d), locale, { month: "long", year: "numeric", timeZone: "UTC" }) : "";
}
