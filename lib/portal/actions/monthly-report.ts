"use server";

import { z } from "zod";
import { serverAction } from "@/lib/actions/action";
import { withOwner } from "@/lib/actions/layers";
import { setOwnerMonthlyReport } from "@/lib/db/owner-portal";

// The owner's monthly-report setting, for the session's owner only: whoever posts without one, or
// anything the form does not send, changes nothing.

export interface ReportSettingState {
  status: "idle" | "saved" | "failed";
  enabled: boolean | null;
}

/** A checkbox sends "on" when ticked and nothing otherwise. */
const schema = z.object({ monthlyReport: z.literal("on").optional() });

const failed = (): ReportSettingState => ({ status: "failed", enabled: null });

export const saveMonthlyReport = serverAction({
  name: "saveMonthlyReport",
  schema,
  refused: failed,
  failed,
})
  .use(withOwner)
  .action(async ({ values, ctx }) => {
    const enabled = values.monthlyReport === "on";
    return (await setOwnerMonthlyReport(ctx.owner.id, enabled)) ? { status: "saved", enabled } : failed();
  });
