import { describe, it, expect } from "vitest";
import { formatDate, formatLongDate } from "../../../lib/rules";

describe("formatDate", () => {
  it.each([
    [new Date(Date.UTC(2024, 2, 5)), "5-3-2024"],
    [new Date(Date.UTC(2024, 11, 31, 23, 59)), "31-12-2024"],
    [new Date("2024-03-05T23:30:00Z"), "5-3-2024"],
    [new Date("2024-03-05T00:30:00+02:00"), "4-3-2024"],
    [new Date(NaN), ""],
  ])("Date %s -> %j", (date, expected) => {
    expect(formatDate(date)).toBe(expected);
  });

  it.each([
    ["2024-03-05", "5-3-2024"],
    ["2024-10-15", "15-10-2024"],
    ["2024-03-05T10:00:00", "5-3-2024"],
    ["2024-03-05T23:59:59.999", "5-3-2024"],
    ["2024-03-05T23:30:00Z", "5-3-2024"],
    ["2024-03-05T00:30:00+02:00", "4-3-2024"],
    ["2024-03-05T23:30:00-02:00", "6-3-2024"],
    ["2024-02-29", "29-2-2024"],
    ["2023-02-29", ""],
    ["2024-02-30", ""],
    ["2024-13-01", ""],
    ["2024-00-10", ""],
    ["abc", ""],
    ["", ""],
  ])("%j -> %j", (date, expected) => {
    expect(formatDate(date)).toBe(expected);
  });
});

describe("formatLongDate", () => {
  // Running text writes a date out; date fields keep formatDate's day-month-year (spec §9).
  it.each([
    ["en", "31 March 2027"],
    ["nl", "31 maart 2027"],
    ["fr", "31 mars 2027"],
    ["de", "31. März 2027"],
  ])("%s", (locale, expected) => {
    expect(formatLongDate("2027-03-31T00:00:00.000Z", locale)).toBe(expected);
    expect(formatLongDate("2027-03-31", locale)).toBe(expected);
  });

  it("gives nothing for a date that is not one", () => {
    expect(formatLongDate("2027-02-30", "fr")).toBe("");
  });
});
