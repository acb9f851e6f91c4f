import { openConnection } from "@/lib/db/connection";
import { sendMonthlyReports } from "@/lib/portal/monthly-report";
import { configuredTarget, describe, runScript } from "./db-target";

// npm run owners:report: queues last month's report for every owner who wants one and has not had it
// (the web servers' hourly job does the same; running both never sends a report twice).
await runScript(async () => {
  const target = configuredTarget();
  const connection = openConnection(target);
  try {
    const queued = await sendMonthlyReports(connection.prisma);
    console.log(`${queued} owner report(s) queued in the outbox of ${describe(target)}.`);
  } finally {
    await connection.close();
  }
});
