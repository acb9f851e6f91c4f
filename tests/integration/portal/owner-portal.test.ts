import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Connection } from "@/lib/db/infra/connection";
import { ownerOverview, ownerProperty, ownerVisitHistory, setOwnerMonthlyReport } from "@/lib/db/owner-portal";
import { propertyPath } from "@/lib/i18n/property-path";
import { createTestDatabase, databaseKind } from "@/tests/support/test-database";

// The owner portal's data layer on this run's database. The owner who asks is given to every call (the
// session's): owner A asking for owner B's property, its events, its visits or its export gets nothing of B's.

describe(`owner portal data layer (${databaseKind})`, () => {
  let db: Connection;
  const ids = { a: 0, b: 0, propertyA: 0, propertyB: 0 };
  const now = new Date("2026-11-25T10:00:00Z"); // a Wednesday in Brussels
  const day = (d: string) => new Date(`${d}T00:00:00Z`);

  beforeAll(async () => {
    db = await createTestDatabase();
    const p = db.prisma;
    await p.category.createMany({
      data: [
        { id: 1, name: "Residential", webId: 1 },
        { id: 11, parentId: 1, name: "House", webId: 1 },
      ],
    });
    const manager = await p.teamMember.create({
      data: {
        slug: "sofie",
        firstName: "Sofie",
        lastName: "Claes",
        email: "sofie@atrium.example",
        phone: "+3225550101",
      },
    });
    const owner = (username: string, locale: "fr" | "nl") =>
      p.owner.create({
        data: {
          username,
          email: `${username}@owner.example`,
          passwordHash: "x",
          firstName: username,
          lastName: "Owner",
          locale,
        },
      });
    ids.a = (await owner("anne", "fr")).id;
    ids.b = (await owner("jan", "nl")).id;
    const property = (reference: string, ownerId: number) =>
      p.property.create({
        data: {
          reference,
          goal: 0,
          categoryId: 11,
          zip: "1180",
          city: "Uccle",
          citySlug: "uccle",
          price: 640000,
          bedrooms: 4,
          hasGarden: true,
          ownerId,
          managerId: manager.id,
          translations: {
            create: [
              { locale: "fr", title: `Villa ${reference}`, slug: `villa-${reference.toLowerCase()}`, description: "…" },
              {
                locale: "nl",
                title: `Villa ${reference} (nl)`,
                slug: `villa-nl-${reference.toLowerCase()}`,
                description: "…",
              },
            ],
          },
        },
      });
    ids.propertyA = (await property("ATR-8001", ids.a)).id;
    ids.propertyB = (await property("ATR-8002", ids.b)).id;

    for (const [propertyId, base] of [
      [ids.propertyA, 1],
      [ids.propertyB, 100],
    ] as const) {
      await p.propertyPageView.createMany({
        data: [
          { propertyId, day: day("2026-10-31"), views: base * 50 },
          { propertyId, day: day("2026-11-23"), views: base * 3 }, // Monday
          { propertyId, day: day("2026-11-25"), views: base * 2 }, // today
        ],
      });
      await p.formSubmission.create({
        data: {
          kind: "PURCHASE_OFFER",
          locale: "fr",
          email: `offer${base}@example.be`,
          emailKey: `offer${base}@example.be`,
          propertyId,
          payload: { firstName: "Marie", lastName: "Dubois", amount: 615000, phone: "0475000000" },
          createdAt: new Date("2026-11-20T09:00:00Z"),
        },
      });
      await p.ownerPortalEvent.createMany({
        data: [
          {
            propertyId,
            occurredAt: new Date("2026-11-21T14:00:00Z"),
            type: "COMMUNICATION",
            contact: "Notaire Lambert",
            subject: `Call ${base}`,
            status: "handled",
            source: "phone",
          },
          {
            propertyId,
            occurredAt: new Date("2026-11-01T10:00:00Z"),
            type: "ONLINE_MEDIA",
            subject: "Immoweb",
            status: "online",
          },
          {
            propertyId,
            occurredAt: new Date("2026-11-22T16:00:00Z"),
            type: "CALENDAR_VISIT",
            contact: "K. Wouters",
            subject: "Visit",
            comment: `Liked the garden ${base}`,
          },
        ],
      });
      const slot = await p.appointmentSlot.create({
        data: { propertyId, startsAt: new Date("2026-11-24T09:00:00Z"), endsAt: new Date("2026-11-24T09:45:00Z") },
      });
      await p.appointmentBooking.create({
        data: {
          slotId: slot.id,
          firstName: "Tom",
          lastName: "Jacobs",
          email: `t${base}@example.be`,
          emailKey: `t${base}@example.be`,
          phone: "0475",
          locale: "nl",
        },
      });
    }
    await p.staffAudit.create({
      data: {
        action: "property.change",
        reference: "ATR-8001",
        before: { price: 675000 },
        after: { price: 640000 },
        at: new Date("2026-11-10T08:00:00Z"),
      },
    });
    const search = (email: string, data: Record<string, unknown>) =>
      p.standingSearch.create({ data: { email, locale: "fr", goal: 0, confirmedAt: new Date(), ...data } });
    await search("one@example.be", { categoryIds: [1], regions: ["brussels"], maxPrice: 700000 });
    await search("two@example.be", { categoryIds: [11], zips: ["1180"], minBedrooms: 3, needsGarden: true });
    await search("cheap@example.be", { categoryIds: [11], zips: ["1180"], maxPrice: 500000 });
    await search("flat@example.be", { categoryIds: [13], zips: ["1180"] });
    await search("unconfirmed@example.be", { categoryIds: [1], regions: ["brussels"], confirmedAt: null });
    await search("stopped@example.be", { categoryIds: [1], regions: ["brussels"], stoppedAt: new Date() });
  });
  afterAll(async () => {
    await db.close();
  });
  it("lists only the signed-in owner's properties, with their figures", async () => {
    const overview = await ownerOverview(ids.a, "fr", now, db.prisma);
    expect(overview?.owner.firstName).toBe("anne");
    expect(overview?.properties.map((p) => p.reference)).toEqual(["ATR-8001"]);
    expect(overview?.properties[0]).toMatchObject({
      title: "Villa ATR-8001",
      price: 640000,
      figures: { today: 2, last7Days: 5, last30Days: 55, total: 55, countedSince: "2026-10-31" },
    });
    expect(propertyPath(overview!.properties[0]!, "fr")).toBe(`/fr/a-vendre/uccle/villa-atr-8001/${ids.propertyA}/`);
  });

  it("shows one property with its histories, contacts masked, and the searches that match it today", async () => {
    const found = await ownerProperty(ids.a, ids.propertyA, "fr", now, db.prisma);
    const property = found!.property;
    expect(property.series).toHaveLength(30);
    expect(property.series.at(-1)).toEqual({ day: "2026-11-25", views: 2 });
    expect(property.communications).toEqual([
      expect.objectContaining({ kind: "AGENCY", contact: "Notaire Lambert", subject: "Call 1", source: "phone" }),
      expect.objectContaining({ kind: "PURCHASE_OFFER", contact: "Marie D.", amount: 615000, subject: null }),
    ]);
    expect(JSON.stringify(property)).not.toMatch(/Dubois|offer1@|0475000000|Jacobs/);
    expect(property.visits).toEqual([{ at: "2026-11-24T09:00:00.000Z", status: "done", contact: "Tom J." }]);
    expect(property.feedback).toEqual([expect.objectContaining({ comment: "Liked the garden 1" })]);
    expect(property.media).toEqual([expect.objectContaining({ medium: "Immoweb", status: "online" })]);
    expect(property.priceChanges).toEqual([{ at: "2026-11-10T08:00:00.000Z", from: 675000, to: 640000 }]);
    // The agency writes to each owner in theirs: its entries say so, a visitor's form holds no text of it.
    expect(property.communications.map((c) => c.lang)).toEqual(["fr", null]);
    expect([...property.media, ...property.feedback].map((row) => row.lang)).toEqual(["fr", "fr"]);
    const jan = await ownerProperty(ids.b, ids.propertyB, "fr", now, db.prisma);
    expect(jan?.property.media.map((m) => m.lang)).toEqual(["nl"]);
    expect(property.matchingSearches).toBe(2);
    expect(property.manager).toMatchObject({ name: "Sofie Claes", email: "sofie@atrium.example" });
  });

  it("reads what its municipality's sale prices depend on from the owner's own row, as the public page reads it", async () => {
    const found = await ownerProperty(ids.a, ids.propertyA, "fr", now, db.prisma);
    expect(found?.property.market).toMatchObject({
      goal: 0,
      price: 640000,
      zip: "1180",
      city: "Uccle",
      categoryName: "House",
      rooms: { facades: null },
      address: { countryId: 10 },
      municipalityCode: null,
    });
    // The code a record names and the façades count; a price not published is not placed.
    await db.prisma.property.update({
      where: { id: ids.propertyB },
      data: { municipalityCode: "21016", facades: 3, publishPrice: false },
    });
    const jan = await ownerProperty(ids.b, ids.propertyB, "nl", now, db.prisma);
    expect(jan?.property.market).toMatchObject({ municipalityCode: "21016", rooms: { facades: 3 }, price: null });
    await db.prisma.property.update({
      where: { id: ids.propertyB },
      data: { municipalityCode: null, facades: null, publishPrice: true },
    });
  });

  it("counts the property's confirmed, running watches by e-mail, and no other", async () => {
    const watch = (email: string, propertyId: number, data: { confirmedAt?: Date; stoppedAt?: Date }) =>
      db.prisma.propertyWatch.create({ data: { email, locale: "fr", propertyId, ...data } });
    await watch("one@example.be", ids.propertyA, { confirmedAt: now });
    await watch("two@example.be", ids.propertyA, { confirmedAt: now });
    await watch("pending@example.be", ids.propertyA, {});
    await watch("stopped@example.be", ids.propertyA, { confirmedAt: now, stoppedAt: now });
    await watch("one@example.be", ids.propertyB, { confirmedAt: now });
    expect((await ownerProperty(ids.a, ids.propertyA, "fr", now, db.prisma))?.property.watchers).toBe(2);
    expect((await ownerProperty(ids.b, ids.propertyB, "fr", now, db.prisma))?.property.watchers).toBe(1);
  });

  it("gives owner A nothing of owner B's: property, events, visits or export", async () => {
    expect(await ownerProperty(ids.a, ids.propertyB, "fr", now, db.prisma)).toBeNull();
    expect(await ownerVisitHistory(ids.a, ids.propertyB, now, db.prisma)).toBeNull();
    const own = await ownerProperty(ids.a, ids.propertyA, "fr", now, db.prisma);
    expect(JSON.stringify(own)).not.toMatch(/ATR-8002|Call 100|garden 100|offer100/);
    expect(own?.property.figures.total).toBe(55);
    expect((await ownerOverview(ids.b, "nl", now, db.prisma))?.properties.map((p) => p.reference)).toEqual([
      "ATR-8002",
    ]);
    expect(await ownerProperty(ids.b, ids.propertyA, "nl", now, db.prisma)).toBeNull();
  });

  it("gives nothing to an owner that is gone, or for an id that names no property", async () => {
    const gone = 999_999;
    expect(await ownerOverview(gone, "fr", now, db.prisma)).toBeNull();
    expect(await ownerProperty(gone, ids.propertyA, "fr", now, db.prisma)).toBeNull();
    expect(await ownerVisitHistory(gone, ids.propertyA, now, db.prisma)).toBeNull();
    expect(await setOwnerMonthlyReport(gone, false, db.prisma)).toBe(false);
    expect(await ownerProperty(ids.a, 999_999, "fr", now, db.prisma)).toBeNull();
  });

  it("exports the owner's own visits per day, the whole history up to today", async () => {
    expect(await ownerVisitHistory(ids.a, ids.propertyA, now, db.prisma)).toEqual({
      reference: "ATR-8001",
      days: [
        { day: "2026-10-31", views: 50 },
        { day: "2026-11-23", views: 3 },
        { day: "2026-11-25", views: 2 },
      ],
    });
  });

  it("switches the monthly report of the signed-in owner only", async () => {
    expect(await setOwnerMonthlyReport(ids.a, false, db.prisma)).toBe(true);
    const owners = await db.prisma.owner.findMany({ orderBy: { id: "asc" }, select: { monthlyReport: true } });
    expect(owners.map((o) => o.monthlyReport)).toEqual([false, true]);
    await setOwnerMonthlyReport(ids.a, true, db.prisma);
  });
});
