import { randomBytes } from "node:crypto";
import { config } from "@/lib/config";
import { repeat } from "@/lib/jobs/repeat";
import { processHooks } from "@/lib/server/process-hooks.mjs";
import { describeReport, type SyncReport } from "./sync";
import { log } from "@/lib/log.mjs";

// With CRM_URL set, every web server asks for a CRM sync every CRM_SYNC_INTERVAL_MINUTES; the sync's lease
// lets one run at a time, whichever server asks, and the others' turns decline. The timer asks this
// process's own staff route (its origin, a process hook server.mjs sets): a route is where Next lets the cache tags of
// what changed expire. It proves itself with a token that never leaves the process.

const holder = globalThis as unknown as { __ownSyncToken?: string };

/** The token the timer's requests carry; the staff route accepts it beside STAFF_API_SECRET. */
export function ownSyncToken(): string {
  return (holder.__ownSyncToken ??= randomBytes(32).toString("base64url"));
}

export function startCrmSyncTimer(): void {
  const origin = processHooks.ownOrigin;
  if (!config.crm.url || !origin) return;
  repeat(
    "crm sync",
    async () => {
      const response = await fetch(`${origin}/api/staff/sync/`, {
        method: "POST",
        headers: { authorization: `Bearer ${ownSyncToken()}`, "content-type": "application/json" },
        body: JSON.stringify({ source: "crm" }),
      });
      const report = (await response.json()) as SyncReport & { error?: string };
      if (!response.ok) throw new Error(`the site refused it (${response.status}): ${report.error ?? "no reason"}`);
      // Another server's turn: nothing to say.
      if (report.stopped?.startsWith("Another sync")) return;
      const [summary] = describeReport(report).split("\n");
      const fields = { event: "sync.ran", source: "crm", failed: report.failed, stopped: report.stopped ?? null };
      if (report.failed || report.stopped) log.error(fields, `CRM sync: ${summary}`);
      else log.info(fields, `CRM sync: ${summary}`);
    },
    // The first an interval after the start: a rolling deploy restarting every server syncs nothing extra.
    config.crm.syncIntervalMinutes * 60_000,
  );
}
