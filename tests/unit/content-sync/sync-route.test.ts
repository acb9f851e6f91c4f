import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// POST /api/staff/sync/: the staff secret or this process's own timer token, a checked body, the report.

const jobs: unknown[] = [];
vi.mock("@/lib/content-sync/job", async (original) => ({
  ...(await original<typeof import("@/lib/content-sync/job")>()),
  runSyncJob: async (_db: unknown, job: unknown) => {
    jobs.push(job);
    return { dryRun: false, problems: [], warnings: [], added: 1 };
  },
}));
vi.mock("@/lib/db/sync-runs", () => ({ siteDatabase: () => ({}) }));
vi.mock("@/lib/cache/expire", () => ({ expire: () => {} }));
vi.mock("@/lib/db/staff-audit", () => ({ recordStaffAction: async () => {} }));
vi.mock("@/lib/http/client-address", () => ({ clientAddress: () => "127.0.0.1" }));
vi.mock("@/lib/mail/worker", () => ({ wakeMailWorker: () => {} }));

describe("the staff sync route", () => {
  let POST: typeof import("@/app/api/staff/sync/route").POST;
  let token: string;
  const post = (authorization: string | null, body: unknown) =>
    POST(
      new Request("http://site.test/api/staff/sync/", {
        method: "POST",
        headers: authorization ? { authorization } : {},
        body: JSON.stringify(body),
      }),
    );

  beforeAll(async () => {
    vi.stubEnv("STAFF_API_SECRET", "s".repeat(40));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    ({ POST } = await import("@/app/api/staff/sync/route"));
    token = (await import("@/lib/content-sync/timer")).ownSyncToken();
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("runs a sync asked with the staff secret or with the process's own token", async () => {
    expect((await post(`Bearer ${"s".repeat(40)}`, { source: "files", folder: "/srv/content" })).status).toBe(200);
    expect((await post(`Bearer ${token}`, { source: "crm" })).status).toBe(200);
    expect(jobs).toEqual([
      { source: "files", folder: "/srv/content", dryRun: false },
      { source: "crm", full: false, dryRun: false },
    ]);
  });

  it("refuses any other caller, and a body that is not a sync", async () => {
    expect((await post(null, { source: "crm" })).status).toBe(401);
    expect((await post("Bearer guess", { source: "crm" })).status).toBe(401);
    const bad = await post(`Bearer ${token}`, { source: "files", folder: "relative/path" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "invalid sync", problems: ["folder: must be an absolute path"] });
    expect(jobs).toHaveLength(2);
  });
});
