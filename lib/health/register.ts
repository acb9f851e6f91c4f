import "server-only";
import { stopAllJobs } from "@/lib/jobs/repeat";
import { flushViews } from "@/lib/page-views/buffer";
import { CHECK_READY, STOP_WORK } from "./health-route.mjs";
import { checkReadiness } from "./readiness";

/** Hands server.mjs the readiness check and the stop (instrumentation.ts). */
export function registerHealthHooks(): void {
  const hooks = globalThis as Record<symbol, unknown>;
  hooks[CHECK_READY] = () => checkReadiness();
  // The jobs first, each after its run under way (a digest may still queue mail), then the views that wait.
  hooks[STOP_WORK] = async () => {
    await stopAllJobs();
    await flushViews();
  };
}
