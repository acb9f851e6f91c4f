// The benchmarks' wait for the server they started: true once it answers a page, false after `tries` × 200 ms.
export async function waitForServer(base, tries) {
  for (let i = 0; i < tries; i++) {
    const answered = await fetch(`${base}/fr/page-not-found/`).then(
      () => true,
      () => false,
    );
    if (answered) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}
