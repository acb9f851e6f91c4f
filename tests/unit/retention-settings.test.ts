import { describe, expect, it } from "vitest";
import { config, settingProblems } from "@/lib/config";
import { DEFAULT_RETENTION } from "@/lib/rules/retention";

// The retention periods' settings (docs/operations.md#retention-of-personal-data): a bad value stops the
// server at start with one sentence, instead of keeping data for a period nobody chose.

const names = [
  "RETENTION_UNCONFIRMED_DAYS",
  "RETENTION_ENDED_DAYS",
  "RETENTION_SUBMISSION_MONTHS",
  "RETENTION_CV_MONTHS",
  "RETENTION_BOOKING_MONTHS",
  "RETENTION_CONSENT_MONTHS",
  "RETENTION_MAIL_DAYS",
  "RETENTION_WATCH_DAYS",
];

describe("retention settings", () => {
  it("default to the documented periods", () => {
    expect(config.retention).toEqual(DEFAULT_RETENTION);
  });

  it.each(names)("%s takes a whole number of its unit", (name) => {
    expect(settingProblems({ [name]: "18" })).toEqual([]);
    expect(settingProblems({ [name]: "two years" })).toEqual([
      `${name} is "two years"; it takes a whole number above 0.`,
    ]);
    expect(settingProblems({ [name]: "0" })).toEqual([`${name} is "0"; it takes a whole number above 0.`]);
  });

  it("refuse a period beyond a hundred years, which no date could hold", () => {
    expect(settingProblems({ RETENTION_CV_MONTHS: "1200", RETENTION_MAIL_DAYS: "36500" })).toEqual([]);
    expect(settingProblems({ RETENTION_CV_MONTHS: "1201", RETENTION_MAIL_DAYS: "99999999999" })).toEqual([
      'RETENTION_CV_MONTHS is "1201"; it takes months from 1 to 1200 (a hundred years).',
      'RETENTION_MAIL_DAYS is "99999999999"; it takes days from 1 to 36500 (a hundred years).',
    ]);
  });
});
