import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { ensurePortFree, startSite } from "@/scripts/local-settings.mjs";

// A benchmark starts its own server on a fixed port (3300 by default). When something already listens there
// (a demo left running, a server still stopping), it must say so rather than measure that other server.

const listening: net.Server[] = [];
afterEach(() => Promise.all(listening.splice(0).map((s) => new Promise((r) => s.close(r)))));

/** A server of another process's kind on a port the system chose. */
async function taken(): Promise<number> {
  const server = net.createServer();
  listening.push(server);
  await new Promise<void>((resolve) => server.listen(0, resolve));
  return (server.address() as net.AddressInfo).port;
}

describe("a benchmark's server port", () => {
  it("is refused, named, when another server listens on it", async () => {
    const port = await taken();
    await expect(ensurePortFree(port)).rejects.toThrow(`Port ${port} is in use`);
    // startSite checks before starting anything: no second server is spawned on the taken port.
    await expect(startSite(port, ".data/never-used")).rejects.toThrow(`Port ${port} is in use`);
  });

  it("is accepted once that server has stopped, and left free for the benchmark's own", async () => {
    const port = await taken();
    await new Promise((r) => listening.pop()!.close(r));
    await expect(ensurePortFree(port)).resolves.toBeUndefined();
    // The check's own listener is closed: the port can be listened on again.
    const again = net.createServer();
    listening.push(again);
    await new Promise<void>((resolve, reject) => again.once("error", reject).listen(port, resolve));
  });
});
