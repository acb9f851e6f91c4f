import { describe, expect, it } from "vitest";
import {
  DEFAULT_RETENTION,
  monthsBefore,
  nextRetentionRun,
  retentionCutoffs,
  type RetentionCutoffs,
} from "@/lib/rules/retention";

// The cut-off of each kind of personal data (issue 27): rows strictly older are deleted, so a row at the
// cut-off stays and one a millisecond older goes (tests/integration/retention/retention.test.ts checks the rows).

const now = new Date("2027-06-15T10:00:00.000Z");

describe("retention cut-offs by default", () => {
  const table: Array<[keyof RetentionCutoffs, string, string]> = [
    ["confirmationExpired", "7 days after the confirmation link expired", "2027-06-08T10:00:00.000Z"],
    ["ended", "30 days after leaving the newsletter or stopping a search", "2027-05-16T10:00:00.000Z"],
    ["lastContact", "2 years after the address's last submission", "2025-06-15T10:00:00.000Z"],
    ["cvSent", "6 months after a CV was sent", "2026-12-15T10:00:00.000Z"],
    ["visitEnded", "1 year after the visit", "2026-06-15T10:00:00.000Z"],
    ["consentGiven", "3 years after a cookie choice", "2024-06-15T10:00:00.000Z"],
    ["mailFinished", "90 days after a mail was sent or given up", "2027-03-17T10:00:00.000Z"],
    ["watchEnded", "90 days after a watch stopped or asked for its confirmation", "2027-03-17T10:00:00.000Z"],
    ["linkExpired", "90 days after a mailed link expired", "2027-03-17T10:00:00.000Z"],
  ];
  it.each(table)("%s: %s", (kind, _, cutoff) => {
    expect(retentionCutoffs(DEFAULT_RETENTION, now)[kind].toISOString()).toBe(cutoff);
  });

  it("are the privacy statement's periods", () => {
    expect(DEFAULT_RETENTION).toEqual({
      unconfirmedDays: 7,
      endedDays: 30,
      submissionMonths: 24,
      cvMonths: 6,
      bookingMonths: 12,
      consentMonths: 36,
      mailDays: 90,
      watchDays: 90,
    });
  });
});

describe("retention cut-offs as configured", () => {
  it("follow each setting alone", () => {
    const cut = retentionCutoffs({ ...DEFAULT_RETENTION, cvMonths: 3, unconfirmedDays: 1, mailDays: 30 }, now);
    expect(cut.cvSent.toISOString()).toBe("2027-03-15T10:00:00.000Z");
    expect(cut.confirmationExpired.toISOString()).toBe("2027-06-14T10:00:00.000Z");
    expect(cut.mailFinished.toISOString()).toBe("2027-05-16T10:00:00.000Z");
    expect(cut.lastContact.toISOString()).toBe("2025-06-15T10:00:00.000Z");
  });
});

describe("months before a moment", () => {
  it.each([
    ["2027-08-31T23:30:00.000Z", 6, "2027-02-28T23:30:00.000Z"],
    ["2028-02-29T08:00:00.000Z", 12, "2027-02-28T08:00:00.000Z"],
    ["2028-02-29T08:00:00.000Z", 48, "2024-02-29T08:00:00.000Z"],
    ["2027-03-31T12:00:00.000Z", 1, "2027-02-28T12:00:00.000Z"],
    ["2027-01-15T12:00:00.000Z", 1, "2026-12-15T12:00:00.000Z"],
    ["2027-01-15T12:00:00.000Z", 1200, "1927-01-15T12:00:00.000Z"],
  ])("%s less %i months is %s (a day the month lacks is its last)", (from, months, expected) => {
    expect(monthsBefore(new Date(from), months).toISOString()).toBe(expected);
  });
});

describe("the daily turn", () => {
  it("comes a day after the last run started", () => {
    expect(nextRetentionRun(now).toISOString()).toBe("2027-06-16T10:00:00.000Z");
  });
});
