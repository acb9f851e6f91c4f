import { describe, it, expect } from "vitest";
import {
  formatDate,
  formatDateTime,
  formatLongDate,
  formatLongDateTime,
  formatMonth,
  formatShortDate,
  formatTime,
} from "../../../lib/rules";

const locales = ["en", "nl", "fr", "de"] as const;

describe("formatDate: a date field, the spec's day-month-year without padding in every language", () => {
  it.each([
    [new Date(Date.UTC(2024, 2, 5)), "5-3-2024"],
    // An instant is the day it was in Brussels: 23:59 UTC on New Year's Eve is already 2025 there.
    [new Date(Date.UTC(2024, 11, 31, 23, 59)), "1-1-2025"],
    [new Date(Date.UTC(2024, 11, 31, 22, 59)), "31-12-2024"],
    [new Date("2024-03-05T23:30:00Z"), "6-3-2024"],
    [new Date("2024-07-05T21:30:00Z"), "5-7-2024"],
    [new Date("2024-07-05T22:30:00Z"), "6-7-2024"],
    [new Date("2024-03-05T00:30:00+02:00"), "4-3-2024"],
    [new Date(NaN), ""],
  ])("Date %s -> %j", (date, expected) => {
    expect(formatDate(date)).toBe(expected);
  });

  it.each([
    // A calendar day, or a zone-less date-time, is the day as written, whatever the server's zone.
    ["2024-03-05", "5-3-2024"],
    ["2024-10-15", "15-10-2024"],
    ["2024-03-05T10:00:00", "5-3-2024"],
    ["2024-03-05T23:59:59.999", "5-3-2024"],
    ["2024-03-05T00:00:00.000Z", "5-3-2024"],
    ["2024-03-05T22:30:00Z", "5-3-2024"],
    ["2024-03-05T23:30:00Z", "6-3-2024"],
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

describe("formatDateTime: a time stamp in a field, the field's date and the hour in Brussels", () => {
  it.each([
    ["2026-12-05T13:30:00.000Z", "5-12-2026 14:30"],
    ["2026-07-05T07:05:00.000Z", "5-7-2026 09:05"],
    ["2026-12-31T23:15:00.000Z", "1-1-2027 00:15"],
    ["nonsense", ""],
  ])("%j -> %j", (at, expected) => {
    expect(formatDateTime(at)).toBe(expected);
  });
});

describe("formatShortDate and formatTime", () => {
  it("writes a chart's day without its year, and an hour on 24 hours with its minutes", () => {
    expect(formatShortDate("2026-11-23")).toBe("23-11");
    expect(formatShortDate("2026-02-30")).toBe("");
    expect(formatTime("2026-12-05T08:00:00Z")).toBe("09:00");
    expect(formatTime(new Date("2026-07-05T12:45:00Z"))).toBe("14:45");
    expect(formatTime("never")).toBe("");
  });
});

describe("formatLongDate: a date in running text, written out as each language writes it", () => {
  it.each([
    ["en", "31 March 2027", "1 December 2026"],
    ["nl", "31 maart 2027", "1 december 2026"],
    ["fr", "31 mars 2027", "1er décembre 2026"],
    ["de", "31. März 2027", "1. Dezember 2026"],
  ])("%s", (locale, march, first) => {
    expect(formatLongDate("2027-03-31T00:00:00.000Z", locale)).toBe(march);
    expect(formatLongDate("2027-03-31", locale)).toBe(march);
    expect(formatLongDate(new Date(Date.UTC(2027, 2, 31)), locale)).toBe(march);
    expect(formatLongDate("2026-12-01", locale)).toBe(first);
  });

  it.each([
    ["en", "Tuesday, 1 December", "Tuesday, 8 December 2026"],
    ["nl", "dinsdag 1 december", "dinsdag 8 december 2026"],
    ["fr", "mardi 1er décembre", "mardi 8 décembre 2026"],
    ["de", "Dienstag, 1. Dezember", "Dienstag, 8. Dezember 2026"],
  ])("%s: an appointment's day names its weekday", (locale, first, eighth) => {
    expect(formatLongDate("2026-12-01T13:00:00Z", locale, { weekday: true, year: false })).toBe(first);
    expect(formatLongDate("2026-12-08T08:00:00Z", locale, { weekday: true })).toBe(eighth);
  });

  it("takes an instant as its day in Brussels", () => {
    expect(formatLongDate("2026-11-30T23:30:00Z", "fr")).toBe("1er décembre 2026");
  });

  it("gives nothing for a date that is not one", () => {
    for (const locale of locales) expect(formatLongDate("2027-02-30", locale)).toBe("");
  });
});

describe("formatLongDateTime and formatMonth: a moment and a month in running text", () => {
  it.each([
    ["en", "1 December 2026 at 14:30", "December 2026"],
    ["nl", "1 december 2026 om 14:30", "december 2026"],
    ["fr", "1er décembre 2026 à 14:30", "décembre 2026"],
    ["de", "1. Dezember 2026 um 14:30", "Dezember 2026"],
  ])("%s", (locale, moment, month) => {
    expect(formatLongDateTime("2026-12-01T13:30:00Z", locale)).toBe(moment);
    expect(formatMonth("2026-12", locale)).toBe(month);
    expect(formatMonth("2026-12-31", locale)).toBe(month);
  });

  it("gives nothing for what is not a date", () => {
    expect(formatLongDateTime("soon", "en")).toBe("");
    expect(formatMonth("2026-13", "en")).toBe("");
  });
});
