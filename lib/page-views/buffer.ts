import { forgetVisitorsBefore, recordViews, type CountedView } from "@/lib/db/page-views";
import { errorFields, log } from "@/lib/log.mjs";

// Counted views wait here about a second, then leave in one statement (lib/db/page-views.ts), so a burst
// of views costs one write. Each statement has a fixed cost (about 4 ms on the embedded database, which
// runs in this process), so fewer, larger writes hold the pages up least: on 100 000 properties, 1 000
// views took about 50 ms in one statement and about 120 ms in statements of 50. A batch leaves at once
// when it holds BATCH views, which bounds a statement's size. A failed write is logged and its views
// dropped: statistics must never slow or break a page.

const FLUSH_MS = 1000;
const BATCH = 5000;
const MAX_PENDING = 20_000;

interface Buffer {
  pending: CountedView[];
  timer: ReturnType<typeof setTimeout> | null;
  flushing: Promise<void> | null;
  sweptBefore: string | null;
}

// On globalThis: one buffer per process, whichever bundle imports this module.
const holder = globalThis as unknown as { __pageViewBuffer?: Buffer };
const buffer = (holder.__pageViewBuffer ??= { pending: [], timer: null, flushing: null, sweptBefore: null });

/** Notes one counted view; it is written within about a second, or at once when a batch is full. */
export function bufferView(view: CountedView): void {
  if (buffer.pending.length >= MAX_PENDING) return;
  buffer.pending.push(view);
  if (buffer.pending.length >= BATCH) void drain(BATCH);
  if (!buffer.timer) {
    buffer.timer = setTimeout(() => void flushViews(), FLUSH_MS);
    buffer.timer.unref?.();
  }
}

/** Writes every view that waits now (the timer, tests and a stopping server await it). */
export async function flushViews(): Promise<void> {
  if (buffer.timer) clearTimeout(buffer.timer);
  buffer.timer = null;
  // A drain started by a full batch stops short of the rest.
  while (buffer.flushing) await buffer.flushing;
  await drain(buffer.pending.length);
}

/** Writes the first `count` views that wait, in batches of at most BATCH, letting requests in between. */
function drain(count: number): Promise<void> {
  buffer.flushing ??= (async () => {
    for (let left = count; left > 0;) {
      const batch = buffer.pending.splice(0, Math.min(BATCH, left));
      left -= batch.length;
      await write(batch);
      if (left > 0) await new Promise((resolve) => setImmediate(resolve));
    }
  })().finally(() => (buffer.flushing = null));
  return buffer.flushing;
}

async function write(batch: CountedView[]): Promise<void> {
  try {
    await recordViews(batch);
    // A key is only ever looked for on its own day: earlier days' keys go once a new day is written.
    const before = batch.reduce((min, v) => (v.day < min ? v.day : min), batch[0]!.day);
    if (buffer.sweptBefore !== before) {
      await forgetVisitorsBefore(before);
      buffer.sweptBefore = before;
    }
  } catch (error) {
    log.error({ event: "views.write.failed", ...errorFields(error) }, "page views could not be written");
  }
}
