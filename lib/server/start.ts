// What a server does once when it starts, on Node.js only (instrumentation.ts imports it there): refuses missing or
// weak settings, opens the database (readiness says "starting" until then), then hands server.mjs the page-view
// counter, the readiness check and the stop, and starts the mail outbox worker, the standing searches' daily
// digests, the owners' monthly reports, the daily deletion of expired personal data and, with CRM_URL, the CRM's
// timed sync.
import "server-only";
import { nextIsBuilding } from "@/lib/config/core.mjs";

export async function startServer(): Promise<void> {
  if (nextIsBuilding()) return;
  const [{ settingProblems }, { errorFields, log }] = await Promise.all([
    import("@/lib/config"),
    import("@/lib/log.mjs"),
  ]);
  const problems = settingProblems();
  if (problems.length > 0) {
    // A thrown error would leave Next listening and failing every request; stop with the reasons instead.
    log.fatal({ event: "settings.refused", problems }, `Refusing to start: ${problems.join(" ")}`);
    process.exit(1);
  }
  const { siteDatabaseOpened } = await import("@/lib/db/infra/prisma");
  // An embedded folder that cannot be opened (held by another process, damaged) leaves readiness naming the database.
  await siteDatabaseOpened().catch((error: unknown) =>
    log.error({ event: "database.unavailable", ...errorFields(error) }, "The database could not be opened"),
  );
  const [{ registerViewCounter }, { registerHealthHooks }] = await Promise.all([
    import("@/lib/page-views/beacon-server"),
    import("@/lib/health/register"),
  ]);
  registerViewCounter();
  registerHealthHooks();
  const [{ startMailWorker }, { startDigestJob }, { startOwnerReportJob }] = await Promise.all([
    import("@/lib/mail/worker"),
    import("@/lib/standing-search/digest-job"),
    import("@/lib/portal/report-job"),
  ]);
  startMailWorker();
  startDigestJob();
  startOwnerReportJob();
  const { startRetentionJob } = await import("@/lib/retention/job");
  startRetentionJob();
  const { startCrmSyncTimer } = await import("@/lib/content-sync/timer");
  startCrmSyncTimer();
}
