import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { actionFailed, captureLog } from "@/tests/support/log";

// The wrapper every form's server action goes through, with its outside world replaced: the captcha,
// the database, the limits, the client's address and Next's redirect.

const calls = vi.hoisted(() => ({
  verifyCaptcha: vi.fn<(field: unknown) => Promise<{ spend: () => Promise<boolean> } | "empty" | "invalid">>(),
  spendCaptcha: vi.fn(async () => true),
  storeSubmission: vi.fn<(submission: unknown) => Promise<number>>(async () => 1),
  withinLimits: vi.fn<(checks: unknown) => Promise<boolean>>(async () => true),
  clientAddress: vi.fn<() => string | null>(() => "203.0.113.9"),
}));

/** Next's redirect, with the digest by which the action base tells it from an error. */
class Redirect extends Error {
  readonly digest: string;
  constructor(readonly url: string) {
    super(`redirect ${url}`);
    this.digest = `NEXT_REDIRECT;replace;${url};307;`;
  }
}

vi.mock("next/navigation", async (original) => ({
  ...(await original<typeof import("next/navigation")>()),
  redirect: (url: string) => {
    throw new Redirect(url);
  },
}));
vi.mock("@/lib/http/client-address", () => ({ clientAddress: calls.clientAddress }));
vi.mock("@/lib/forms/captcha", () => ({ verifyCaptcha: calls.verifyCaptcha }));
vi.mock("@/lib/db/submissions", () => ({ storeSubmission: calls.storeSubmission }));
vi.mock("@/lib/forms/rate-limit", () => ({
  limits: { forms: { name: "forms" } },
  withinLimits: calls.withinLimits,
  limitKey: () => "source-key",
}));
vi.mock("@/lib/mail/worker", () => ({ wakeMailWorker: () => {} }));
vi.mock("@/lib/forms/newsletter", () => ({ prepareOptIn: async () => ({ status: "subscribed" }) }));
vi.mock("@/lib/db/newsletter", () => ({ recordOptIn: async () => {} }));

const { formAction } = await import("@/lib/forms/form-action");
const { contactSchema } = await import("@/lib/forms/schemas");
const { buildPath } = await import("@/lib/i18n/build-path");
const { idle } = await import("@/lib/forms/state");
const { Refusal } = await import("@/lib/actions/action");

const mail = { to: "marie@example.be", locale: "fr" as const, subject: "Merci", html: "<p>Merci</p>", text: "Merci" };
const handler = vi.fn(async ({ values }: { values: z.output<typeof contactSchema> }) => ({
  kind: "CONTACT" as const,
  email: values.email,
  mails: [mail],
}));
const sendContact = formAction({ name: "sendContact", schema: contactSchema, thanks: "/feedback/site-contact" }).action(
  handler,
);

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  data.set("$ACTION_ID_abc", "");
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) data.append(name, one);
  }
  return data;
}

const valid = {
  locale: "fr",
  title: "MS",
  firstName: "  Marie ",
  lastName: "Lambert",
  email: "marie@example.be",
  phone: "0475 12 34 56",
  remark: "Bonjour",
  contactSlots: "13-16",
  newsletter: "",
  privacy: "on",
  captcha: "c2VjcmV0",
  website2: "",
};

/** The answer of an action, or the address it sent the visitor to. */
async function answer(promise: Promise<unknown>) {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof Redirect) return { redirect: error.url };
    throw error;
  }
}

