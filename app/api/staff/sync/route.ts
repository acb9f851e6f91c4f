import { bearerMatches } from "@/lib/auth/bearer";
import { isAuthorised } from "@/lib/auth/staff-request";
import { config } from "@/lib/config";
import { CrmNotConfigured, runSyncJob, syncJob } from "@/lib/content-sync/job";
import { ownSyncToken } from "@/lib/content-sync/timer";
import { expire } from "@/lib/cache/expire";
import { siteDatabase } from "@/lib/db/sync-runs";
import { recordStaffAction } from "@/lib/db/staff-audit";
import { clientAddress } from "@/lib/http/client-address";
import { wakeMailWorker } from "@/lib/mail/worker";

// The content sync, run by the site itself: POST { source: "crm", full?, dryRun? } or { source: "files",
// folder, dryRun? } with Authorization: Bearer STAFF_API_SECRET. `npm run crm:sync` and `content:sync` hand
// their work here when the site holds the embedded database, so there is one writer; the cache tags of
// what changed expire as the sync goes (a route handler is where Next lets them expire). The answer is the
// sync's report once it is done; a sync already running for that source is declined in the report. The
// CRM's timer (lib/content-sync/timer.ts) asks here too, with its own process's token.
export const maxDuration = 3600;

export async function POST(request: Request) {
  const fromOwnTimer = bearerMatches(request.headers.get("authorization"), ownSyncToken());
  if (!fromOwnTimer && !isAuthorised(request, config.staffApiSecret, "POST /api/staff/sync/")) {
    return Response.json({ error: "unauthorised" }, { status: 401 });
  }
  const parsed = syncJob.safeParse(await request.json().catch(() => null));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`);
    return Response.json({ error: "invalid sync", problems }, { status: 400 });
  }
  try {
    const report = await runSyncJob(siteDatabase(), parsed.data, {
      expire: (tags) => expire(...tags),
      wakeMail: wakeMailWorker,
    });
    if (!report.dryRun) {
      const { problems, warnings, ...figures } = report;
      await recordStaffAction({
        action: "content.sync",
        after: { ...figures, problems: problems.length, warnings: warnings.length },
        address: clientAddress(),
      });
    }
    return Response.json(report);
  } catch (error) {
    if (error instanceof CrmNotConfigured) return Response.json({ error: error.message }, { status: 409 });
    throw error;
  }
}
