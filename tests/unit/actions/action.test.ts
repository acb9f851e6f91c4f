import { redirect } from "next/navigation";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { actionFailed, captureLog } from "@/tests/support/log";

// The one base of every server action (lib/actions/action.ts) and its common layers, with their outside
// world replaced: the client's address, the limits' store and the session.

const site = vi.hoisted(() => ({
  address: "203.0.113.9" as string | null,
  withinLimits: vi.fn<(checks: unknown) => Promise<boolean>>(async () => true),
  owner: null as { id: number } | null,
}));
vi.mock("@/lib/http/client-address", () => ({ clientAddress: () => site.address }));
vi.mock("@/lib/forms/rate-limit", () => ({ withinLimits: site.withinLimits }));
vi.mock("@/lib/auth/owner-session", () => ({ currentOwner: async () => site.owner }));

const { Refusal, serverAction } = await import("@/lib/actions/action");
const { withClient, withinLimit, withLocale, withOwner } = await import("@/lib/actions/layers");
const { routing } = await import("@/lib/i18n/routing");

type State = { status: "done"; text: string } | { status: "refused"; reason: string; errors: object } | "failed";

const schema = z.object({
  name: z.string("required").trim().min(1, "required"),
  tags: z.array(z.string()).default([]),
});
const base = () =>
  serverAction({
    name: "saveThing",
    schema,
    refused: ({ reason, errors }): State => ({ status: "refused", reason, errors }),
    failed: (): State => "failed",
  });

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  data.set("$ACTION_ID_abc", "");
  for (const [name, value] of Object.entries(fields)) {
    for (const one of [value].flat()) data.append(name, one);
  }
  return data;
}

let logged: ReturnType<typeof captureLog>;
beforeEach(() => {
  vi.clearAllMocks();
  Object.assign(site, { address: "203.0.113.9", owner: null });
  logged = captureLog("error");
});

describe("serverAction", () => {
  it("runs the layers in order, each seeing what the ones before added, then the action with the parsed values", async () => {
    const seen: unknown[] = [];
    const action = base()
      .use(() => ({ first: 1 }))
      .use(({ ctx }) => {
        seen.push({ ...ctx });
        return { second: ctx.first + 1 };
      })
      .action(async ({ values, ctx }) => ({
        status: "done",
        text: `${values.name} ${values.tags.join()} ${ctx.second}`,
      }));
    expect(await action("failed", form({ name: "  Marie ", tags: "a" }))).toEqual({
      status: "done",
      text: "Marie a 2",
    });
    expect(seen).toEqual([{ first: 1 }]);
  });

  it("refuses what the schema refuses, with each field's message key, before any layer runs", async () => {
    const layer = vi.fn(() => ({}));
    const run = vi.fn(async (): Promise<State> => "failed");
    const action = base().use(layer).action(run);
    expect(await action("failed", form({ name: " " }))).toEqual({
      status: "refused",
      reason: "invalid",
      errors: { name: "required" },
    });
    expect(layer).not.toHaveBeenCalled();
    expect(run).not.toHaveBeenCalled();
  });

  it("refuses anything a client sends instead of a FormData", async () => {
    const run = vi.fn(async (): Promise<State> => "failed");
    const action = base().action(run);
    for (const sent of [null, "name=Marie", { name: "Marie" }, 42]) {
      expect(await action("failed", sent as unknown as FormData)).toMatchObject({
        reason: "invalid",
        errors: { form: "required" },
      });
    }
    expect(run).not.toHaveBeenCalled();
  });

  it("answers a layer's refusal with the action's own state, and runs nothing after it", async () => {
    const after = vi.fn(() => ({}));
    const run = vi.fn(async (): Promise<State> => "failed");
    const action = base()
      .use(() => {
        throw new Refusal("rateLimited");
      })
      .use(after)
      .action(run);
    expect(await action("failed", form({ name: "Marie" }))).toEqual({
      status: "refused",
      reason: "rateLimited",
      errors: {},
    });
    expect(after).not.toHaveBeenCalled();
    expect(run).not.toHaveBeenCalled();
    expect(logged).not.toHaveBeenCalled();
  });

  it("answers a refusal thrown by the action itself (inside a transaction) the same way", async () => {
    const action = base().action(async () => {
      throw new Refusal("full");
    });
    expect(await action("failed", form({ name: "Marie" }))).toMatchObject({ status: "refused", reason: "full" });
  });

  it("logs an unexpected error once, under the action's name, and answers the failure state without its details", async () => {
    const secret = "connect ECONNREFUSED 10.0.0.5:5432 password=hunter2";
    const fromLayer = base()
      .use(() => {
        throw new Error(secret);
      })
      .action(async () => ({ status: "done", text: "" }));
    const fromAction = base().action(async () => {
      throw new Error(secret);
    });
    for (const action of [fromLayer, fromAction]) {
      logged.mockClear();
      const answer = await action("failed", form({ name: "Marie" }));
      expect(answer).toBe("failed");
      expect(logged).toHaveBeenCalledTimes(1);
      expect(logged).toHaveBeenCalledWith(...actionFailed("saveThing", secret));
    }
  });

  it("lets Next's redirect through, as an answer and not an error", async () => {
    const action = base().action(async () => redirect("/en/thanks/"));
    await expect(action("failed", form({ name: "Marie" }))).rejects.toMatchObject({
      digest: expect.stringContaining("NEXT_REDIRECT;replace;/en/thanks/;"),
    });
    expect(logged).not.toHaveBeenCalled();
  });
});

