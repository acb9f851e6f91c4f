import nodemailer from "nodemailer";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { Connection } from "@/lib/db/infra/connection";
import { followLink, viewLink } from "@/lib/db/mailed-links";
import { deliverDueMails } from "@/lib/mail/outbox";
import { TestSmtp } from "@/tests/support/smtp";
import { aheadOfTheDatabase } from "@/tests/support/mail-testbed";
import { createTestDatabase, databaseKind } from "@/tests/support/test-database";

// Confirmation mails asked for through the forms, on a real database and through the forms' own wrapper
// (only the captcha, the client's address, Next's redirect and the property's page data stand in): an
// address that confirmed nothing gets one confirmation while it is valid, and a few mails a day in all;
// the link works from the mail delivered, never from the copy the outbox keeps.

const site = vi.hoisted(() => ({ prisma: null as unknown, client: "203.0.113.7" }));

class Redirect extends Error {
  readonly digest: string;
  constructor(readonly url: string) {
    super(`redirect ${url}`);
    this.digest = `NEXT_REDIRECT;replace;${url};307;`;
  }
}

vi.mock("@/lib/db/infra/prisma", () => ({ getPrisma: () => site.prisma }));
vi.mock("next/navigation", async (original) => ({
  ...(await original<typeof import("next/navigation")>()),
  redirect: (url: string) => {
    throw new Redirect(url);
  },
}));
vi.mock("@/lib/http/client-address", () => ({ clientAddress: () => site.client }));
vi.mock("@/lib/forms/captcha", () => ({ verifyCaptcha: async () => ({ spend: async () => true }) }));
vi.mock("@/lib/mail/worker", () => ({ wakeMailWorker: () => {} }));
vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  const messages = {
    en: (await import("@/messages/en.json")).default,
    fr: (await import("@/messages/fr.json")).default,
  };
  return {
    getTranslations: async ({ locale, namespace }: { locale: "en" | "fr"; namespace: string }) =>
      createTranslator({ locale, messages: messages[locale], namespace: namespace as "Watch" }),
  };
});
vi.mock("@/lib/forms/listing", () => ({
  aboutProperty: async (id: number) => ({
    id,
    reference: `ATR-${id}`,
    title: `House ${id}`,
    url: `https://atrium.test/en/for-sale/tournai/house-${id}/`,
    manager: null,
    detail: { status: "AVAILABLE" },
  }),
}));

const { watchProperty } = await import("@/lib/forms/actions/watch");
const { subscribeNewsletter } = await import("@/lib/forms/actions/newsletter");
const { formAction } = await import("@/lib/forms/form-action");
const { limitKey } = await import("@/lib/forms/rate-limit");
const { idle } = await import("@/lib/forms/state");

/** A form whose "send me the newsletter" tick starts the opt-in, as every form's does. */
const sendContact = formAction({
  name: "sendContact",
  schema: z.object({
    email: z.string(),
    newsletter: z.stringbool().optional(),
    captcha: z.string(),
    website2: z.string().optional(),
  }),
  thanks: "/feedback/site-contact",
}).action(async ({ values }) => ({ kind: "CONTACT", email: values.email, mails: [] }));

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  data.set("$ACTION_ID_abc", "");
  for (const [name, value] of Object.entries({ locale: "en", captcha: "c2VjcmV0", website2: "", ...fields }))
    data.set(name, value);
  return data;
}

/** What the visitor sees: the thank-you page, a notice on the form, or why it was not sent. */
async function answer(action: (state: typeof idle, data: FormData) => Promise<unknown>, data: FormData) {
  try {
    const state = (await action(idle, data)) as { status: string; text?: string; reason?: string };
    return state.status === "notice" ? `notice: ${state.text}` : `${state.status}: ${state.reason}`;
  } catch (error) {
    if (error instanceof Redirect) return "thanked";
    throw error;
  }
}

const watch = (email: string, propertyId: number) =>
  answer(watchProperty, form({ email, propertyId: String(propertyId), privacy: "on" }));
const subscribe = (email: string) => answer(subscribeNewsletter, form({ email, privacy: "on" }));

/** The text of a mail as delivered (quoted-printable undone), and its List-Unsubscribe header. */
function readDelivered(raw: string) {
  const text = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return { text, listUnsubscribe: /^List-Unsubscribe: <([^>]+)>/m.exec(raw.replace(/\r?\n[ \t]+/g, " "))?.[1] };
}

