"use server";

import { currentOwner } from "@/lib/auth/owner-session";
import { setOwnerMonthlyReport } from "@/lib/db/owner-portal";

// The owner's monthly-report setting. The owner is the session's: whoever posts without one, or for
// someone else, changes nothing.

export interface ReportSettingState {
  status: "idle" | "saved" | "failed";
  enabled: boolean | null;
}

export async function saveMonthlyReport(_previous: ReportSettingState, formData: unknown): Promise<ReportSettingState> {
  const value = formData instanceof FormData ? formData.get("monthlyReport") : undefined;
  // A checkbox sends "on" when ticked and nothing otherwise; anything else was not sent by the form.
  if (value !== null && value !== "on") return { status: "failed", enabled: null };
  const enabled = value === "on";
  const owner = await currentOwner();
  if (!owner) return { status: "failed", enabled: null };
  return (await setOwnerMonthlyReport(owner.id, enabled))
    ? { status: "saved", enabled }
    : { status: "failed", enabled: null };
}
