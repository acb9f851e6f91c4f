import { afterEach, describe, expect, it, vi } from "vitest";
import { brusselsTime, crmClient, CrmError } from "@/lib/content-sync/crm-client";

const credentials = {
  url: "https://crm.example/OmnicasaService.svc/",
  customerName: "atrium",
  customerPassword: "s3cr&t",
};

function envelope(method: string, result: object) {
  return new Response(JSON.stringify({ [`${method}JsonResult`]: result }), { status: 200 });
}

const ok = (method: string, Value: unknown) => envelope(method, { Code: 0, Message: "", Success: true, Value });

/** A client whose fetch answers from `answer` and whose pauses are recorded instead of waited. */
function setup(answer: (method: string, params: Record<string, unknown>) => Response | Promise<Response>) {
  const calls: { method: string; params: Record<string, unknown> }[] = [];
  const pauses: number[] = [];
  const fetch = vi.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input));
    const method = url.pathname.split("/").pop()!.replace(/Json$/, "");
    const params = JSON.parse(url.searchParams.get("json")!) as Record<string, unknown>;
    calls.push({ method, params });
    return answer(method, params);
  });
  const sleep = async (ms: number) => {
    pauses.push(ms);
  };
  return { crm: crmClient(credentials, { fetch: fetch as typeof globalThis.fetch, sleep }), calls, pauses, fetch };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("a CRM call", () => {
  it("asks GET {url}{Method}Json?json=… with the credentials and answers the envelope's Value", async () => {
    const { crm, calls, fetch } = setup((method) => ok(method, [{ ID: 7 }]));
    await expect(crm.call("GetUserList", { LanguageId: 1 })).resolves.toEqual([{ ID: 7 }]);
    const url = String(fetch.mock.calls[0]![0]);
    expect(url.startsWith("https://crm.example/OmnicasaService.svc/GetUserListJson?json=")).toBe(true);
    expect(url).not.toContain("s3cr&t");
    expect(calls[0]!.params).toEqual({ CustomerName: "atrium", CustomerPassword: "s3cr&t", LanguageId: 1 });
  });

  it("adds the slash CRM_URL should end with when it was left off", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => ok("GetUserList", []));
    const crm = crmClient({ ...credentials, url: "https://crm.example/OmnicasaService.svc" }, { fetch });
    await crm.call("GetUserList");
    expect(String(fetch.mock.calls[0]![0])).toMatch(
      /^https:\/\/crm\.example\/OmnicasaService\.svc\/GetUserListJson\?json=/,
    );
  });

  it.each([
    ["Success: false", () => envelope("GetPropertyList", { Code: 3, Message: "Unknown customer", Success: false })],
    ["a missing envelope", () => new Response(JSON.stringify({ Value: [] }), { status: 200 })],
    ["an answer that is not JSON", () => new Response("<html>Service Unavailable</html>", { status: 200 })],
    ["HTTP 500", () => new Response("oops", { status: 500 })],
    ["HTTP 204", () => new Response(null, { status: 204 })],
    ["a refused connection", () => Promise.reject(new TypeError("fetch failed"))],
  ])("retries %s three times after 1 s, 2 s and 4 s, then throws a CrmError", async (_, answer) => {
    const { crm, calls, pauses } = setup(answer);
    const error = await crm.call("GetPropertyList").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CrmError);
    expect((error as CrmError).method).toBe("GetPropertyList");
    expect((error as CrmError).message).toMatch(/GetPropertyList.*\(asked 4 times\)\.$/);
    expect(calls).toHaveLength(4);
    expect(pauses).toEqual([1000, 2000, 4000]);
  });

  it("says in plain words why, with the CRM's own message when it refused", async () => {
    const refuse = setup(() => envelope("GetPropertyList", { Code: 3, Message: "Unknown customer", Success: false }));
    await expect(refuse.crm.call("GetPropertyList")).rejects.toThrow(
      "The CRM refused GetPropertyList: Unknown customer (asked 4 times).",
    );
    const status = setup(() => new Response("", { status: 503 }));
    await expect(status.crm.call("GetOwnerList")).rejects.toThrow("The CRM answered GetOwnerList with HTTP status 503");
    const broken = setup(() => new Response("{}", { status: 200 }));
    await expect(broken.crm.call("GetUserList")).rejects.toThrow("lacks its GetUserListJsonResult envelope");
  });

  it("never puts the password in its message, even when the CRM echoes it", async () => {
    const { crm } = setup(() =>
      envelope("GetUserList", { Success: false, Message: "Password s3cr&t (s3cr%26t) is wrong" }),
    );
    const error = (await crm.call("GetUserList").catch((e: unknown) => e)) as Error;
    expect(error.message).toBe("The CRM refused GetUserList: Password *** (***) is wrong (asked 4 times).");
  });

  it("succeeds when a retry succeeds", async () => {
    let n = 0;
    const { crm, pauses } = setup((method) => (++n < 3 ? new Response("", { status: 502 }) : ok(method, 42)));
    await expect(crm.call("GetUserList")).resolves.toBe(42);
    expect(pauses).toEqual([1000, 2000]);
  });

  it("gives up on a call that gets no answer within 30 s, four times over", async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(
      (_: unknown, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal!.reason));
        }),
    );
    const crm = crmClient(credentials, { fetch: fetch as typeof globalThis.fetch, sleep: async () => {} });
    const signal = () => (fetch.mock.calls.at(-1)![1] as RequestInit).signal!;
    const result = crm.call("GetProjectList").catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(signal().aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    for (let i = 0; i < 3; i++) await vi.advanceTimersByTimeAsync(30_000);
    const error = (await result) as Error;
    expect(error).toBeInstanceOf(CrmError);
    expect(error.message).toBe("The CRM did not answer GetProjectList within 30 s (asked 4 times).");
    expect(fetch).toHaveBeenCalledTimes(4);
  });
});

