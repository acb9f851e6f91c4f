import { sendMonthlyReports } from "@/lib/portal/monthly-report";
import { describe, runScript, withDatabase } from "./db-target";

// npm run owners:report: queues last month's report for every owner who wants one and has not had it
// (the web servers' hourly job does the same; running both never sends a report twice).
await runScript(() =>
  withDatabase(async ({ prisma }, target) => {
    const queued = await sendMonthlyReports(prisma);
    console.log(`${queued} owner report(s) queued in the outbox of ${describe(target)}.`);
  }),
);
