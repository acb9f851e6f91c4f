import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Connection } from "@/lib/db/infra/connection";
import { followLink, newLinkToken, viewLink } from "@/lib/db/mailed-links";
import { recordWatch } from "@/lib/db/property-watches";
import { changeProperties } from "@/lib/staff/property-changes";
import { asDelivered } from "@/tests/support/delivered";
import { createTestDatabase, databaseKind } from "@/tests/support/test-database";

// Watching a property by e-mail: nothing reaches an unconfirmed watch; a confirmed one hears of a drop,
// an option, a sale, once per property and day, through the outbox, with the one-click unsubscribe stored
// for the worker; its links stop one watch, or every watch of one address and no other's.

describe(`property watches (${databaseKind})`, () => {
  let db: Connection;
  const noCache = () => {};
  const change = (
    reference: string,
    data: { price?: number; status?: "UNDER_OPTION" | "SOLD"; priceOnDemand?: boolean },
  ) => changeProperties([{ reference, ...data }], { address: null }, db.prisma, noCache);
  // French puts a no-break space before its colons and in its amounts: read as plain spaces here.
  const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");
  const mailsTo = async (to: string) =>
    (await db.prisma.outboxMail.findMany({ where: { toAddress: to }, orderBy: { id: "asc" } }))
      .map(asDelivered)
      .map((mail) => ({
        ...mail,
        subject: plain(mail.subject),
        text: plain(mail.text),
      }));
  const watchOf = (email: string, reference: string) =>
    db.prisma.propertyWatch.findFirstOrThrow({ where: { email, property: { reference } } });

  /** A watch as the form records it; confirmed from its link unless told otherwise. */
  async function watch(email: string, reference: string, locale: "fr" | "nl", confirm = true) {
    const { id: propertyId } = await db.prisma.property.findUniqueOrThrow({ where: { reference } });
    const tokens = { confirm: newLinkToken(), stop: newLinkToken() };
    await db.prisma.$transaction((tx) => recordWatch({ email, locale, propertyId }, tokens, tx));
    if (confirm) expect(await followLink("CONFIRM_WATCH", tokens.confirm, undefined, db.prisma)).toBe("done");
    return tokens;
  }

  /** The tokens a watch mail carries: its one-click stop (List-Unsubscribe) and its "stop all" link. */
  function tokensOf(mail: { listUnsubscribe: string | null; text: string }) {
    return {
      stop: new URL(mail.listUnsubscribe!).searchParams.get("token")!,
      all: /\?all=([\w-]+)/.exec(mail.text)![1]!,
    };
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    await db.prisma.category.create({ data: { id: 1, name: "House", webId: 1 } });
    for (const [reference, price] of [
      ["ATR-9201", 320000],
      ["ATR-9202", 410000],
      ["ATR-9203", 275000],
    ] as const) {
      await db.prisma.property.create({
        data: {
          reference,
          goal: 0,
          categoryId: 1,
          zip: "7500",
          city: "Tournai",
          citySlug: "tournai",
          status: "AVAILABLE",
          price,
          translations: {
            create: [
              {
                locale: "fr",
                title: `Maison ${reference}`,
                slug: `maison-${reference.toLowerCase()}`,
                description: "…",
              },
              { locale: "nl", title: `Huis ${reference}`, slug: `huis-${reference.toLowerCase()}`, description: "…" },
            ],
          },
        },
      });
    }
  });
  afterAll(async () => {
    await db.close();
  });

  it("an unconfirmed watch hears nothing; a confirmed one gets one drop mail, in its language, with List-Unsubscribe", async () => {
    await watch("pending@example.be", "ATR-9201", "fr", false);
    await watch("lucie@example.be", "ATR-9201", "fr");
    await watch("els@example.be", "ATR-9201", "nl");

    await change("ATR-9201", { price: 299000 });
    expect(await mailsTo("pending@example.be")).toHaveLength(0);
    const [mail, ...more] = await mailsTo("lucie@example.be");
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe("Baisse de prix : Maison ATR-9201");
    expect(mail!.kind).toBe("SUBSCRIBER");
    expect(mail!.status).toBe("PENDING");
    expect(mail!.text).toContain("est passé de 320 000 € à 299 000 €");
    expect(mail!.text).toContain("/fr/a-vendre/tournai/maison-atr-9201/");
    expect(mail!.listUnsubscribe).toMatch(/^https?:\/\/[^/]+\/api\/watches\/unsubscribe\/\?token=[\w-]{32}$/);
    expect(mail!.text).toContain(`Ne plus suivre ce bien : ${mail!.listUnsubscribe}`);
    expect(mail!.text).toMatch(/Arrêter tous vos suivis : \S+\/fr\/biens-suivis\/\?all=[\w-]{32}/);

    const [dutch] = await mailsTo("els@example.be");
    expect(dutch!.subject).toBe("Prijsdaling: Huis ATR-9201");
    expect(dutch!.text).toContain("/nl/te-koop/tournai/huis-atr-9201/");
  });

  it("a second change the same day sends no second mail; a rise and a price on request send none", async () => {
    await change("ATR-9201", { status: "UNDER_OPTION" });
    expect(await mailsTo("lucie@example.be")).toHaveLength(1);

    await watch("paul@example.be", "ATR-9202", "fr");
    await change("ATR-9202", { price: 420000 });
    await change("ATR-9202", { priceOnDemand: true, price: 400000 });
    expect(await mailsTo("paul@example.be")).toHaveLength(0);
  });

  it("the next day, the next change is mailed again", async () => {
    const yesterday = new Date(Date.now() - 26 * 60 * 60 * 1000);
    await db.prisma.propertyWatch.updateMany({
      where: { email: "lucie@example.be" },
      data: { lastMailedAt: yesterday },
    });
    await change("ATR-9201", { status: "SOLD" });
    const mails = await mailsTo("lucie@example.be");
    expect(mails.map((m) => m.subject)).toEqual(["Baisse de prix : Maison ATR-9201", "Vendu : Maison ATR-9201"]);
  });

  it("the one-click stop ends that watch only, and answers the same when pressed again", async () => {
    await watch("marc@example.be", "ATR-9203", "fr");
    await watch("marc@example.be", "ATR-9202", "fr");
    await change("ATR-9203", { status: "UNDER_OPTION" });
    const [mail] = await mailsTo("marc@example.be");
    expect(mail!.subject).toBe("Sous option : Maison ATR-9203");
    const { stop } = tokensOf(mail!);

    expect(await followLink("STOP_WATCH", stop, undefined, db.prisma)).toBe("done");
    expect(await followLink("STOP_WATCH", stop, undefined, db.prisma)).toBe("done");
    expect((await watchOf("marc@example.be", "ATR-9203")).stoppedAt).not.toBeNull();
    expect((await watchOf("marc@example.be", "ATR-9202")).stoppedAt).toBeNull();
    expect(await followLink("STOP_WATCH", "not-a-token", undefined, db.prisma)).toBe("unknown");
    // A stop link is no "stop all" link, nor the other way round.
    expect(await followLink("STOP_WATCHES", stop, undefined, db.prisma)).toBe("unknown");
  });

  it("stop-all ends every watch of the link's address and no other address's", async () => {
    await watch("anne@example.be", "ATR-9203", "nl");
    await watch("anne@example.be", "ATR-9202", "nl");
    await watch("bert@example.be", "ATR-9202", "nl");
    await change("ATR-9202", { priceOnDemand: false, price: 380000 });
    const [mail] = await mailsTo("anne@example.be");
    expect(mail!.subject).toBe("Prijsdaling: Huis ATR-9202");
    const { all } = tokensOf(mail!);

    // Opening the link changes nothing: it shows whose watches the button would stop.
    expect(await viewLink("STOP_WATCHES", all, undefined, db.prisma)).toEqual({
      state: "open",
      email: "anne@example.be",
    });
    expect((await watchOf("anne@example.be", "ATR-9203")).stoppedAt).toBeNull();

    expect(await followLink("STOP_WATCHES", all, undefined, db.prisma)).toBe("done");
    expect((await watchOf("anne@example.be", "ATR-9203")).stoppedAt).not.toBeNull();
    expect((await watchOf("anne@example.be", "ATR-9202")).stoppedAt).not.toBeNull();
    expect((await watchOf("bert@example.be", "ATR-9202")).stoppedAt).toBeNull();
    expect((await watchOf("marc@example.be", "ATR-9202")).stoppedAt).toBeNull();

    const yesterday = new Date(Date.now() - 26 * 60 * 60 * 1000);
    await db.prisma.propertyWatch.updateMany({ data: { lastMailedAt: yesterday } });
    await change("ATR-9202", { price: 370000 });
    expect(await mailsTo("anne@example.be")).toHaveLength(1);
    expect(await mailsTo("bert@example.be")).toHaveLength(2);
  });

  it("watching again after a stop takes a new confirmation", async () => {
    const first = await watch("marc@example.be", "ATR-9203", "fr", false);
    expect((await watchOf("marc@example.be", "ATR-9203")).confirmedAt).toBeNull();
    expect(await followLink("CONFIRM_WATCH", first.confirm, undefined, db.prisma)).toBe("done");
    expect((await watchOf("marc@example.be", "ATR-9203")).stoppedAt).toBeNull();
  });

  it("recording a watch deletes no other, however long stopped or unconfirmed: the retention job does", async () => {
    const longAgo = new Date(Date.now() - 365 * 24 * 60 * 60 * 1000);
    await db.prisma.propertyWatch.updateMany({ where: { email: "anne@example.be" }, data: { stoppedAt: longAgo } });
    await db.prisma.propertyWatch.updateMany({ where: { email: "pending@example.be" }, data: { createdAt: longAgo } });
    await watch("new@example.be", "ATR-9203", "nl", false);
    expect(await db.prisma.propertyWatch.count({ where: { email: "anne@example.be" } })).toBe(2);
    expect(await db.prisma.propertyWatch.count({ where: { email: "pending@example.be" } })).toBe(1);
  });
});
