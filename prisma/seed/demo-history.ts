import { addDays, brusselsDay, dayToDate } from "@/lib/rules/calendar";

// The stretch of time the demo's activity for one property fills (demo-activity.ts): the last 90 days at
// most, and never before the property was published nor after `now`, so that the portal never shows a
// request from before the listing went online.

export const HISTORY_DAYS = 90;
const MINUTE = 60 * 1000;

export interface DemoHistory {
  /** Every Brussels day of the history, oldest first, today last. */
  days: string[];
  /** Days from the publication to the history's first day: 0 when the history starts with the publication. */
  daysBeforeFirst: number;
  /** An instant `fraction` (0 to 1) of the way through the history, at hour:minute UTC, within publication and now. */
  at(fraction: number, hour: number, minute?: number): Date;
  /** A day before today, `fraction` of the way through the history; null when the history is today alone. */
  pastDay(fraction: number): string | null;
}

const daysBetween = (from: string, to: string) =>
  Math.round((dayToDate(to).getTime() - dayToDate(from).getTime()) / (1440 * MINUTE));

/** The history of a property published at `publishedAt`, seen at `now`; null when it is not published yet. */
export function demoHistory(publishedAt: Date, now: Date, length = HISTORY_DAYS): DemoHistory | null {
  if (publishedAt > now) return null;
  const today = brusselsDay(now);
  const published = brusselsDay(publishedAt);
  const earliest = addDays(today, 1 - length);
  const first = published > earliest ? published : earliest;
  const days: string[] = [];
  for (let day = first; day <= today; day = addDays(day, 1)) days.push(day);
  const latest = now.getTime() - 30 * MINUTE;
  const index = (fraction: number, last: number) => Math.min(last, Math.floor(fraction * (last + 1)));
  // The day `fraction` of the way through, or an earlier one when the hour has not come yet today; never
  // before the publication itself (a listing published today has only today, up to half an hour ago).
  const at = (fraction: number, hour: number, minute = 0) => {
    const time = (i: number) => dayToDate(days[i]!).getTime() + (hour * 60 + minute) * MINUTE;
    let i = index(fraction, days.length - 1);
    while (i > 0 && time(i) > latest) i--;
    return new Date(Math.max(publishedAt.getTime(), Math.min(time(i), latest)));
  };
  return {
    days,
    daysBeforeFirst: daysBetween(published, first),
    at,
    pastDay: (fraction) => (days.length < 2 ? null : days[index(fraction, days.length - 2)]!),
  };
}
