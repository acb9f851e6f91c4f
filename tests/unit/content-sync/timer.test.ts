import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { processHooks } from "@/lib/server/process-hooks.mjs";
import { captureLog } from "@/tests/support/log";

// With CRM_URL set, each server asks its own staff route for a CRM sync every CRM_SYNC_INTERVAL_MINUTES
// (the first an interval after its start), with a token of its own process, and logs the summary.

describe("the CRM's timed sync", () => {
  const asked: Array<{ url: string; authorization: string | null; body: string }> = [];
  let answer: Record<string, unknown> = {};
  const logged: Array<{ level: string; fields: object; message?: string }> = [];
  let timer: typeof import("@/lib/content-sync/timer");

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "setInterval"] });
    vi.stubEnv("CRM_URL", "https://crm.example/OmnicasaService.svc/");
    vi.stubEnv("CRM_SYNC_INTERVAL_MINUTES", "15");
    processHooks.ownOrigin = "http://127.0.0.1:3999";
    const keep = (level: string) => (fields: object, message?: string) => void logged.push({ level, fields, message });
    captureLog("info").mockImplementation(keep("info"));
    captureLog("error").mockImplementation(keep("error"));
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      asked.push({ url, authorization: new Headers(init.headers).get("authorization"), body: String(init.body) });
      return Response.json(answer);
    });
    timer = await import("@/lib/content-sync/timer");
    timer.startCrmSyncTimer();
  });
  afterAll(() => {
    delete processHooks.ownOrigin;
    vi.useRealTimers();
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const report = (figures: Record<string, unknown>) => ({
    source: "crm",
    full: false,
    dryRun: false,
    since: "2026-11-26T08:55:00.000Z",
    added: 0,
    changed: 0,
    unchanged: 0,
    withdrawn: 0,
    failed: 0,
    photosFetched: 0,
    ignoredFields: {},
    problems: [],
    warnings: [],
    missingMentions: [],
    stopped: null,
    seconds: 1.5,
    ...figures,
  });

  it("asks its own route an interval after the start, with its process's token, and logs the summary", async () => {
    answer = report({ changed: 2, unchanged: 40 });
    await vi.advanceTimersByTimeAsync(15 * 60_000 - 1_000);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(asked).toEqual([
      {
        url: "http://127.0.0.1:3999/api/staff/sync/",
        authorization: `Bearer ${timer.ownSyncToken()}`,
        body: JSON.stringify({ source: "crm" }),
      },
    ]);
    expect(logged).toEqual([
      {
        level: "info",
        fields: { event: "sync.ran", source: "crm", failed: 0, stopped: null },
        message:
          "CRM sync: Sync of the CRM (changes since 2026-11-26T08:55:00.000Z): 0 added, 2 changed, 40 unchanged, 0 withdrawn, 0 failed, 0 photos fetched, 1.5 s.",
      },
    ]);
  });

  it("asks again every interval, and says nothing when another server's sync runs", async () => {
    answer = report({ stopped: "Another sync of the CRM has been running since …; this one did nothing." });
    logged.length = 0;
    await vi.advanceTimersByTimeAsync(15 * 60_000);
    expect(asked).toHaveLength(2);
    expect(logged).toEqual([]);
  });

  it("logs a sync that stopped as an error, with the reason", async () => {
    answer = report({ stopped: "The CRM refused GetPropertyList: login failed (asked 4 times)." });
    await vi.advanceTimersByTimeAsync(15 * 60_000);
    expect(logged.at(-1)).toMatchObject({
      level: "error",
      fields: { event: "sync.ran", stopped: "The CRM refused GetPropertyList: login failed (asked 4 times)." },
      message: expect.stringContaining("CRM sync: Sync of the CRM"),
    });
  });
});
