import { describe, expect, it } from "vitest";
import { demoHistory } from "@/prisma/seed/demo-history";

// The demo owners' history (prisma/seed/demo-activity.ts) starts when the listing went online, or 90 days
// ago when that is longer ago, and ends now: no request from before "online since" (issue 24).

const now = new Date("2026-11-26T09:00:00Z"); // 10:00 in Brussels
const published = (day: string) => new Date(`${day}T00:00:00Z`);

describe("demoHistory", () => {
  it("a listing online for five days has six days of history, the publication's first", () => {
    const history = demoHistory(published("2026-11-21"), now)!;
    expect(history.days).toEqual(["2026-11-21", "2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26"]);
    expect(history.daysBeforeFirst).toBe(0);
  });

  it("a listing online since the summer has the last 90 days", () => {
    const history = demoHistory(published("2026-07-29"), now)!;
    expect(history.days).toHaveLength(90);
    expect(history.days[0]).toBe("2026-08-29");
    expect(history.days.at(-1)).toBe("2026-11-26");
    expect(history.daysBeforeFirst).toBe(31);
  });

  it.each(["2026-11-26", "2026-11-24", "2026-11-01", "2026-05-01"])(
    "every instant lies between the publication (%s) and now",
    (day) => {
      const history = demoHistory(published(day), now)!;
      for (const fraction of [0, 0.1, 0.5, 0.85, 0.95, 1]) {
        for (const hour of [0, 9, 23]) {
          const at = history.at(fraction, hour);
          expect(at.getTime()).toBeGreaterThanOrEqual(published(day).getTime());
          expect(at.getTime()).toBeLessThanOrEqual(now.getTime());
        }
      }
    },
  );

  it("places instants in order through the history", () => {
    const history = demoHistory(published("2026-10-01"), now)!;
    const times = [0.05, 0.3, 0.5, 0.85, 0.95].map((f) => history.at(f, 10).getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it("an hour not come yet today falls on the day before, not at an odd hour today", () => {
    const history = demoHistory(published("2026-11-21"), now)!;
    expect(history.at(1, 20)).toEqual(new Date("2026-11-25T20:00:00Z"));
    expect(history.at(1, 8)).toEqual(new Date("2026-11-26T08:00:00Z"));
    expect(demoHistory(published("2026-11-26"), now)!.at(1, 20)).toEqual(new Date("2026-11-26T08:30:00Z"));
  });

  it("past days are before today, within the history; none for a listing published today", () => {
    const history = demoHistory(published("2026-11-24"), now)!;
    for (const fraction of [0, 0.5, 0.99]) {
      const day = history.pastDay(fraction)!;
      expect(day >= "2026-11-24" && day < "2026-11-26").toBe(true);
    }
    expect(demoHistory(published("2026-11-26"), now)!.pastDay(0.5)).toBeNull();
  });

  it("none at all for a listing not online yet", () => {
    expect(demoHistory(published("2026-11-27"), now)).toBeNull();
  });
});
