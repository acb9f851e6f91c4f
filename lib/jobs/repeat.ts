// The loop behind every background job of a web server (started from instrumentation.ts): the mail
// outbox worker (lib/mail/worker.ts), the standing searches' digests (lib/standing-search/digest-job.ts)
// and the owners' monthly reports (lib/portal/report-job.ts).

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
      // The work stays where it is (the outbox, the searches, the reports) for the next run. Only the
      // message is printed: never a mail's content.
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
