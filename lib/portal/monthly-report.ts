import type { Database } from "@/lib/db/database";
import { ownersDueReport, recordOwnerReport } from "@/lib/db/owner-reports";
import { queued } from "@/lib/mail/outbox";
import { ownerReportMail } from "@/lib/mail/templates/owner-report";
import { brusselsDay, previousMonth } from "@/lib/rules/calendar";

// The owners' monthly report: in the first days of a month (Brussels time), each owner who has not
// switched it off gets last month's figures for each property, in their language, with a link to the
// portal. Run by every web server's report job and by `npm run owners:report`; the OwnerReport record
// keeps it to one per owner and month.

/** Queues last month's report for every owner due one; returns how many were queued. */
export async function sendMonthlyReports(db?: Database, now = new Date()): Promise<number> {
  const month = previousMonth(brusselsDay(now));
  let count = 0;
  for (const report of await ownersDueReport(month, now, db)) {
    if (await recordOwnerReport(report.ownerId, month, queued(ownerReportMail(report)), db)) count++;
  }
  return count;
}
