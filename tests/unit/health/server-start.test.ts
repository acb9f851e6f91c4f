import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The start (instrumentation.ts): the database opens before readiness and the jobs, so a server whose embedded
// database is still starting answers "starting" rather than naming the database, and no job queries it half open.

/** What the start did, each step after the first with whether the database had opened (or failed to) by then. */
const calls: string[] = [];
let settled = false;
let open: { resolve: () => void; reject: (error: Error) => void } | undefined;
const logged = vi.fn();
const step = (name: string) => () => calls.push(settled ? name : `${name} before the database`);

vi.mock("@/lib/db/infra/prisma", () => ({
  siteDatabaseOpened: () =>
    new Promise<void>((resolve, reject) => {
      calls.push("open database");
      open = {
        resolve: () => ((settled = true), resolve()),
        reject: (error) => ((settled = true), reject(error)),
      };
    }),
}));
vi.mock("@/lib/log.mjs", () => ({
  errorFields: (error: Error) => ({ error: { message: error.message } }),
  log: { error: logged, fatal: vi.fn() },
}));
vi.mock("@/lib/page-views/beacon-server", () => ({ registerViewCounter: step("view counter") }));
vi.mock("@/lib/health/register", () => ({ registerHealthHooks: step("readiness") }));
vi.mock("@/lib/mail/worker", () => ({ startMailWorker: step("mail worker") }));
vi.mock("@/lib/standing-search/digest-job", () => ({ startDigestJob: step("digests") }));
vi.mock("@/lib/portal/report-job", () => ({ startOwnerReportJob: step("owner reports") }));
vi.mock("@/lib/retention/job", () => ({ startRetentionJob: step("retention") }));
vi.mock("@/lib/content-sync/timer", () => ({ startCrmSyncTimer: step("crm sync") }));

const everythingAfterTheDatabase = [
  "view counter",
  "readiness",
  "mail worker",
  "digests",
  "owner reports",
  "retention",
  "crm sync",
];

/** Waits until the start asks for the database. */
const opening = () => vi.waitFor(() => expect(open).toBeDefined());

describe("a server's start", () => {
  beforeEach(() => {
    calls.length = 0;
    settled = false;
    open = undefined;
    logged.mockClear();
    vi.stubEnv("NEXT_RUNTIME", "nodejs");
    vi.stubEnv("NODE_ENV", "development");
  });
  afterEach(() => vi.unstubAllEnvs());

  it("hands over readiness and starts the jobs only once the database has opened", async () => {
    const { register } = await import("@/instrumentation");
    const started = register();
    await opening();
    open!.resolve();
    await started;
    expect(calls).toEqual(["open database", ...everythingAfterTheDatabase]);
    expect(logged).not.toHaveBeenCalled();
  });

  it("still starts when the database cannot be opened, logging why, so readiness names the database", async () => {
    const { register } = await import("@/instrumentation");
    const started = register();
    await opening();
    open!.reject(new Error("the folder is held by process 4242"));
    await started;
    expect(calls).toEqual(["open database", ...everythingAfterTheDatabase]);
    expect(logged).toHaveBeenCalledWith(
      { event: "database.unavailable", error: { message: "the folder is held by process 4242" } },
      "The database could not be opened",
    );
  });
});
