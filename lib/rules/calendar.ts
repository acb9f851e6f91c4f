// Calendar days as the agency and its owners live them: Europe/Brussels, whatever the server's zone. Days
// are "YYYY-MM-DD" strings, which sort as dates and are what PropertyPageView.day holds.

const brussels = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Brussels",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The Brussels calendar day of an instant. */
export function brusselsDay(at: Date): string {
  return brussels.format(at);
}

/** The day `n` days after `day` (negative: before), by the calendar. */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

const monthStart = (day: string): string => `${day.slice(0, 7)}-01`;

/** "2026-10" for the month before the one holding `day`. */
export function previousMonth(day: string): string {
  return addDays(monthStart(day), -1).slice(0, 7);
}

/** The last day of a month: "2026-02" → "2026-02-28". */
export function monthEnd(month: string): string {
  return addDays(monthStart(addDays(`${month}-01`, 31)), -1);
}

/** A day as the database's DATE value (midnight UTC) and back. */
export const dayToDate = (day: string): Date => new Date(`${day}T00:00:00Z`);
export const dateToDay = (date: Date): string => date.toISOString().slice(0, 10);

export interface DayCount {
  day: string;
  views: number;
}

/**
 * The portal's periods are rolling and end today: "the last 7 days" are today and the 6 days before, so
 * that each period holds the shorter ones (30 days ≥ 7 days ≥ today) on every day, a calendar week that
 * began last month included. The 30 days are the chart's.
 */
export const periodLengths = { today: 1, last7Days: 7, last30Days: 30 } as const;

/** The first day of the rolling period of `length` days that ends on `today`. */
export const periodStart = (today: string, length: number): string => addDays(today, 1 - length);

export interface VisitFigures {
  today: number;
  last7Days: number;
  last30Days: number;
  total: number;
  /** The first day a view was counted, which the total runs from; today when none was. */
  countedSince: string;
}

/** Listing views today, in the last 7 and 30 days and since counting began, at `now` in Brussels. */
export function visitFigures(rows: DayCount[], now: Date): VisitFigures {
  const today = brusselsDay(now);
  const figures: VisitFigures = { today: 0, last7Days: 0, last30Days: 0, total: 0, countedSince: today };
  for (const { day, views } of rows) {
    if (day > today) continue;
    figures.total += views;
    if (day < figures.countedSince) figures.countedSince = day;
    for (const [period, length] of Object.entries(periodLengths) as Array<[keyof typeof periodLengths, number]>) {
      if (day >= periodStart(today, length)) figures[period] += views;
    }
  }
  return figures;
}

/** The last `length` days up to today, each with its listing views (0 when none were counted). */
export function dailySeries(rows: DayCount[], now: Date, length: number = periodLengths.last30Days): DayCount[] {
  const byDay = new Map(rows.map((r) => [r.day, r.views]));
  const start = periodStart(brusselsDay(now), length);
  return Array.from({ length }, (_, i) => {
    const day = addDays(start, i);
    return { day, views: byDay.get(day) ?? 0 };
  });
}

/** Listing views per day of one calendar month ("2026-10"), every day listed. */
export function monthSeries(rows: DayCount[], month: string): DayCount[] {
  const days: DayCount[] = [];
  const byDay = new Map(rows.map((r) => [r.day, r.views]));
  for (let day = `${month}-01`; day.startsWith(month); day = addDays(day, 1)) {
    days.push({ day, views: byDay.get(day) ?? 0 });
  }
  return days;
}
