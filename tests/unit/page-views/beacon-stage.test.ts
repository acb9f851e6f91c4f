import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { viewBeaconStage } from "@/lib/page-views/beacon-stage.mjs";
import { processHooks } from "@/lib/server/process-hooks.mjs";

// The view beacon as server.mjs answers it: 204 at once, the view handed to the app's counter.

let server: http.Server | undefined;
afterEach(() => {
  server?.close();
  delete processHooks.countView;
});

/** Sends `method` to `path` on a server running the stage (404 "left to Next" otherwise). */
async function send(path: string, method = "POST") {
  server = http.createServer((req, res) => {
    if (!viewBeaconStage.answers(req, res)) res.writeHead(404).end("left to Next");
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, { method });
  return { status: response.status, allow: response.headers.get("allow"), body: await response.text() };
}

describe("viewBeaconStage", () => {
  it("answers 204 and hands the property's view to the counter", async () => {
    const countView = vi.fn();
    processHooks.countView = countView;
    expect((await send("/api/views/42/")).status).toBe(204);
    expect(countView).toHaveBeenCalledWith(expect.objectContaining({ method: "POST" }), 42);
  });

  it("answers 204 before the app has registered its counter, counting nothing", async () => {
    expect((await send("/api/views/42/")).status).toBe(204);
  });

  it("refuses any other method and leaves other paths to Next", async () => {
    const countView = vi.fn();
    processHooks.countView = countView;
    expect(await send("/api/views/42/", "GET")).toMatchObject({ status: 405, allow: "POST" });
    expect((await send("/api/views/x/")).body).toBe("left to Next");
    expect(countView).not.toHaveBeenCalled();
  });
});
