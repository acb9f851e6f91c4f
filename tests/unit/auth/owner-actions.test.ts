import { beforeEach, describe, expect, it, vi } from "vitest";
import { actionFailed, captureLog } from "@/tests/support/log";

// The owners' actions and the mailed-link button on the action base: each input read with its schema
// (no text cut to length by hand), each refusal and error answered with the action's own state, and
// errors logged under the action's name. Their outside world is replaced: the session, the database,
// the limits and the client's address.

const site = vi.hoisted(() => ({
  address: "203.0.113.9" as string | null,
  owner: null as { id: number; locale: "en" } | null,
  sessionId: null as string | null,
  withinLimits: vi.fn<(checks: unknown) => Promise<boolean>>(async () => true),
  signIn: vi.fn(),
  openResetLink: vi.fn(),
  changeOwnerPassword: vi.fn(),
  setOwnerMonthlyReport: vi.fn(async () => true),
  followLink: vi.fn(async () => "done"),
  endSession: vi.fn(async () => {}),
}));
vi.mock("@/lib/http/client-address", () => ({ clientAddress: () => site.address }));
vi.mock("@/lib/auth/owner-session", () => ({ currentOwner: async () => site.owner }));
vi.mock("@/lib/auth/session-cookie", () => ({
  sessionIdFromCookie: async () => site.sessionId,
  setSessionCookie: async () => {},
  clearSessionCookie: async () => {},
}));
vi.mock("@/lib/forms/rate-limit", () => ({ limits: { forms: "forms" }, withinLimits: site.withinLimits }));
vi.mock("@/lib/auth/sign-in", () => ({ signInWithCredentials: site.signIn }));
vi.mock("@/lib/auth/change-password", () => ({ changeOwnerPassword: site.changeOwnerPassword }));
vi.mock("@/lib/db/password-resets", () => ({ openResetLink: site.openResetLink, consumeResetLink: vi.fn() }));
vi.mock("@/lib/db/owner-portal", () => ({ setOwnerMonthlyReport: site.setOwnerMonthlyReport }));
vi.mock("@/lib/db/owner-sessions", () => ({ endSession: site.endSession }));
vi.mock("@/lib/db/mailed-links", () => ({ followLink: site.followLink }));
vi.mock("@/lib/db/owner-accounts", () => ({ findOwnerAccount: async () => null }));
vi.mock("@/lib/mail/worker", () => ({ wakeMailWorker: () => {} }));
vi.mock("next/server", async (original) => ({ ...(await original<object>()), after: () => {} }));

const { signInOwner } = await import("@/lib/auth/actions/sign-in");
const { requestPasswordReset } = await import("@/lib/auth/actions/request-reset");
const { setNewPassword } = await import("@/lib/auth/actions/reset-password");
const { changeOwnPassword } = await import("@/lib/auth/actions/change-password");
const { signOutOwner } = await import("@/lib/auth/actions/sign-out");
const { saveMonthlyReport } = await import("@/lib/portal/actions/monthly-report");
const { followMailedLink } = await import("@/lib/forms/actions/mailed-link");
const { buildPath } = await import("@/lib/i18n/build-path");

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** The answer, or where Next's redirect sends the browser. */
async function answer(promise: Promise<unknown>) {
  try {
    return await promise;
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? "";
    if (digest.startsWith("NEXT_REDIRECT")) return { redirect: digest.split(";")[2] };
    throw error;
  }
}

const idle = { status: "idle" } as const;
let log: ReturnType<typeof captureLog>;
beforeEach(() => {
  vi.clearAllMocks();
  Object.assign(site, { address: "203.0.113.9", owner: null, sessionId: null });
  log = captureLog("error");
});

describe("signInOwner", () => {
  const sign = (fields: Record<string, string>) => answer(signInOwner(idle, form({ locale: "en", ...fields })));

  it("asks for a missing name or password, and answers a name too long for any account as a wrong one", async () => {
    expect(await sign({ identifier: "  ", password: "x".repeat(2000) })).toEqual({
      status: "error",
      reason: "required",
      identifier: "",
    });
    expect(await sign({ identifier: "a".repeat(255), password: "secret" })).toMatchObject({ reason: "invalid" });
    expect(await sign({ identifier: "owner.dupont", password: "x".repeat(1025) })).toMatchObject({ reason: "invalid" });
    expect(site.signIn).not.toHaveBeenCalled();
  });

  it("checks the credentials with the client as the limits count it, then goes to the page asked for", async () => {
    site.signIn.mockResolvedValueOnce({ status: "ok", owner: { id: 7, locale: "en" }, sessionId: "s" });
    expect(await sign({ identifier: " owner.dupont ", password: "pw", next: "/en/owner/visits/" })).toEqual({
      redirect: "/en/owner/visits/",
    });
    expect(site.signIn).toHaveBeenCalledWith(
      expect.objectContaining({ identifier: "owner.dupont", password: "pw", client: "203.0.113.9" }),
    );
  });

  it("refuses without the client's address, and answers an error as a failure logged under its name", async () => {
    site.address = null;
    expect(await sign({ identifier: "owner.dupont", password: "pw" })).toMatchObject({ reason: "noAddress" });
    site.address = "203.0.113.9";
    site.signIn.mockRejectedValueOnce(new Error("database down"));
    expect(await sign({ identifier: "owner.dupont", password: "pw" })).toEqual({
      status: "error",
      reason: "failed",
      identifier: "owner.dupont",
    });
    expect(log).toHaveBeenCalledWith(...actionFailed("signInOwner", "database down"));
  });
});

