import "server-only";
import { repeat, type Repeating } from "@/lib/jobs/repeat";
import { wakeMailWorker } from "@/lib/mail/worker";
import { sendDueDigests } from "./digest";

const jobs = globalThis as unknown as { __digestJob?: Repeating };

/**
 * Every minute, the standing searches' digests that are due (a subscriber's next day has come) go to
 * the outbox. Runs with or without SMTP: without it, the mails wait in the outbox like any other.
 */
export function startDigestJob(): void {
  if (jobs.__digestJob) return;
  jobs.__digestJob = repeat(
    "digest job",
    async () => {
      if ((await sendDueDigests()) > 0) wakeMailWorker();
    },
    60_000,
  );
}
