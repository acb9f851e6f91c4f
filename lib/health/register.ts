import "server-only";
import { stopAllJobs } from "@/lib/jobs/repeat";
import { flushViews } from "@/lib/page-views/buffer";
import { processHooks } from "@/lib/server/process-hooks.mjs";
import { checkReadiness } from "./readiness";

/** Hands server.mjs the readiness check and the stop (instrumentation.ts). */
export function registerHealthHooks(): void {
  processHooks.checkReady = () => checkReadiness();
  // The jobs first, each after its run under way (a digest may still queue mail), then the views that wait.
  processHooks.stopWork = async () => {
    await stopAllJobs();
    await flushViews();
  };
}
