import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CountedView } from "@/lib/db/page-views";
import { captureLog } from "@/tests/support/log";

// The buffer between view beacons and the database (lib/page-views/buffer.ts): views of one second go
// in one statement, a full batch goes at once, a stopping server's flush writes everything that waits,
// and a failed write costs only its own views.

const db = vi.hoisted(() => ({
  batches: [] as number[],
  fail: false,
  release: null as (() => void) | null,
  hold: false,
}));
vi.mock("@/lib/db/page-views", () => ({
  recordViews: async (views: CountedView[]) => {
    if (db.hold) await new Promise<void>((resolve) => (db.release = resolve));
    if (db.fail) throw new Error("database away");
    db.batches.push(views.length);
    return views.length;
  },
  forgetVisitorsBefore: async () => 0,
}));

const view = (n: number): CountedView => ({ day: "2026-11-24", key: `k${n}`, propertyId: 1 });

async function load() {
  delete (globalThis as { __pageViewBuffer?: unknown }).__pageViewBuffer;
  vi.resetModules();
  return import("@/lib/page-views/buffer");
}

beforeEach(() => {
  vi.useFakeTimers();
  Object.assign(db, { batches: [], fail: false, release: null, hold: false });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the page-view buffer", () => {
  it("writes the views of about a second in one statement", async () => {
    const { bufferView } = await load();
    for (let i = 0; i < 300; i++) bufferView(view(i));
    await vi.advanceTimersByTimeAsync(999);
    expect(db.batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(db.batches).toEqual([300]);
  });

  it("writes a full batch of 5 000 at once, and the rest within the second", async () => {
    const { bufferView } = await load();
    for (let i = 0; i < 5_200; i++) bufferView(view(i));
    await vi.advanceTimersByTimeAsync(0);
    expect(db.batches).toEqual([5_000]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(db.batches).toEqual([5_000, 200]);
  });

  it("flushViews waits for a write under way, then writes what arrived meanwhile", async () => {
    const { bufferView, flushViews } = await load();
    db.hold = true;
    for (let i = 0; i < 5_000; i++) bufferView(view(i));
    for (let i = 0; i < 30; i++) bufferView(view(5_000 + i));
    const flushed = flushViews();
    await vi.advanceTimersByTimeAsync(0);
    db.hold = false;
    db.release?.();
    await flushed;
    expect(db.batches).toEqual([5_000, 30]);
  });

  it("logs a failed write and drops its views; the next views are written", async () => {
    const errors = captureLog("error");
    const { bufferView, flushViews } = await load();
    db.fail = true;
    bufferView(view(1));
    await flushViews();
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({
        event: "views.write.failed",
        error: expect.objectContaining({ message: "database away" }),
      }),
      "page views could not be written",
    );
    db.fail = false;
    bufferView(view(2));
    await flushViews();
    expect(db.batches).toEqual([1]);
    errors.mockRestore();
  });
});
