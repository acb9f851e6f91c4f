import "server-only";
import nodemailer from "nodemailer";
import { agency } from "@/lib/agency";
import { config } from "@/lib/config";
import { getPrisma } from "@/lib/db/prisma";
import { sendDueDigests } from "@/lib/standing-search/digest";
import { deliverDueMails } from "./outbox";

// The outbox worker of each web server (started from instrumentation.ts): it sends what is due every
// few seconds, and at once when a form has just queued mail. Without SMTP_URL it does not run and
// mails stay in the outbox, readable on /dev/mailbox/.

const holder = globalThis as unknown as { __mailWorker?: { wake: () => void } };

export function startMailWorker(): void {
  if (!config.smtpUrl || holder.__mailWorker) return;
  const transport = nodemailer.createTransport(config.smtpUrl);
  const from = config.mailFrom ?? `${agency.name} <${agency.email}>`;
  let running = false;
  let again = false;
  const tick = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        await deliverDueMails(getPrisma(), transport, from, { documentDir: config.documentDir });
      } while (again);
    } catch (error) {
      // The outbox keeps the mail; the next tick tries again. Never print the mail itself.
      console.error(`mail worker: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = false;
    }
  };
  setInterval(tick, config.mailWorkerIntervalMs).unref();
  holder.__mailWorker = { wake: () => void tick() };
}

/**
 * Every minute, the standing searches' digests that are due (a subscriber's next day has come) go to
 * the outbox. Runs with or without SMTP: without it, the mails wait in the outbox like any other.
 */
export function startDigestJob(): void {
  const jobs = globalThis as unknown as { __digestJob?: boolean };
  if (jobs.__digestJob) return;
  jobs.__digestJob = true;
  setInterval(async () => {
    try {
      if ((await sendDueDigests(getPrisma())) > 0) wakeMailWorker();
    } catch (error) {
      console.error(`digest job: ${error instanceof Error ? error.message : String(error)}`);
    }
  }, 60_000).unref();
}

/** Asks the worker to send now what was just queued (no-op without SMTP). */
export function wakeMailWorker(): void {
  holder.__mailWorker?.wake();
}
