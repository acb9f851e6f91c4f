// At most two pictures decoded at once per server: a decode takes a core and up to 40 megapixels of memory,
// and the machine has two cores. Written here rather than with p-limit: installing it rewrote the whole
// lockfile on this registry, for the dozen lines below.

type Waiter = () => void;

const SLOTS = 2;

const holder = globalThis as unknown as { __decodeSlots?: { busy: number; waiting: Waiter[] } };
const slots = (holder.__decodeSlots ??= { busy: 0, waiting: [] });

/** Runs `work` when one of the server's decode slots is free; the next waiting one starts when it ends. */
export async function inDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (slots.busy >= SLOTS) await new Promise<void>((resolve) => slots.waiting.push(resolve));
  else slots.busy++;
  try {
    return await work();
  } finally {
    const next = slots.waiting.shift();
    if (next) next();
    else slots.busy--;
  }
}