describe("a paged list", () => {
  const rows = Array.from({ length: 132 }, (_, i) => ({ ID: 1000 + i }));
  const paged = (method: string, params: Record<string, unknown>) => {
    const from = params.Limit1 as number;
    const to = Math.min(params.Limit2 as number, rows.length);
    return ok(method, { From: from, To: to, RowsCount: rows.length, Items: rows.slice(from - 1, to) });
  };

  it("asks 50 rows at a time with Limit1 and Limit2 until To reaches RowsCount", async () => {
    const { crm, calls } = setup(paged);
    const pages = [];
    for await (const page of crm.pages("GetPropertyList", { LanguageId: 1 })) pages.push(page);
    expect(calls.map((c) => [c.params.Limit1, c.params.Limit2, c.params.LanguageId])).toEqual([
      [1, 50, 1],
      [51, 100, 1],
      [101, 150, 1],
    ]);
    expect(pages.map((p) => p.length)).toEqual([50, 50, 32]);
    expect(pages[1]![0]).toEqual({ row: 51, item: { ID: 1050 } });
    expect(pages.flat().map((r) => (r.item as { ID: number }).ID)).toEqual(rows.map((r) => r.ID));
  });

  it("stops at an empty page even when RowsCount promises more", async () => {
    const { crm, calls } = setup((method, params) =>
      ok(method, { From: params.Limit1, To: 0, RowsCount: 500, Items: [] }),
    );
    const pages = [];
    for await (const page of crm.pages("GetOwnerList")) pages.push(page);
    expect(pages).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it("refuses a Value that is not a page", async () => {
    const { crm } = setup((method) => ok(method, [{ ID: 1 }]));
    const read = async () => {
      for await (const page of crm.pages("GetOwnerList")) void page;
    };
    await expect(read()).rejects.toBeInstanceOf(CrmError);
    await expect(read()).rejects.toThrow("The CRM answered GetOwnerList rows 1 on with something other than a page");
  });
});

describe("Brussels time", () => {
  it.each([
    ["summer (UTC+2)", "2026-07-14T08:30:05Z", "2026-07-14T10:30:05"],
    ["winter (UTC+1)", "2026-01-05T23:15:00Z", "2026-01-06T00:15:00"],
    ["midnight in summer", "2026-06-30T22:00:00Z", "2026-07-01T00:00:00"],
    ["the last second before the clocks go back", "2026-10-25T00:59:59Z", "2026-10-25T02:59:59"],
  ])("writes %s as the CRM's wall-clock time", (_, utc, brussels) => {
    expect(brusselsTime(new Date(utc))).toBe(brussels);
  });
});
