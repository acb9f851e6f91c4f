import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Connection } from "@/lib/db/infra/connection";
import { searchByLink } from "@/lib/db/standing-searches";
import { encodePolygon } from "@/lib/rules/polygon";
import { sendDueDigests } from "@/lib/standing-search/digest";
import { changeProperties } from "@/lib/staff/property-changes";
import { createTestDatabase, databaseKind } from "@/tests/support/test-database";
import { asDelivered } from "@/tests/support/delivered";

// Standing searches that really send alerts: a property published or cheaper reaches the
// confirmed searches it matches, in their language, at most once a day; the others hear nothing.

describe(`standing search alerts (${databaseKind})`, () => {
  let db: Connection;
  const noCache = () => {};
  const mailsTo = async (to: string) =>
    (await db.prisma.outboxMail.findMany({ where: { toAddress: to }, orderBy: { id: "asc" } })).map(asDelivered);

  beforeAll(async () => {
    db = await createTestDatabase();
    await db.prisma.category.createMany({
      data: [
        { id: 1, name: "Residential", webId: 1 },
        { id: 11, parentId: 1, name: "House", webId: 1 },
        { id: 13, parentId: 1, name: "Apartment", webId: 1 },
      ],
    });
    const property = (reference: string, data: Record<string, unknown>) =>
      db.prisma.property.create({
        data: {
          reference,
          goal: 0,
          categoryId: 13,
          zip: "9000",
          city: "Gent",
          citySlug: "gent",
          status: "WITHDRAWN",
          translations: {
            create: [
              {
                locale: "nl",
                title: `Appartement ${reference}`,
                slug: `appartement-${reference.toLowerCase()}`,
                description: "…",
              },
              {
                locale: "fr",
                title: `Appartement ${reference} (fr)`,
                slug: `appartement-fr-${reference.toLowerCase()}`,
                description: "…",
              },
            ],
          },
          ...data,
        },
      });
    await property("ATR-9101", {
      price: 300000,
      bedrooms: 2,
      hasTerrace: true,
      epcLabel: "c",
      livingArea: 100,
      latitude: 51.05,
      longitude: 3.72,
    });
    await property("ATR-9102", {
      categoryId: 11,
      zip: "4000",
      city: "Liège",
      citySlug: "liege",
      price: 250000,
      bedrooms: 3,
      status: "AVAILABLE",
    });
    const search = (email: string, data: Record<string, unknown>) =>
      db.prisma.standingSearch.create({
        data: { email, locale: "nl", firstName: "Els", goal: 0, confirmedAt: new Date(), ...data },
      });
    await search("gent@example.be", {
      categoryIds: [1],
      regions: ["east_flanders"],
      maxPrice: 350000,
      minBedrooms: 2,
      needsTerrace: true,
    });
    await search("luik@example.be", { categoryIds: [11], regions: ["wallonia"], locale: "fr", firstName: "Luc" });
    await search("unconfirmed@example.be", { categoryIds: [1], regions: ["flanders"], confirmedAt: null });
    await search("stopped@example.be", { categoryIds: [1], regions: ["flanders"], stoppedAt: new Date() });
    await search("toocheap@example.be", { categoryIds: [13], zips: ["9000"], maxPrice: 200000 });
    // ATR-9101 is EPC C at 3,000 € per m² (300,000 € over 100 m²).
    const energy = { categoryIds: [13], zips: ["9000"] };
    await search("energy@example.be", { ...energy, epcMin: "a_plus", epcMax: "c", maxPricePerM2: 3000 });
    await search("betterlabel@example.be", { ...energy, epcMax: "b" });
    await search("cheaperm2@example.be", { ...energy, maxPricePerM2: 2900 });
    // Areas drawn on the map, with no other zone: one around Gent's centre, one around Brussels.
    const area = (points: [number, number][]) => encodePolygon(points)!;
    await search("drawn-gent@example.be", {
      categoryIds: [1],
      area: area([
        [51.04, 3.7],
        [51.04, 3.74],
        [51.07, 3.74],
        [51.07, 3.7],
      ]),
    });
    await search("drawn-brussels@example.be", {
      categoryIds: [1],
      area: area([
        [50.8, 4.3],
        [50.8, 4.4],
        [50.9, 4.4],
      ]),
    });
  });
  afterAll(async () => {
    await db.close();
  });

  it("mails a newly published matching property to the matching search only, in its language", async () => {
    await changeProperties([{ reference: "ATR-9101", status: "AVAILABLE" }], { address: null }, db.prisma, noCache);
    const [mail] = await mailsTo("gent@example.be");
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe("Een nieuw pand voor uw zoekopdracht");
    expect(mail!.text).toContain("Beste Els,");
    expect(mail!.text).toContain("Appartement ATR-9101 (9000 Gent)");
    expect(mail!.text).toContain("/nl/te-koop/gent/appartement-atr-9101/");
    // Its change-or-stop link opens the subscriber's own search.
    const token = /\/nl\/inschrijving\/\?search=([\w-]+)/.exec(mail!.text)?.[1];
    expect(await searchByLink(token!, db.prisma)).toMatchObject({ email: "gent@example.be" });
    expect(await mailsTo("drawn-gent@example.be")).toHaveLength(1);
    for (const other of [
      "luik@example.be",
      "unconfirmed@example.be",
      "stopped@example.be",
      "toocheap@example.be",
      "betterlabel@example.be",
      "cheaperm2@example.be",
      "drawn-brussels@example.be",
    ]) {
      expect(await mailsTo(other), other).toHaveLength(0);
    }
  });

  it("matches the EPC range by letter and the price per m² on the published price, and keeps them with the search", async () => {
    const [mail] = await mailsTo("energy@example.be");
    expect(mail!.text).toContain("Appartement ATR-9101 (9000 Gent)");
    const token = /\?search=([\w-]+)/.exec(mail!.text)![1]!;
    expect(await searchByLink(token, db.prisma)).toMatchObject({ epcMin: "a_plus", epcMax: "c", maxPricePerM2: 3000 });
    expect((await searchByLink(token, db.prisma))!.minPricePerM2).toBeUndefined();
  });

  it("tells the other search about a price drop of its own match, and nobody about a price rise", async () => {
    await changeProperties([{ reference: "ATR-9102", price: 260000 }], { address: null }, db.prisma, noCache);
    expect(await mailsTo("luik@example.be")).toHaveLength(0);
    await changeProperties([{ reference: "ATR-9102", price: 240000 }], { address: null }, db.prisma, noCache);
    const [mail] = await mailsTo("luik@example.be");
    expect(mail!.subject).toBe("Un nouveau bien pour votre recherche");
    expect(mail!.text.replace(/[\u202f\u00a0]/g, " ")).toContain("240 000 €");
    expect(await mailsTo("gent@example.be")).toHaveLength(1);
  });

  it("sends at most one mail a day: a second drop waits for the next day's digest", async () => {
    await changeProperties([{ reference: "ATR-9101", price: 280000 }], { address: null }, db.prisma, noCache);
    expect(await mailsTo("gent@example.be")).toHaveLength(1);
    await sendDueDigests(db.prisma, new Date(Date.now() + 25 * 60 * 60 * 1000));
    const mails = await mailsTo("gent@example.be");
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain("280.000");
    // Each digest carries a new link; the one in the first mail still works.
    const links = mails.map((m) => /\?search=([\w-]+)/.exec(m.text)![1]!);
    expect(links[1]).not.toBe(links[0]);
    for (const link of links) expect(await searchByLink(link, db.prisma)).toMatchObject({ email: "gent@example.be" });
    // Nothing left to say: no third mail.
    await sendDueDigests(db.prisma, new Date(Date.now() + 50 * 60 * 60 * 1000));
    expect(await mailsTo("gent@example.be")).toHaveLength(2);
  });
});
