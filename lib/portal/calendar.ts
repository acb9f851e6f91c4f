// Calendar days as the agency lives them: Europe/Brussels, weeks starting on Monday. Days are
// "YYYY-MM-DD" strings, which sort as dates and are what PropertyPageView.day holds.

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

/** The Monday of the week holding `day`. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

export const monthStart = (day: string): string => `${day.slice(0, 7)}-01`;

/** "2026-10" for the month before the one holding `day`. */
export function previousMonth(day: string): string {
  return addDays(monthStart(day), -1).slice(0, 7);
}

/** A day as the database's DATE value (midnight UTC) and back. */
export const dayToDate = (day: string): Date => new Date(`${day}T00:00:00Z`);
export const dateToDay = (date: Date): string => date.toISOString().slice(0, 10);

export interface DayCount {
  day: string;
  views: number;
}

export interface VisitFigures {
  today: number;
  week: number;
  month: number;
  total: number;
}

/** Listing views today, this week (from Monday), this calendar month and ever, at `now` in Brussels. */
export function visitFigures(rows: DayCount[], now: Date): VisitFigures {
  const today = brusselsDay(now);
  const week = weekStart(today);
  const month = monthStart(today);
  const figures = { today: 0, week: 0, month: 0, total: 0 };
  for (const { day, views } of rows) {
    if (day > today) continue;
    figures.total += views;
    if (day >= month) figures.month += views;
    if (day >= week) figures.week += views;
    if (day === today) figures.today += views;
  }
  return figures;
}

/** The last `length` days up to today, each with its listing views (0 when none were counted). */
export function dailySeries(rows: DayCount[], now: Date, length = 30): DayCount[] {
  const byDay = new Map(rows.map((r) => [r.day, r.views]));
  const today = brusselsDay(now);
  return Array.from({ length }, (_, i) => {
    const day = addDays(today, i - length + 1);
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
