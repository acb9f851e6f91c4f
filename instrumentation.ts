// Next's instrumentation hook: runs once when a server starts. Next also bundles this file for its Edge runtime,
// so the Node-only start (lib/server/start.ts: settings, database, jobs) is imported only inside the branch Next
// removes from that bundle, as its instrumentation guide writes it ("Importing runtime-specific code"); with the
// start written here, the build warned that process.exit is not supported in the Edge runtime.
export async function register() {
  // NEXT_RUNTIME is Next's, not a setting: only this literal lets Next leave the Node-only import out of other
  // runtimes' bundles.
  // eslint-disable-next-line no-restricted-properties -- the literal Next replaces at build (comment above)
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startServer } = await import("./lib/server/start");
    await startServer();
  }
}
