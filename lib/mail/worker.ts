import "server-only";
import nodemailer from "nodemailer";
import { agency } from "@/lib/agency";
import { config } from "@/lib/config";
import { repeat, type Repeating } from "@/lib/jobs/repeat";
import { fileStore } from "@/lib/storage";
import { deliverDueMails, type DeliveryOptions } from "./outbox";

// The outbox worker of each web server (started from instrumentation.ts): it sends what is due every
// MAIL_WORKER_INTERVAL_MS, and at once when something has just queued mail. Without SMTP_URL it does not
// run and mails stay in the outbox, readable on /dev/mailbox/.

/** The outbox worker: delivers the due mails through the SMTP server at `smtpUrl`. */
export function mailWorker(
  options: { smtpUrl: string; from: string; everyMs: number } & Omit<DeliveryOptions, "limit">,
): Repeating {
  const { smtpUrl, from, everyMs, ...delivery } = options;
  const transport = nodemailer.createTransport(smtpUrl);
  const job = repeat("mail worker", () => deliverDueMails(transport, from, delivery), everyMs);
  return {
    ...job,
    stop: async () => {
      await job.stop();
      transport.close();
    },
  };
}

const jobs = globalThis as unknown as { __mailWorker?: Repeating };

export function startMailWorker(): void {
  if (!config.smtpUrl || jobs.__mailWorker) return;
  jobs.__mailWorker = mailWorker({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom ?? `${agency.name} <${agency.email}>`,
    everyMs: config.mailWorkerIntervalMs,
    documents: fileStore("documents"),
  });
}

/** Asks the worker to send now what was just queued (no-op without SMTP). */
export function wakeMailWorker(): void {
  jobs.__mailWorker?.wake();
}