describe(`confirmation mails to addresses that confirmed nothing (${databaseKind})`, () => {
  let db: Connection;
  const smtp = new TestSmtp();
  const mailsTo = (to: string) => db.prisma.outboxMail.findMany({ where: { toAddress: to }, orderBy: { id: "asc" } });

  beforeAll(async () => {
    db = await createTestDatabase();
    site.prisma = db.prisma;
    await db.prisma.category.create({ data: { id: 1, name: "House", webId: 1 } });
    for (const id of [1, 2, 3, 4, 5]) {
      await db.prisma.property.create({
        data: {
          id,
          reference: `ATR-${id}`,
          goal: 0,
          categoryId: 1,
          zip: "7500",
          city: "Tournai",
          citySlug: "tournai",
          status: "AVAILABLE",
          price: 300000,
        },
      });
    }
    await smtp.start();
  });
  afterAll(async () => {
    await smtp.stop();
    await db.close();
  });
  beforeEach(async () => {
    for (const table of [
      "outboxMail",
      "mailedLink",
      "propertyWatch",
      "newsletterSubscription",
      "standingSearch",
      "rateLimit",
    ] as const)
      await (db.prisma[table] as { deleteMany: () => Promise<unknown> }).deleteMany();
    await db.prisma.formSubmission.deleteMany();
    smtp.received.length = 0;
  });

  it("six watch requests for one unconfirmed address send one mail; the others say the first still works", async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await watch("stranger@example.be", 1));
    expect(answers[0]).toBe("thanked");
    for (const later of answers.slice(1)) {
      expect(later).toBe(
        "notice: We have already sent this e-mail address a link to confirm this watch, and it still works (7 days from when it was sent). Please look in your inbox, and in your spam folder.",
      );
    }
    const mails = await mailsTo("stranger@example.be");
    expect(mails).toHaveLength(1);
    // A visitor's mail, capped with the others of its source, the client's address as the limits key it.
    expect(mails[0]).toMatchObject({ kind: "VISITOR", source: limitKey({ address: site.client }) });
  });

  it("six newsletter sign-ups, or six forms sent with its tick, send one opt-in mail", async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await subscribe("reader@example.be"));
    expect(answers[0]).toBe("thanked");
    expect(answers[5]).toMatch(/^notice: We have already sent this address a link to confirm your subscription/);
    expect(await mailsTo("reader@example.be")).toHaveLength(1);

    for (let i = 0; i < 6; i++)
      expect(await answer(sendContact, form({ email: "ticker@example.be", newsletter: "on" }))).toBe("thanked");
    // Every form is kept; one mail asks to confirm.
    expect(await db.prisma.formSubmission.count({ where: { email: "ticker@example.be" } })).toBe(6);
    expect(await mailsTo("ticker@example.be")).toHaveLength(1);
  });

  it("gives an unconfirmed address three confirmation mails a day, whatever asks for them", async () => {
    expect(await watch("target@example.be", 1)).toBe("thanked");
    expect(await watch("target@example.be", 2)).toBe("thanked");
    expect(await subscribe("target@example.be")).toBe("thanked");
    expect(await watch("target@example.be", 3)).toBe("failed: dailyLimit");
    expect(await subscribe("TARGET@example.be ")).toBe("notice: " + (await subscribeNotice()));
    // A form with the tick is still kept, without a fourth mail.
    expect(await answer(sendContact, form({ email: "target@example.be", newsletter: "on" }))).toBe("thanked");
    expect(await mailsTo("target@example.be")).toHaveLength(3);
    expect(await db.prisma.propertyWatch.count({ where: { email: "target@example.be" } })).toBe(2);
  });

  it("sends a confirmed address's confirmations as the agency's: first, and outside the visitors' caps", async () => {
    expect(await watch("member@example.be", 1)).toBe("thanked");
    await deliver();
    const confirm = /\?confirm=([\w-]+)/.exec(readDelivered(smtp.received[0]!.raw).text)![1]!;
    expect(await followLink("CONFIRM_WATCH", confirm, undefined, db.prisma)).toBe("done");
    for (const id of [2, 3, 4, 5]) expect(await watch("member@example.be", id)).toBe("thanked");
    const mails = await mailsTo("member@example.be");
    expect(mails.map((m) => m.kind)).toEqual(["VISITOR", "SUBSCRIBER", "SUBSCRIBER", "SUBSCRIBER", "SUBSCRIBER"]);
    // The visitors' hourly cap is used up, and they still leave.
    expect(await deliver(0)).toMatchObject({ sent: 4 });
  });

  it("counts an address confirmed through a standing search, whatever case it was typed in", async () => {
    await db.prisma.standingSearch.create({
      data: { email: " Searcher@Example.be", locale: "en", goal: 0, regions: ["flanders"], confirmedAt: new Date() },
    });
    for (const id of [1, 2, 3, 4]) expect(await watch("searcher@example.be", id)).toBe("thanked");
    expect((await mailsTo("searcher@example.be")).map((m) => m.kind)).toEqual(Array(4).fill("SUBSCRIBER"));
  });

  it("keeps no working token in the outbox's copy, before or after sending; the delivered mail's links work", async () => {
    expect(await watch("keeper@example.be", 1)).toBe("thanked");
    const [queuedMail] = await mailsTo("keeper@example.be");
    expect(queuedMail!.sealedTokens).not.toBeNull();
    expect(`${queuedMail!.text}${queuedMail!.html}${queuedMail!.listUnsubscribe}`).not.toMatch(
      /(confirm|token)=[\w-]{16}/,
    );

    expect(await deliver()).toMatchObject({ sent: 1 });
    const delivered = readDelivered(smtp.received[0]!.raw);
    const confirm = /\?confirm=([\w-]+)/.exec(delivered.text)![1]!;
    const stop = new URL(delivered.listUnsubscribe!).searchParams.get("token")!;
    expect(delivered.text).toContain(`/api/watches/unsubscribe/?token=${stop}`);

    const [sent] = await mailsTo("keeper@example.be");
    expect(sent!.status).toBe("SENT");
    expect(sent!.sealedTokens).toBeNull();
    expect(JSON.stringify(sent)).not.toContain(confirm);
    expect(JSON.stringify(sent)).not.toContain(stop);
    expect(await viewLink("STOP_WATCH", stop, undefined, db.prisma)).toMatchObject({ state: "open" });
    expect(await followLink("CONFIRM_WATCH", confirm, undefined, db.prisma)).toBe("done");
  });

  async function deliver(hourlyCap = 100) {
    const transport = nodemailer.createTransport(smtp.url);
    const report = await deliverDueMails(transport, "Atrium Immo <no-reply@atrium.test>", {
      db: db.prisma,
      now: aheadOfTheDatabase,
      hourlyCap,
    });
    transport.close();
    return report;
  }

  async function subscribeNotice() {
    const { createTranslator } = await import("next-intl");
    const messages = (await import("@/messages/en.json")).default;
    return createTranslator({ locale: "en", messages, namespace: "Newsletter" })("pending", { days: 7 });
  }
});
