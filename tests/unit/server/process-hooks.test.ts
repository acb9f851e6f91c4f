import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ProcessHooks } from "@/lib/server/process-hooks.mjs";
import { captureLog } from "@/tests/support/log";

// What server.mjs and the app hand each other (lib/server/process-hooks.mjs): each loads its own copy of every
// module, so a hook set through one copy must be read through another, and a hook not yet set (the app still
// starting, code outside server.mjs's requests) must answer what its reader expects.

/** A fresh copy of a module, as the other side of the process loads it. */
async function otherCopy<T>(name: string): Promise<T> {
  vi.resetModules();
  return (await import(name)) as T;
}

const hooksOf = async () =>
  (await otherCopy<{ processHooks: ProcessHooks }>("@/lib/server/process-hooks.mjs")).processHooks;

const counted = vi.hoisted(() => vi.fn());
vi.mock("@/lib/page-views/counter", () => ({ countPropertyView: counted }));
vi.mock("@/lib/health/readiness", () => ({
  checkReadiness: async () => ({ ready: false, failing: ["database"] }),
}));
vi.mock("@/lib/jobs/repeat", () => ({ repeat: vi.fn(), stopAllJobs: vi.fn(async () => {}) }));
vi.mock("@/lib/page-views/buffer", () => ({ flushViews: vi.fn(async () => {}) }));

describe("the process hooks", () => {
  let kept: ProcessHooks;
  beforeEach(async () => {
    kept = { ...(await hooksOf()) };
  });
  afterEach(async () => {
    const hooks = await hooksOf();
    for (const name of Object.keys(hooks) as Array<keyof ProcessHooks>) delete hooks[name];
    Object.assign(hooks, kept);
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    counted.mockClear();
  });

  it("are one object for every copy of the module, so what one side sets the other reads", async () => {
    const server = await hooksOf();
    const app = await hooksOf();
    expect(app).toBe(server);
    delete server.ownOrigin;
    expect(app.ownOrigin).toBeUndefined();
    server.ownOrigin = "http://127.0.0.1:3100";
    expect((await hooksOf()).ownOrigin).toBe("http://127.0.0.1:3100");
  });

  it("hand server.mjs the app's readiness check and stop once the instrumentation hook registers them", async () => {
    const hooks = await hooksOf();
    delete hooks.checkReady;
    delete hooks.stopWork;
    // Before: server.mjs answers "starting" and stops with no work to finish.
    expect(hooks.checkReady).toBeUndefined();
    expect(hooks.stopWork).toBeUndefined();
    (await otherCopy<typeof import("@/lib/health/register")>("@/lib/health/register")).registerHealthHooks();
    // As server.mjs reads them, through its own copy.
    const server = await hooksOf();
    await expect(server.checkReady?.()).resolves.toEqual({ ready: false, failing: ["database"] });
    const { stopAllJobs } = await import("@/lib/jobs/repeat");
    const { flushViews } = await import("@/lib/page-views/buffer");
    await server.stopWork?.();
    expect(stopAllJobs).toHaveBeenCalledOnce();
    expect(flushViews).toHaveBeenCalledOnce();
  });

  it("hand server.mjs the view counter, which reads a beacon's method and first header of each name", async () => {
    const hooks = await hooksOf();
    delete hooks.countView;
    expect(hooks.countView).toBeUndefined();
    (
      await otherCopy<typeof import("@/lib/page-views/beacon-server")>("@/lib/page-views/beacon-server")
    ).registerViewCounter();
    (await hooksOf()).countView?.(
      { method: "POST", headers: { "sec-fetch-site": "same-origin", purpose: ["a", "b"] } },
      42,
    );
    expect(counted).toHaveBeenCalledOnce();
    const [request, propertyId] = counted.mock.calls[0]!;
    expect(propertyId).toBe(42);
    expect(request.method).toBe("POST");
    expect(request.headers.get("sec-fetch-site")).toBe("same-origin");
    expect(request.headers.get("purpose")).toBe("a");
    expect(request.headers.get("user-agent")).toBeNull();
  });

  it("give the app no client address, and no request of this machine's, without server.mjs's request store", async () => {
    delete (await hooksOf()).requests;
    captureLog("warn");
    const app = await otherCopy<typeof import("@/lib/http/client-address")>("@/lib/http/client-address");
    expect(app.clientAddress()).toBeNull();
    expect(app.fromThisMachine()).toBe(false);
  });

  it("start no CRM timer without the origin server.mjs sets", async () => {
    vi.stubEnv("CRM_URL", "https://crm.example/OmnicasaService.svc/");
    delete (await hooksOf()).ownOrigin;
    const timer = await otherCopy<typeof import("@/lib/content-sync/timer")>("@/lib/content-sync/timer");
    const { repeat } = await import("@/lib/jobs/repeat");
    timer.startCrmSyncTimer();
    expect(repeat).not.toHaveBeenCalled();
    (await hooksOf()).ownOrigin = "http://127.0.0.1:3100";
    timer.startCrmSyncTimer();
    expect(repeat).toHaveBeenCalledOnce();
  });

  it("keep one logger and one set of tag listeners for every copy", async () => {
    const first = await otherCopy<typeof import("@/lib/log.mjs")>("@/lib/log.mjs");
    const second = await otherCopy<typeof import("@/lib/log.mjs")>("@/lib/log.mjs");
    expect(second.log).toBe(first.log);
    const heard: string[][] = [];
    const proxy = await otherCopy<typeof import("@/lib/cache/tag-events.mjs")>("@/lib/cache/tag-events.mjs");
    const stop = proxy.onTagsExpired((tags) => heard.push(tags));
    const pages = await otherCopy<typeof import("@/lib/cache/tag-events.mjs")>("@/lib/cache/tag-events.mjs");
    pages.announceTagsExpired(["property:7"]);
    stop();
    pages.announceTagsExpired(["content"]);
    expect(heard).toEqual([["property:7"]]);
  });
});