describe("formAction", () => {
  let logged: ReturnType<typeof captureLog>;
  beforeEach(() => {
    vi.clearAllMocks();
    calls.verifyCaptcha.mockResolvedValue({ spend: calls.spendCaptcha });
    calls.clientAddress.mockReturnValue("203.0.113.9");
    logged = captureLog("error");
  });

  it("refuses an invalid body with its field errors, sends the values back, and stores nothing", async () => {
    const result = await answer(sendContact(idle, form({ ...valid, email: "marie@", phone: "call me" })));
    expect(result).toEqual({
      status: "invalid",
      errors: { email: "emailInvalid", phone: "phoneInvalid" },
      values: expect.objectContaining({ email: "marie@", firstName: "  Marie ", contactSlots: ["13-16"] }),
    });
    expect((result as { values: object }).values).not.toHaveProperty("captcha");
    expect((result as { values: object }).values).not.toHaveProperty("website2");
    // The privacy tick comes back ticked: the visitor fixes the refused fields, not the consent too.
    expect((result as { values: object }).values).toHaveProperty("privacy", "on");
    expect(handler).not.toHaveBeenCalled();
    expect(calls.verifyCaptcha).not.toHaveBeenCalled();
    expect(calls.storeSubmission).not.toHaveBeenCalled();
  });

  it("thanks a bot that filled in the hidden field, and neither spends a captcha nor stores anything", async () => {
    const result = await answer(sendContact(idle, form({ ...valid, website2: "http://spam.example" })));
    expect(result).toEqual({ redirect: buildPath("/feedback/site-contact", "fr") });
    expect(handler).not.toHaveBeenCalled();
    expect(calls.verifyCaptcha).not.toHaveBeenCalled();
    expect(calls.storeSubmission).not.toHaveBeenCalled();
  });

  it("refuses a missing captcha and a spent one, before the form's handler runs", async () => {
    calls.verifyCaptcha.mockResolvedValueOnce("empty").mockResolvedValueOnce("invalid");
    const missing = await answer(sendContact(idle, form({ ...valid, captcha: "" })));
    const spent = await answer(sendContact(idle, form(valid)));
    expect(missing).toMatchObject({ status: "invalid", errors: { captcha: "captchaEmpty" } });
    expect(spent).toMatchObject({ status: "invalid", errors: { captcha: "captchaInvalid" } });
    expect(handler).not.toHaveBeenCalled();
    expect(calls.storeSubmission).not.toHaveBeenCalled();
  });

  it("checks the files before the captcha, so a refused file does not spend it", async () => {
    const withFile = formAction({
      name: "sendJobApplication",
      schema: contactSchema,
      thanks: "/feedback/contact-me",
      files: { cv: { allowed: ["pdf"], required: true } },
    }).action(handler);
    const result = await answer(withFile(idle, form(valid)));
    expect(result).toMatchObject({ status: "invalid", errors: { cv: "fileRequired" } });
    expect(calls.verifyCaptcha).not.toHaveBeenCalled();
  });

  it("calls the handler with the parsed values, stores what it prepared, and thanks in the visitor's language", async () => {
    const result = await answer(sendContact(idle, form(valid)));
    expect(result).toEqual({ redirect: buildPath("/feedback/site-contact", "fr") });
    expect(handler).toHaveBeenCalledTimes(1);
    const { values, ctx } = handler.mock.calls[0]![0] as unknown as {
      values: Record<string, unknown>;
      ctx: { locale: string; client: string };
    };
    // Trimmed, a single ticked slot as the list the schema declares, an unticked box as false.
    expect(values).toMatchObject({ firstName: "Marie", contactSlots: ["13-16"], newsletter: false, privacy: true });
    expect(ctx).toMatchObject({ locale: "fr", client: "203.0.113.9" });
    expect(calls.verifyCaptcha).toHaveBeenCalledWith("c2VjcmV0");
    expect(calls.spendCaptcha).toHaveBeenCalledTimes(1);
    const stored = calls.storeSubmission.mock.calls[0]![0] as Record<string, unknown>;
    expect(stored).toMatchObject({ kind: "CONTACT", email: "marie@example.be", locale: "fr" });
    // Each mail ready for the outbox: its kind (a visitor's, unmarked), a Message-ID of its own, no token
    // to seal, and its source (the client, as the limits key it) for the outbox's cap per source.
    expect(stored.mails).toEqual([
      {
        ...mail,
        kind: "VISITOR",
        messageId: expect.stringMatching(/^<[0-9a-f-]{36}@.+>$/),
        listUnsubscribe: null,
        sealedTokens: null,
        source: "source-key",
      },
    ]);
    expect(stored.payload).toMatchObject({ firstName: "Marie", remark: "Bonjour" });
    expect(stored.payload).not.toHaveProperty("captcha");
    expect(stored.payload).not.toHaveProperty("website2");
    expect(stored.payload).not.toHaveProperty("privacy");
  });

  it("names the property page a form was sent about in the thank-you page's address, and stores it nowhere", async () => {
    const back = "/fr/a-vendre/woluwe-saint-pierre/villa/3/";
    handler.mockImplementationOnce(async ({ values }) => ({
      kind: "CONTACT",
      email: values.email,
      mails: [mail],
      back,
    }));
    const result = (await answer(sendContact(idle, form(valid)))) as { redirect: string };
    const address = new URL(result.redirect, "https://atrium.test");
    expect(address.pathname).toBe(buildPath("/feedback/site-contact", "fr"));
    expect(address.searchParams.get("from")).toBe(back);
    expect(calls.storeSubmission.mock.calls[0]![0]).not.toHaveProperty("back");
  });

  it("answers what the handler answers instead of storing (a notice, a refusal)", async () => {
    handler.mockResolvedValueOnce({ status: "notice", text: "Already requested" } as never);
    expect(await answer(sendContact(idle, form(valid)))).toEqual({ status: "notice", text: "Already requested" });
    expect(calls.storeSubmission).not.toHaveBeenCalled();
  });

  it("refuses past the hourly limit of the client's address without calling the handler", async () => {
    calls.withinLimits.mockResolvedValueOnce(false);
    expect(await answer(sendContact(idle, form(valid)))).toEqual({ status: "failed", reason: "rateLimited" });
    expect(calls.withinLimits).toHaveBeenCalledWith([[{ name: "forms" }, { address: "203.0.113.9" }]]);
    expect(handler).not.toHaveBeenCalled();
  });

  it("refuses a request whose client address is unknown, before the captcha is spent", async () => {
    calls.clientAddress.mockReturnValue(null);
    expect(await answer(sendContact(idle, form(valid)))).toEqual({ status: "failed", reason: "noAddress" });
    expect(calls.verifyCaptcha).not.toHaveBeenCalled();
    expect(calls.withinLimits).not.toHaveBeenCalled();
    expect(handler).not.toHaveBeenCalled();
  });

  it("counts an IPv6 client by its /64, for the hourly limit and the form's handler", async () => {
    calls.clientAddress.mockReturnValue("2001:db8:aa:bb:1234:5678:9abc:def0");
    await answer(sendContact(idle, form(valid)));
    expect(calls.withinLimits).toHaveBeenCalledWith([[{ name: "forms" }, { address: "2001:db8:aa:bb::/64" }]]);
    expect((handler.mock.calls[0]![0] as unknown as { ctx: object }).ctx).toMatchObject({
      client: "2001:db8:aa:bb::/64",
    });
  });

  it("answers the reason a handler's transaction was refused with (a visit already booked)", async () => {
    calls.storeSubmission.mockRejectedValueOnce(new Refusal("alreadyBooked"));
    expect(await answer(sendContact(idle, form(valid)))).toEqual({ status: "failed", reason: "alreadyBooked" });
  });

  it("never lets an error's details reach the answer", async () => {
    const secret = "connect ECONNREFUSED 10.0.0.5:5432 password=hunter2";
    handler.mockRejectedValueOnce(new Error(secret));
    calls.storeSubmission.mockRejectedValueOnce(new Error(secret));
    const fromHandler = await answer(sendContact(idle, form(valid)));
    const fromStore = await answer(sendContact(idle, form(valid)));
    for (const result of [fromHandler, fromStore]) {
      expect(result).toEqual({ status: "failed", reason: "notSent" });
      expect(JSON.stringify(result)).not.toContain("hunter2");
    }
  });

  it("logs an error once per request under the form's name, which its thank-you page (shared by seven forms) is not", async () => {
    calls.storeSubmission.mockRejectedValueOnce(new Error("disk full"));
    await answer(sendContact(idle, form(valid)));
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith(...actionFailed("sendContact", "disk full"));
  });
});
