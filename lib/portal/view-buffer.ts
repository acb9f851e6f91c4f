import { forgetVisitorsBefore, recordViews, type CountedView } from "@/lib/db/page-views";

// Views counted in the proxy wait here about a second, then leave in one statement (lib/db/page-views.ts),
// so a burst of requests costs one write, and the page itself is still served from the cache. A failed
// write is logged and its views dropped: statistics must never slow or break a page.

const FLUSH_MS = 1000;
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

/** Notes one counted request; it is written within about a second. */
export function bufferView(view: CountedView): void {
  if (buffer.pending.length >= MAX_PENDING) return;
  buffer.pending.push(view);
  if (!buffer.timer) {
    buffer.timer = setTimeout(() => void flushViews(), FLUSH_MS);
    buffer.timer.unref?.();
  }
}

/** Writes what waits now (tests and shutdown call it directly). */
export async function flushViews(): Promise<void> {
  if (buffer.timer) clearTimeout(buffer.timer);
  buffer.timer = null;
  await buffer.flushing;
  const batch = buffer.pending.splice(0);
  if (batch.length === 0) return;
  buffer.flushing = write(batch);
  await buffer.flushing;
  buffer.flushing = null;
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
    console.error(`page views: ${error instanceof Error ? error.message : String(error)}`);
  }
}
