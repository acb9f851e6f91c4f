// Runs once when a server starts (Next's instrumentation hook): starts the mail outbox worker and the
// standing searches' daily digests.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { startDigestJob, startMailWorker } = await import("./lib/mail/worker");
  startMailWorker();
  startDigestJob();
}
