import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  addDays,
  brusselsDay,
  dailySeries,
  monthEnd,
  monthSeries,
  previousMonth,
  visitFigures,
} from "@/lib/rules/calendar";

// Spec §1 and issue 42: listing views today, in the last 7 and 30 days and since counting began, in the
// agency's calendar (Europe/Brussels) whatever the server's clock zone, across the daylight-saving changes.
// Rolling periods, so that no figure is ever smaller than one it holds.

const rows = [
  { day: "2026-08-31", views: 3000 }, // more than 30 days before
  { day: "2026-09-30", views: 1000 }, // last month
  { day: "2026-10-01", views: 100 }, // first of the month (a Thursday)
  { day: "2026-10-18", views: 10 }, // Sunday: the week before
  { day: "2026-10-19", views: 5 }, // Monday: this week
  { day: "2026-10-24", views: 2 }, // Saturday
  { day: "2026-10-25", views: 1 }, // Sunday, the day summer time ends
  { day: "2026-10-26", views: 7 }, // tomorrow: never counted as today
];

describe("Brussels calendar days", () => {
  it.each([
    ["2026-10-24T21:59:00Z", "2026-10-24"], // 23:59 CEST
    ["2026-10-24T22:00:00Z", "2026-10-25"], // 00:00 CEST
    ["2026-10-25T22:59:00Z", "2026-10-25"], // 23:59 CET, after the change
    ["2026-10-25T23:00:00Z", "2026-10-26"],
    ["2026-03-28T22:59:00Z", "2026-03-28"], // 23:59 CET
    ["2026-03-28T23:00:00Z", "2026-03-29"], // 00:00 CET, the night summer time starts
    ["2026-03-29T21:59:00Z", "2026-03-29"], // 23:59 CEST
    ["2026-03-29T22:00:00Z", "2026-03-30"],
  ])("%s is %s in Brussels", (at, day) => {
    expect(brusselsDay(new Date(at))).toBe(day);
  });

  it("names the month before, across a year", () => {
    expect(previousMonth("2026-11-01")).toBe("2026-10");
    expect(previousMonth("2027-01-31")).toBe("2026-12");
  });

  it.each([
    ["2026-02", "2026-02-28"],
    ["2028-02", "2028-02-29"],
    ["2026-10", "2026-10-31"],
    ["2026-12", "2026-12-31"],
  ])("the last day of %s is %s", (month, day) => {
    expect(monthEnd(month)).toBe(day);
  });
});

describe("visit figures", () => {
  it("on Sunday 25 October at 23:30 in Brussels (22:30 UTC, after summer time ended)", () => {
    expect(visitFigures(rows, new Date("2026-10-25T22:30:00Z"))).toEqual({
      today: 1,
      last7Days: 5 + 2 + 1, // 19 to 25 October
      last30Days: 1000 + 100 + 10 + 5 + 2 + 1, // 26 September to 25 October
      total: 3000 + 1000 + 100 + 10 + 5 + 2 + 1,
      countedSince: "2026-08-31",
    });
  });

  it("at 00:30 on Monday 26 October in Brussels (23:30 UTC on Sunday): a new day, and 19 October leaves the 7 days", () => {
    expect(visitFigures(rows, new Date("2026-10-25T23:30:00Z"))).toEqual({
      today: 7,
      last7Days: 2 + 1 + 7, // 20 to 26 October
      last30Days: 1000 + 100 + 10 + 5 + 2 + 1 + 7, // 27 September to 26 October
      total: 3000 + 1000 + 100 + 10 + 5 + 2 + 1 + 7,
      countedSince: "2026-08-31",
    });
  });

  // Issue 42: on Thursday 3 December a calendar week (from Monday 30 November) held more views than the
  // calendar month (from 1 December): "this week 216" beside "this month 195". Rolling periods cannot.
  it("across a month boundary, the 7 days never hold more than the 30 days", () => {
    const december = [
      { day: "2026-11-30", views: 21 },
      { day: "2026-12-01", views: 60 },
      { day: "2026-12-02", views: 70 },
      { day: "2026-12-03", views: 65 },
    ];
    expect(visitFigures(december, new Date("2026-12-03T15:00:00Z"))).toEqual({
      today: 65,
      last7Days: 216,
      last30Days: 216,
      total: 216,
      countedSince: "2026-11-30",
    });
  });

  it("with nothing counted yet, every figure is 0 and the total runs from today", () => {
    expect(visitFigures([], new Date("2026-12-03T15:00:00Z"))).toEqual({
      today: 0,
      last7Days: 0,
      last30Days: 0,
      total: 0,
      countedSince: "2026-12-03",
    });
  });

  it("whatever the days and the hour: total ≥ 30 days ≥ 7 days ≥ today, and the 30 days are the chart's", () => {
    const day = fc.integer({ min: 0, max: 800 }).map((n) => addDays("2025-06-01", n));
    fc.assert(
      fc.property(
        fc.array(fc.record({ day, views: fc.nat({ max: 500 }) }), { maxLength: 60 }),
        fc.date({ min: new Date("2025-06-01T00:00:00Z"), max: new Date("2027-08-01T00:00:00Z"), noInvalidDate: true }),
        (drawn, now) => {
          const rows = [...new Map(drawn.map((r) => [r.day, r])).values()];
          const f = visitFigures(rows, now);
          expect(f.total).toBeGreaterThanOrEqual(f.last30Days);
          expect(f.last30Days).toBeGreaterThanOrEqual(f.last7Days);
          expect(f.last7Days).toBeGreaterThanOrEqual(f.today);
          expect(dailySeries(rows, now).reduce((n, d) => n + d.views, 0)).toBe(f.last30Days);
          expect(dailySeries(rows, now, 7).reduce((n, d) => n + d.views, 0)).toBe(f.last7Days);
        },
      ),
    );
  });
});

describe("series", () => {
  it("lists the last 30 days up to today, with zeros where nothing was counted", () => {
    const series = dailySeries(rows, new Date("2026-10-25T12:00:00Z"), 30);
    expect(series).toHaveLength(30);
    expect(series[0]).toEqual({ day: "2026-09-26", views: 0 });
    expect(series.at(-1)).toEqual({ day: "2026-10-25", views: 1 });
    expect(series.find((d) => d.day === "2026-09-30")?.views).toBe(1000);
  });

  it("lists every day of a month", () => {
    expect(monthSeries(rows, "2026-10")).toHaveLength(31);
    expect(monthSeries(rows, "2027-02")).toHaveLength(28);
    expect(monthSeries(rows, "2026-10").reduce((n, d) => n + d.views, 0)).toBe(125);
  });
});
