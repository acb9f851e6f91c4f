import { afterEach, describe, expect, it, vi } from "vitest";
import { repeat, runningJob, stopAllJobs } from "@/lib/jobs/repeat";
import { until } from "@/tests/support/until";
import { captureLog } from "@/tests/support/log";

// The loop behind every background job (lib/jobs/repeat.ts): the mail worker, the digests, the reports.

const hour = 60 * 60 * 1000;

describe("a repeated job", () => {
  afterEach(() => vi.restoreAllMocks());

  it("never runs twice at once: a wake during a run asks for one more run after it", async () => {
    let active = 0;
    let most = 0;
    let runs = 0;
    let release!: () => void;
    const job = repeat(
      "test job",
      async () => {
        active += 1;
        most = Math.max(most, active);
        runs += 1;
        if (runs === 1) await new Promise<void>((r) => (release = r));
        active -= 1;
      },
      hour,
    );
    job.wake();
    job.wake();
    job.wake();
    release();
    await until(() => runs === 2, 2_000);
    await job.stop();
    expect(runs).toBe(2);
    expect(most).toBe(1);
  });

  it("stops: waits for the run under way, and a wake after it runs nothing", async () => {
    let runs = 0;
    let finished = 0;
    let release!: () => void;
    const job = repeat(
      "test job",
      async () => {
        runs += 1;
        await new Promise<void>((r) => (release = r));
        finished += 1;
      },
      hour,
    );
    job.wake();
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(finished).toBe(1);
    job.wake();
    expect(runs).toBe(1);
  });

  it("logs a failure by its message only, and tries again on its next turn", async () => {
    const logged = captureLog("error");
    let runs = 0;
    const job = repeat(
      "test job",
      async () => {
        runs += 1;
        if (runs === 1) throw new Error("connection refused");
      },
      20,
    );
    await until(() => runs >= 2, 2_000);
    job.stop();
    expect(logged).toHaveBeenCalledWith(
      { event: "job.failed", job: "test job", error: expect.objectContaining({ message: "connection refused" }) },
      "test job failed",
    );
  });

  it("says how long it has been idle: since its start, then since its last run ended; 0 during a run", async () => {
    let release!: () => void;
    const job = repeat("idle job", () => new Promise<void>((r) => (release = r)), hour);
    const started = Date.now();
    expect(job.idleMs(started + 5_000)).toBeGreaterThanOrEqual(5_000);
    job.wake();
    expect(job.idleMs()).toBe(0);
    release();
    await until(() => job.idleMs(Date.now() + 1) > 0, 2_000);
    expect(job.idleMs(Date.now() + 100)).toBeLessThan(1_000);
    await job.stop();
  });

  it("is found by its name while it runs, and every job stops at once, each after its run under way", async () => {
    let finished = 0;
    let release!: () => void;
    const slow = repeat(
      "slow job",
      () => new Promise<void>((r) => (release = r)).then(() => void (finished += 1)),
      hour,
    );
    const other = repeat("other job", async () => {}, hour);
    expect(runningJob("slow job")).toBe(slow);
    expect(runningJob("other job")).toBe(other);
    slow.wake();
    let stopped = false;
    const stopping = stopAllJobs().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(finished).toBe(1);
    expect(runningJob("slow job")).toBeUndefined();
    expect(runningJob("other job")).toBeUndefined();
  });
});
