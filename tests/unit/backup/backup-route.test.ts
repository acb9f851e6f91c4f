import { IncomingMessage } from "node:http";
import { Socket } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { withClientAddress } from "@/lib/http/trusted-address.mjs";

// GET /api/staff/backup/: straight from this machine (a loopback connection through no proxy, as server.mjs
// establishes it) and with the staff secret only; the views the server holds are written before the copy is
// taken; a site on PostgreSQL is sent to pg_dump.

const steps: string[] = [];
const state = { dump: new Blob(["tarball"]) as Blob | null };
vi.mock("@/lib/page-views/buffer", () => ({ flushViews: async () => void steps.push("views written") }));
vi.mock("@/lib/db/infra/backup", () => ({
  dumpSiteDatabase: async () => {
    steps.push("dumped");
    return state.dump;
  },
}));
vi.mock("@/lib/db/staff-audit", () => ({
  recordStaffAction: async (entry: { action: string }) => void steps.push(`audit ${entry.action}`),
}));

describe("the backup route", () => {
  let GET: typeof import("@/app/api/staff/backup/route").GET;
  const secret = `Bearer ${"s".repeat(40)}`;
  /** The route as server.mjs runs it for a connection from `from`, with the headers the request carried. */
  const get = (authorization: string | null, from = "127.0.0.1", headers: Record<string, string> = {}, hops = 0) => {
    const socket = new Socket();
    Object.defineProperty(socket, "remoteAddress", { value: from });
    const req = new IncomingMessage(socket);
    req.headers = { ...headers };
    return withClientAddress(req, hops, "request-1", () =>
      GET(new Request("http://site.test/api/staff/backup/", { headers: authorization ? { authorization } : {} })),
    );
  };

  let info: ReturnType<typeof vi.spyOn>;
  beforeAll(async () => {
    vi.stubEnv("STAFF_API_SECRET", "s".repeat(40));
    const { log } = await import("@/lib/log.mjs");
    info = vi.spyOn(log, "info").mockImplementation(() => {});
    vi.spyOn(log, "warn").mockImplementation(() => {});
    ({ GET } = await import("@/app/api/staff/backup/route"));
  });
  beforeEach(() => {
    steps.length = 0;
    state.dump = new Blob(["tarball"]);
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("hands the database's tarball to this machine, after writing the views it holds, never cached", async () => {
    for (const address of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const answer = await get(secret, address);
      expect(answer.status, address).toBe(200);
      expect(await answer.text()).toBe("tarball");
      expect(answer.headers.get("cache-control")).toBe("no-store");
    }
    expect(steps.slice(0, 3)).toEqual(["views written", "dumped", "audit database.backup"]);
    expect(info).toHaveBeenCalledWith({ event: "backup.dumped", bytes: 7 }, expect.any(String));
  });

  it("refuses another machine whatever secret or header it shows, and this machine without the secret", async () => {
    for (const address of ["192.0.2.7", "10.0.0.1"]) {
      expect((await get(secret, address)).status, address).toBe(403);
      // Behind a trusted proxy hop, a forged X-Forwarded-For naming this machine changes nothing.
      expect((await get(secret, address, { "x-forwarded-for": "127.0.0.1" }, 1)).status, address).toBe(403);
    }
    // A request a proxy on this machine passed on (it names the client) is not this machine's own.
    for (const header of ["x-forwarded-for", "forwarded", "x-real-ip"]) {
      expect((await get(secret, "127.0.0.1", { [header]: "127.0.0.1" }, 1)).status, header).toBe(403);
    }
    expect((await get(null)).status).toBe(401);
    expect((await get("Bearer guess")).status).toBe(401);
    expect(steps).toEqual([]);
  });

  it("sends a site on PostgreSQL to pg_dump", async () => {
    state.dump = null;
    const answer = await get(secret);
    expect(answer.status).toBe(409);
    expect((await answer.json()).error).toMatch(/pg_dump/);
  });
});
