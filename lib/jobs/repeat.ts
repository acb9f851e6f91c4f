// The loop behind every background job of a web server (started from instrumentation.ts): the mail
// outbox worker (lib/mail/worker.ts), the standing searches' digests (lib/standing-search/digest-job.ts),
// the owners' monthly reports (lib/portal/report-job.ts) and the CRM's timed sync. Each is known by its
// name here, so that the readiness check can ask when one last ran and a stopping server can stop them all.

import { errorFields, log } from "@/lib/log.mjs";

export interface Repeating {
  /** Runs the job now; during a run, once more right after it. */
  wake(): void;
  /** No more runs; resolves once a run under way has finished (so its database work is over). */
  stop(): Promise<void>;
  /** How long since a run last ended, or since the start before the first run (ms). */
  idleMs(now?: number): number;
  readonly everyMs: number;
}

/** The jobs that run, with their names. */
const running = ((globalThis as { __repeatingJobs?: Map<Repeating, string> }).__repeatingJobs ??= new Map());

/** A job run on a timer and on demand, never twice at once. A failure is logged and the next run tries again. */
export function repeat(name: string, job: () => Promise<unknown>, everyMs: number): Repeating {
  let current: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let lastEnded = Date.now();
  const run = () => {
    if (stopped) return;
    if (current) {
      again = true;
      return;
    }
    current = loop().finally(() => {
      current = null;
      lastEnded = Date.now();
    });
  };
  const loop = async () => {
    try {
      do {
        again = false;
        await job();
      } while (again && !stopped);
    } catch (error) {
      // The work stays where it is (the outbox, the searches, the reports) for the next run. Only the
      // message is printed: never a mail's content.
      log.error({ event: "job.failed", job: name, ...errorFields(error) }, `${name} failed`);
    }
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  const repeating: Repeating = {
    wake: run,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      running.delete(repeating);
      await current;
    },
    idleMs: (now = Date.now()) => (current ? 0 : now - lastEnded),
    everyMs,
  };
  running.set(repeating, name);
  return repeating;
}

/** The job of that name, while it runs. */
export const runningJob = (name: string): Repeating | undefined => [...running].find(([, its]) => its === name)?.[0];

/** Stops every job, each after its run under way. */
export async function stopAllJobs(): Promise<void> {
  await Promise.all([...running.keys()].map((job) => job.stop()));
}
