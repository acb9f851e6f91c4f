import { beforeEach, describe, expect, it, vi } from "vitest";

// The button of an expired change-or-stop link: counted with the forms, and answering the same whether
// or not a fresh link went out, so it tells nobody whether a search exists.

const calls = vi.hoisted(() => ({
  withinLimits: vi.fn<(checks: unknown) => Promise<boolean>>(async () => true),
  renewManageLink: vi.fn<(token: string) => Promise<boolean>>(async () => true),
  wakeMailWorker: vi.fn(),
}));

vi.mock("@/lib/http/client-address", () => ({ clientAddress: () => "203.0.113.9" }));
vi.mock("@/lib/forms/rate-limit", () => ({ limits: { forms: "forms" }, withinLimits: calls.withinLimits }));
vi.mock("@/lib/standing-search/renew-link", () => ({ renewManageLink: calls.renewManageLink }));
vi.mock("@/lib/mail/worker", () => ({ wakeMailWorker: calls.wakeMailWorker }));

const { renewSearchLink } = await import("@/lib/forms/actions/renew-search-link");

const form = (token: string) => {
  const data = new FormData();
  data.set("token", token);
  return data;
};

describe("renewSearchLink", () => {
  beforeEach(() => vi.clearAllMocks());

  it("answers sent whether or not the link named a running search, and wakes the mailer only when one went", async () => {
    expect(await renewSearchLink("idle", form("expired-token"))).toBe("sent");
    expect(calls.renewManageLink).toHaveBeenCalledWith("expired-token");
    expect(calls.wakeMailWorker).toHaveBeenCalledTimes(1);
    calls.renewManageLink.mockResolvedValueOnce(false);
    expect(await renewSearchLink("idle", form("unknown"))).toBe("sent");
    expect(calls.wakeMailWorker).toHaveBeenCalledTimes(1);
  });

  it("refuses past the forms' hourly limit of the client, before looking the link up", async () => {
    calls.withinLimits.mockResolvedValueOnce(false);
    expect(await renewSearchLink("idle", form("expired-token"))).toBe("rateLimited");
    expect(calls.withinLimits).toHaveBeenCalledWith([["forms", { address: "203.0.113.9" }]]);
    expect(calls.renewManageLink).not.toHaveBeenCalled();
  });
});
