import "server-only";
import { repeat, type Repeating } from "@/lib/jobs/repeat";
import { wakeMailWorker } from "@/lib/mail/worker";
import { sendMonthlyReports } from "./monthly-report";

const jobs = globalThis as unknown as { __reportJob?: Repeating };

/**
 * Every hour, and once at start, the owners' monthly reports of last month that are not queued yet go to
 * the outbox (lib/portal/monthly-report.ts); each server tries, the OwnerReport record lets one through.
 */
export function startOwnerReportJob(): void {
  if (jobs.__reportJob) return;
  jobs.__reportJob = repeat(
    "owner report job",
    async () => {
      if ((await sendMonthlyReports()) > 0) wakeMailWorker();
    },
    60 * 60_000,
  );
  jobs.__reportJob.wake();
}