describe("the common layers", () => {
  const run = async ({ ctx }: { ctx: object }): Promise<State> => ({ status: "done", text: JSON.stringify(ctx) });
  const ctxOf = (state: State) =>
    typeof state === "object" && state.status === "done" ? JSON.parse(state.text) : state;

  it("withLocale: the form's language, or the default one for anything else", async () => {
    const action = base().use(withLocale).action(run);
    expect(ctxOf(await action("failed", form({ name: "M", locale: "nl" })))).toEqual({ locale: "nl" });
    expect(ctxOf(await action("failed", form({ name: "M", locale: "xx" })))).toEqual({ locale: routing.defaultLocale });
    expect(ctxOf(await action("failed", form({ name: "M" })))).toEqual({ locale: routing.defaultLocale });
  });

  it("withClient: the client as the limits count it (an IPv6 /64), or refused without an address", async () => {
    const action = base().use(withClient).action(run);
    site.address = "2001:db8:aa:bb:1234:5678:9abc:def0";
    expect(ctxOf(await action("failed", form({ name: "M" })))).toEqual({ client: "2001:db8:aa:bb::/64" });
    site.address = null;
    expect(await action("failed", form({ name: "M" }))).toMatchObject({ reason: "noAddress" });
  });

  it("withinLimit: counts the action's checks, and refuses past one", async () => {
    const rule = { name: "things", points: 3, seconds: 60 };
    const action = base()
      .use(withClient)
      .use(
        withinLimit(({ values, ctx }) => [
          [rule, { address: ctx.client }],
          [rule, { email: values.name }],
        ]),
      )
      .action(run);
    expect(await action("failed", form({ name: "marie@example.be" }))).toMatchObject({ status: "done" });
    expect(site.withinLimits).toHaveBeenCalledWith([
      [rule, { address: "203.0.113.9" }],
      [rule, { email: "marie@example.be" }],
    ]);
    site.withinLimits.mockResolvedValueOnce(false);
    expect(await action("failed", form({ name: "marie@example.be" }))).toMatchObject({ reason: "rateLimited" });
  });

  it("withOwner: the session's owner, or refused without one", async () => {
    const action = base().use(withOwner).action(run);
    expect(await action("failed", form({ name: "M" }))).toMatchObject({ reason: "signedOut" });
    site.owner = { id: 7 };
    expect(ctxOf(await action("failed", form({ name: "M" })))).toEqual({ owner: { id: 7 } });
  });
});
