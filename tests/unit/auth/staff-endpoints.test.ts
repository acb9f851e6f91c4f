import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The staff and revalidation endpoints: a refused call is logged with its endpoint and the address's keyed hash, an
// accepted one reaches the data layer with the address, and a revalidation lands in the audit trail.

const staffSecret = "staff-secret-0123456789abcdefghijkl";
const revalidateSecret = "revalidate-secret-0123456789abcdefgh";
vi.stubEnv("STAFF_API_SECRET", staffSecret);
vi.stubEnv("REVALIDATE_SECRET", revalidateSecret);

const changeProperties = vi.fn(async () => ({ updated: ["ATR-2003"], unknown: [] }));
const recordStaffAction = vi.fn(async () => {});
const expire = vi.fn();
vi.mock("@/lib/staff/property-changes", async (original) => ({
  ...(await original<typeof import("@/lib/staff/property-changes")>()),
  changeProperties,
}));
vi.mock("@/lib/db/staff-audit", () => ({ recordStaffAction }));
// The address server.mjs established for this request (a header the caller writes is never read).
vi.mock("@/lib/http/client-address", () => ({ clientAddress: () => "203.0.113.7" }));
vi.mock("@/lib/cache/expire", () => ({ expire }));
const { PATCH } = await import("@/app/api/staff/properties/route");
const { log } = await import("@/lib/log.mjs");
const { limitKey } = await import("@/lib/forms/rate-limit");
const { POST } = await import("@/app/api/revalidate/route");

const call = (method: string, body: unknown, secret?: string) =>
  new Request("http://localhost/api/", {
    method,
    body: JSON.stringify(body),
    headers: {
      "content-type": "application/json",
      ...(secret ? { authorization: `Bearer ${secret}` } : {}),
    },
  });

describe("staff and revalidation endpoints", () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.clearAllMocks();
    warn = vi.spyOn(log, "warn").mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it.each([
    ["PATCH /api/staff/properties/", () => PATCH(call("PATCH", { changes: [] }, "wrong"))],
    ["PATCH /api/staff/properties/", () => PATCH(call("PATCH", { changes: [] }))],
    ["POST /api/revalidate/", () => POST(call("POST", { tags: ["properties"] }, staffSecret))],
  ])(
    "log a refused call to %s with the address as the limits' keyed hash, and change nothing",
    async (endpoint, send) => {
      const response = await send();
      expect(response.status).toBe(401);
      expect(warn).toHaveBeenCalledTimes(1);
      const [fields] = warn.mock.calls[0] as [Record<string, unknown>];
      expect(fields).toEqual({ event: "staff.refused", endpoint, client: limitKey({ address: "203.0.113.7" }) });
      expect(JSON.stringify(warn.mock.calls[0])).not.toContain("203.0.113.7");
      expect(changeProperties).not.toHaveBeenCalled();
      expect(recordStaffAction).not.toHaveBeenCalled();
      expect(expire).not.toHaveBeenCalled();
    },
  );

  it("hand an accepted staff change to the data layer with the caller's address", async () => {
    const response = await PATCH(call("PATCH", { changes: [{ reference: "ATR-2003", price: 500000 }] }, staffSecret));
    expect(response.status).toBe(200);
    expect(changeProperties).toHaveBeenCalledWith([{ reference: "ATR-2003", price: 500000 }], {
      address: "203.0.113.7",
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it("record an accepted revalidation in the audit trail before expiring the tags", async () => {
    const response = await POST(call("POST", { tags: ["properties", "property:12"] }, revalidateSecret));
    expect(await response.json()).toEqual({ revalidated: ["properties", "property:12"] });
    expect(recordStaffAction).toHaveBeenCalledWith({
      action: "cache.revalidate",
      after: { tags: ["properties", "property:12"] },
      address: "203.0.113.7",
    });
    expect(recordStaffAction.mock.invocationCallOrder[0]).toBeLessThan(expire.mock.invocationCallOrder[0]!);
  });

  it("refuse a price the database column cannot hold with 400, before the data layer", async () => {
    const response = await PATCH(call("PATCH", { changes: [{ reference: "ATR-2003", price: 1e10 }] }, staffSecret));
    expect(response.status).toBe(400);
    expect(changeProperties).not.toHaveBeenCalled();
  });
});
