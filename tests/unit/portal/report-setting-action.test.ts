import { beforeEach, describe, expect, it, vi } from "vitest";
import type { SignedInOwner } from "@/lib/auth/owner-session";

// The monthly-report switch changes the session owner's setting only: without a session nothing is written.
const session = vi.hoisted(() => ({ owner: null as SignedInOwner | null }));
const setOwnerMonthlyReport = vi.hoisted(() =>
  vi.fn<(ownerId: number, enabled: boolean) => Promise<boolean>>(async () => true),
);
vi.mock("@/lib/auth/owner-session", () => ({ currentOwner: async () => session.owner }));
vi.mock("@/lib/db/owner-portal", () => ({ setOwnerMonthlyReport }));

const { saveMonthlyReport } = await import("@/lib/portal/actions/monthly-report");
const idle = { status: "idle", enabled: null } as const;
const form = (ticked: boolean) => {
  const data = new FormData();
  if (ticked) data.set("monthlyReport", "on");
  return data;
};

describe("the monthly-report switch", () => {
  beforeEach(() => {
    setOwnerMonthlyReport.mockClear();
    session.owner = { id: 7, locale: "fr", firstName: "Anne", lastName: "Dupont" };
  });

  it("switches the signed-in owner's report, and no one else's", async () => {
    expect(await saveMonthlyReport(idle, form(false))).toEqual({ status: "saved", enabled: false });
    expect(setOwnerMonthlyReport).toHaveBeenCalledWith(7, false);
  });

  it("changes nothing without a session", async () => {
    session.owner = null;
    expect(await saveMonthlyReport(idle, form(true))).toEqual({ status: "failed", enabled: null });
    expect(setOwnerMonthlyReport).not.toHaveBeenCalled();
  });
});
