/** Resolves once `done` holds, checking every few milliseconds; fails after `withinMs`. */
export async function until(done: () => boolean | Promise<boolean>, withinMs: number): Promise<void> {
  const end = Date.now() + withinMs;
  while (!(await done())) {
    if (Date.now() > end) throw new Error(`not done within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 5));
  }
}