describe("requestPasswordReset", () => {
  const ask = (identifier: string) => answer(requestPasswordReset(idle, form({ identifier })));

  it("asks for a name, answers one longer than any account's as sent, and says when past the limit", async () => {
    expect(await ask(" ")).toMatchObject({ status: "error", reason: "forgottenRequired" });
    expect(await ask("a".repeat(255))).toEqual({ status: "sent" });
    expect(site.withinLimits).not.toHaveBeenCalled();
    site.withinLimits.mockResolvedValueOnce(false);
    expect(await ask("owner.dupont")).toMatchObject({ reason: "tooManyRequests" });
    expect(await ask("owner.dupont")).toEqual({ status: "sent" });
  });

  it("answers an error with its own failure, logged under its name", async () => {
    site.withinLimits.mockRejectedValueOnce(new Error("redis down"));
    expect(await ask("owner.dupont")).toMatchObject({ status: "error", reason: "requestFailed" });
    expect(log).toHaveBeenCalledWith(...actionFailed("requestPasswordReset", "redis down"));
  });
});

describe("setNewPassword", () => {
  const set = (fields: Record<string, string>) => answer(setNewPassword(idle, form({ locale: "en", ...fields })));

  it("answers a token that cannot be one as an unknown link, before the passwords", async () => {
    expect(await set({ token: "not a token", password: "x".repeat(2000) })).toEqual({
      status: "link",
      state: "unknown",
    });
    expect(await set({ password: "long enough password" })).toEqual({ status: "link", state: "unknown" });
    expect(site.openResetLink).not.toHaveBeenCalled();
  });

  it("refuses a password longer than any accepted one, and two that differ, without opening the link", async () => {
    expect(await set({ token: "tok", password: "x".repeat(1025), confirmation: "x" })).toEqual({
      status: "invalid",
      reason: "passwordLength",
    });
    expect(await set({ token: "tok", password: "long enough password", confirmation: "x".repeat(1025) })).toEqual({
      status: "invalid",
      reason: "notIdentical",
    });
    expect(site.openResetLink).not.toHaveBeenCalled();
  });

  it("answers an error with its failure state, logged under its name", async () => {
    site.openResetLink.mockRejectedValueOnce(new Error("timeout"));
    const typed = "a long enough password";
    expect(await set({ token: "tok", password: typed, confirmation: typed })).toEqual({ status: "failed" });
    expect(log).toHaveBeenCalledWith(...actionFailed("setNewPassword", "timeout"));
  });
});

describe("changeOwnPassword", () => {
  const change = (fields: Record<string, string>) => answer(changeOwnPassword(idle, form({ locale: "nl", ...fields })));

  it("sends a browser without a session to the sign-in page, which comes back to the form", async () => {
    const back = encodeURIComponent(buildPath("/owner/password", "nl"));
    expect(await change({ current: "a", password: "b", confirmation: "b" })).toEqual({
      redirect: `${buildPath("/login", "nl")}?next=${back}`,
    });
    expect(site.changeOwnerPassword).not.toHaveBeenCalled();
  });

  it("changes the session's owner's password, and answers a current one too long as a wrong one", async () => {
    site.owner = { id: 7, locale: "en" };
    site.changeOwnerPassword.mockResolvedValueOnce({ status: "wrongCurrent" });
    expect(await change({ current: "a", password: "b", confirmation: "b" })).toEqual({ status: "wrongCurrent" });
    expect(site.changeOwnerPassword).toHaveBeenCalledWith({
      ownerId: 7,
      current: "a",
      password: "b",
      confirmation: "b",
    });
    expect(await change({ current: "x".repeat(1025) })).toEqual({ status: "wrongCurrent" });
    expect(site.changeOwnerPassword).toHaveBeenCalledTimes(1);
  });
});

describe("the portal's switch, sign-out and the mailed-link button", () => {
  const report = (fields: Record<string, string>) =>
    answer(saveMonthlyReport({ status: "idle", enabled: true }, form(fields)));

  it("saveMonthlyReport: the session's owner only, and only what the checkbox sends", async () => {
    expect(await report({ monthlyReport: "on" })).toEqual({ status: "failed", enabled: null });
    site.owner = { id: 7, locale: "en" };
    expect(await report({ monthlyReport: "yes" })).toEqual({ status: "failed", enabled: null });
    expect(site.setOwnerMonthlyReport).not.toHaveBeenCalled();
    expect(await report({})).toEqual({ status: "saved", enabled: false });
    expect(await report({ monthlyReport: "on" })).toEqual({ status: "saved", enabled: true });
  });

  it("signOutOwner: nothing to end without a session; the session ended, then the sign-in page", async () => {
    expect(await answer(signOutOwner(null, form({ locale: "en" })))).toBeNull();
    site.sessionId = "s";
    expect(await answer(signOutOwner(null, form({ locale: "en" })))).toEqual({
      redirect: "/en/login/?status=signed-out",
    });
    expect(site.endSession).toHaveBeenCalledWith("s");
  });

  it("followMailedLink: a purpose it does not know is an unknown link; an error leaves the button", async () => {
    expect(await followMailedLink("open", form({ purpose: "DELETE_ALL", token: "t" }))).toBe("unknown");
    expect(site.followLink).not.toHaveBeenCalled();
    expect(await followMailedLink("open", form({ purpose: "LEAVE_NEWSLETTER", token: "t" }))).toBe("done");
    site.followLink.mockRejectedValueOnce(new Error("gone"));
    expect(await followMailedLink("open", form({ purpose: "LEAVE_NEWSLETTER", token: "t" }))).toBe("open");
    expect(log).toHaveBeenCalledWith(...actionFailed("followMailedLink", "gone"));
  });
});
