import { describe, expect, it } from "vitest";
import { brusselsDay, dailySeries, monthSeries, previousMonth, visitFigures, weekStart } from "@/lib/portal/calendar";

// Spec §1: visits today, this week, this month and in total, in the agency's calendar (Europe/Brussels,
// weeks from Monday), whatever the server's clock zone, across the daylight-saving changes.

const rows = [
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

  it.each([
    ["2026-10-19", "2026-10-19"],
    ["2026-10-25", "2026-10-19"],
    ["2026-10-26", "2026-10-26"],
    ["2026-11-01", "2026-10-26"],
    ["2027-01-02", "2026-12-28"],
  ])("the week of %s starts on Monday %s", (day, monday) => {
    expect(weekStart(day)).toBe(monday);
  });

  it("names the month before, across a year", () => {
    expect(previousMonth("2026-11-01")).toBe("2026-10");
    expect(previousMonth("2027-01-31")).toBe("2026-12");
  });
});

describe("visit figures", () => {
  it("on Sunday 25 October at 23:30 in Brussels (22:30 UTC, after summer time ended)", () => {
    expect(visitFigures(rows, new Date("2026-10-25T22:30:00Z"))).toEqual({
      today: 1,
      week: 5 + 2 + 1,
      month: 100 + 10 + 5 + 2 + 1,
      total: 1000 + 100 + 10 + 5 + 2 + 1,
    });
  });

  it("at 00:30 on Monday 26 October in Brussels (23:30 UTC on Sunday): a new day and a new week", () => {
    expect(visitFigures(rows, new Date("2026-10-25T23:30:00Z"))).toEqual({
      today: 7,
      week: 7,
      month: 100 + 10 + 5 + 2 + 1 + 7,
      total: 1000 + 100 + 10 + 5 + 2 + 1 + 7,
    });
  });

  it("at 00:15 on 1 October in Brussels (22:15 UTC on 30 September): a new month", () => {
    expect(visitFigures(rows, new Date("2026-09-30T22:15:00Z"))).toEqual({
      today: 100,
      week: 1100, // Thursday 1 October: the week began on Monday 28 September, 30 September is in it
      month: 100,
      total: 1100,
    });
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
