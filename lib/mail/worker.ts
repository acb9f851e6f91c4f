import "server-only";
import nodemailer from "nodemailer";
import { agency } from "@/lib/agency";
import { config } from "@/lib/config";
import { sendMonthlyReports } from "@/lib/portal/monthly-report";
import { sendDueDigests } from "@/lib/standing-search/digest";
import { fileStore } from "@/lib/storage";
import { deliverDueMails, type DeliveryOptions } from "./outbox";

// The background jobs of each web server (started from instrumentation.ts): the outbox worker sends
// what is due every few seconds, and at once when a form has just queued mail; the digest job queues
// the standing searches' daily mails every minute. Without SMTP_URL the worker does not run and mails
// stay in the outbox, readable on /dev/mailbox/.

export interface Repeating {
  /** Runs the job now; during a run, once more right after it. */
  wake(): void;
  /** No more runs; resolves once a run under way has finished (so its database work is over). */
  stop(): Promise<void>;
}

/** A job run on a timer and on demand, never twice at once. A failure is logged and the next run tries again. */
export function repeat(name: string, job: () => Promise<unknown>, everyMs: number): Repeating {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = loop().finally(() => (running = null));
  };
  const loop = async () => {
    try {
      do {
        again = false;
        await job();
      } while (again && !stopped);
    } catch (error) {
      // The data stays where it is (the outbox, the searches) for the next run. Only the message is
      // printed: never a mail's content.
      console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    wake: run,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/** The outbox worker: delivers the due mails through the SMTP server at `smtpUrl`. */
export function mailWorker(
  options: { smtpUrl: string; from: string; everyMs: number } & Omit<DeliveryOptions, "limit">,
): Repeating {
  const { smtpUrl, from, everyMs, ...delivery } = options;
  const transport = nodemailer.createTransport(smtpUrl);
  const job = repeat("mail worker", () => deliverDueMails(transport, from, delivery), everyMs);
  return {
    wake: job.wake,
    stop: async () => {
      await job.stop();
      transport.close();
    },
  };
}

const jobs = globalThis as unknown as { __mailWorker?: Repeating; __digestJob?: Repeating; __reportJob?: Repeating };

export function startMailWorker(): void {
  if (!config.smtpUrl || jobs.__mailWorker) return;
  jobs.__mailWorker = mailWorker({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom ?? `${agency.name} <${agency.email}>`,
    everyMs: config.mailWorkerIntervalMs,
    documents: fileStore("documents"),
  });
}

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

/** Asks the worker to send now what was just queued (no-op without SMTP). */
export function wakeMailWorker(): void {
  jobs.__mailWorker?.wake();
}
