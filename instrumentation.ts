// Runs once when a server starts (Next's instrumentation hook): refuses missing or weak settings,
// then hands server.mjs the page-view counter, the readiness check and the stop, and starts the mail outbox
// worker, the standing searches' daily digests, the owners' monthly reports and, with CRM_URL, the CRM's timed sync.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const [{ settingProblems }, { log }] = await Promise.all([import("./lib/config"), import("./lib/log.mjs")]);
  const problems = settingProblems(process.env);
  if (problems.length > 0) {
    // A thrown error would leave Next listening and failing every request; stop with the reasons instead.
    log.fatal({ event: "settings.refused", problems }, `Refusing to start: ${problems.join(" ")}`);
    process.exit(1);
  }
  const [{ registerViewCounter }, { registerHealthHooks }] = await Promise.all([
    import("./lib/page-views/beacon-server"),
    import("./lib/health/register"),
  ]);
  registerViewCounter();
  registerHealthHooks();
  const [{ startMailWorker }, { startDigestJob }, { startOwnerReportJob }] = await Promise.all([
    import("./lib/mail/worker"),
    import("./lib/standing-search/digest-job"),
    import("./lib/portal/report-job"),
  ]);
  startMailWorker();
  startDigestJob();
  startOwnerReportJob();
  const { startCrmSyncTimer } = await import("./lib/content-sync/timer");
  startCrmSyncTimer();
}
