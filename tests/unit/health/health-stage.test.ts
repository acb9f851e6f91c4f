import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { healthStage } from "@/lib/health/health-stage.mjs";
import { processHooks } from "@/lib/server/process-hooks.mjs";

// The health endpoints as server.mjs answers them: liveness at once, readiness from the app's check, 503 while
// the server starts (no check yet) or stops.

let server: http.Server | undefined;
afterEach(() => {
  server?.close();
  delete processHooks.checkReady;
});

/** Asks a server running the stage (404 "left to Next" otherwise). */
async function ask(path: string, { stopping = false, method = "GET" } = {}) {
  const health = healthStage(() => stopping);
  server = http.createServer((req, res) => {
    if (!health.answers(req, res)) res.writeHead(404).end("left to Next");
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, { method });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

describe("healthStage", () => {
  it("says the process lives, never cached", async () => {
    const live = await ask("/api/health/");
    expect(live.status).toBe(200);
    expect(JSON.parse(live.body)).toEqual({ status: "live" });
    expect(live.headers.get("cache-control")).toBe("no-store");
  });

  it("answers readiness from the app's check: starting without one, stopping once told to stop", async () => {
    expect(JSON.parse((await ask("/api/health/ready/")).body)).toEqual({ status: "starting" });
    processHooks.checkReady = async () => ({ ready: false, failing: ["database"] });
    const failing = await ask("/api/health/ready");
    expect(failing.status).toBe(503);
    expect(JSON.parse(failing.body)).toEqual({ status: "not ready", failing: ["database"] });
    processHooks.checkReady = async () => ({ ready: true, failing: [] });
    expect((await ask("/api/health/ready/")).status).toBe(200);
    const stopping = await ask("/api/health/ready/", { stopping: true });
    expect(stopping.status).toBe(503);
    expect(JSON.parse(stopping.body)).toEqual({ status: "stopping" });
  });

  it("refuses other methods and leaves other paths to Next", async () => {
    const post = await ask("/api/health/", { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
    expect((await ask("/api/healthy/")).body).toBe("left to Next");
  });
});
