import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { filePictureReader, filesSource } from "@/lib/content-sync/files-source";
import { syncListings, type SyncReport } from "@/lib/content-sync/sync";
import type { Connection } from "@/lib/db/infra/connection";
import { claimSyncLease } from "@/lib/db/sync-runs";
import { folderFileStore } from "@/lib/storage/folder-store";
import { createTestDatabase, databaseKind } from "@/tests/support/test-database";

// The files staff edit, synced into the schema (docs/content.md "Records in files"): what is added, changed,
// left alone and withdrawn; a failing record among good ones; and everything visitors made, untouched.

const title = (en: string, nl: string, fr: string, de: string) => ({ en, nl, fr, de });

function property(overrides: Record<string, unknown> = {}) {
  return {
    ID: 4101,
    Ident: "ATR-4101",
    Goal: 0,
    Status: 1,
    WebID: 1,
    TypeDescription: { nl: "Appartement", fr: "Appartement" },
    Title: title(
      "Bright flat by the Coupure",
      "Lichtrijk appartement aan de Coupure",
      "Appartement lumineux",
      "Helle Wohnung",
    ),
    DescriptionA: { nl: "Drie slaapkamers.\n\nZuidgericht terras.", fr: "Trois chambres.\n\nTerrasse plein sud." },
    Price: 325000,
    PublishPrice: true,
    Marquee: 1,
    PublishAddress: true,
    Street: "Coupure Links",
    HouseNumber: "12",
    Zip: "9000",
    City: "Gent",
    CountryID: 10,
    // Longitude first: the sync tells them apart by range.
    GoogleX: "3.7174",
    GoogleY: "51.0543",
    SurfaceLiving: 104,
    NumberOfBedRooms: 3,
    EnergyPerformance: 150,
    ManagerID: 901,
    ProjectID: null,
    SomethingElse: "ignored",
    XLargePictureItems: [
      { ID: 1, Url: "atr-4101/front.png" },
      { ID: 2, Url: "atr-4101/living.png" },
    ],
    ...overrides,
  };
}

describe(`the content sync from files (${databaseKind})`, () => {
  let db: Connection;
  let folder: string;
  let mediaDir: string;
  const expired: string[][] = [];
  let clock = new Date("2026-11-20T09:00:00Z");

  const write = (file: string, data: unknown) => {
    const full = path.join(folder, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, file.endsWith(".json") ? JSON.stringify(data) : stringify(data));
  };
  const photo = (file: string, colour: string) => {
    fs.mkdirSync(path.dirname(path.join(folder, "properties", file)), { recursive: true });
    return sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
      .png()
      .toFile(path.join(folder, "properties", file));
  };
  const sync = (options: { dryRun?: boolean } = {}): Promise<SyncReport> => {
    clock = new Date(clock.getTime() + 60_000);
    return syncListings(
      db.prisma,
      filesSource(folder),
      { full: false, dryRun: options.dryRun ?? false, now: () => clock },
      {
        store: folderFileStore(mediaDir),
        documentStore: folderFileStore(path.join(mediaDir, "documents")),
        pictureReader: (record) => filePictureReader(folder, record.origin.where),
        expire: (tags) => void expired.push(tags),
      },
    );
  };
  const byReference = (reference: string) =>
    db.prisma.property.findUniqueOrThrow({
      where: { reference },
      include: { translations: true, photos: { orderBy: { position: "asc" } }, history: true },
    });

  beforeAll(async () => {
    db = await createTestDatabase();
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "content-sync-"));
    mediaDir = path.join(folder, ".media");
    await db.prisma.category.create({
      data: {
        id: 1,
        name: "Residential",
        webId: 1,
        translations: { create: [{ locale: "nl", name: "Residentieel" }] },
      },
    });
    await db.prisma.category.create({
      data: {
        id: 13,
        parentId: 1,
        name: "Apartment",
        webId: 1,
        translations: { create: [{ locale: "nl", name: "Appartement" }] },
      },
    });
    await db.prisma.category.create({ data: { id: 11, parentId: 1, name: "House", webId: 1 } });
    write("users/an-claes.yaml", {
      ID: 901,
      FirstName: "An",
      LastName: "Claes",
      Email: "an.claes@atrium.example",
      Phone: "+32 9 123 45 67",
    });
    write("properties/atr-4101.yaml", property());
    write(
      "properties/atr-4102.json",
      property({
        ID: 4102,
        Ident: "ATR-4102",
        TypeDescription: { en: "House" },
        Title: { fr: "Maison de maître à Esch" },
        Zip: "4001",
        City: "Esch-sur-Alzette",
        CountryID: 50,
        GoogleX: "49.4958",
        GoogleY: "5.9806",
        EnergyPerformance: 210,
        EPCLabelText: "C",
        XLargePictureItems: [],
      }),
    );
    write(
      "properties/atr-4103.yaml",
      property({
        ID: 4103,
        Ident: "ATR-4103",
        Goal: 1,
        Price: 1150,
        Street: "Rue Gray",
        Zip: "1040",
        City: "Etterbeek",
        Site: { streetNl: "Graystraat" },
        XLargePictureItems: [],
      }),
    );
    // A visitor's confirmed standing search for Ghent: a listing the sync adds is news to it.
    await db.prisma.standingSearch.create({
      data: {
        email: "zoeker.gent@example.be",
        locale: "nl",
        goal: 0,
        categoryIds: [1],
        zips: ["9000"],
        confirmedAt: clock,
      },
    });
    await photo("atr-4101/front.png", "#c04030");
    await photo("atr-4101/living.png", "#3050c0");
  });
  afterAll(async () => {
    await db.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("adds every record with its texts, photos, manager, EPC label and first history", async () => {
    const report = await sync();
    expect(report).toMatchObject({ added: 4, changed: 0, failed: 0, withdrawn: 0, photosFetched: 2, stopped: null });
    expect(report.ignoredFields).toEqual({ SomethingElse: 3 });

    const flat = await byReference("ATR-4101");
    expect(flat).toMatchObject({
      sourceId: 4101,
      source: "files",
      categoryId: 13,
      latitude: 51.0543,
      longitude: 3.7174,
      epcLabel: "b",
      status: "AVAILABLE",
    });
    expect(Number(flat.price)).toBe(325000);
    const member = await db.prisma.teamMember.findUniqueOrThrow({ where: { sourceId: 901 } });
    expect(flat.managerId).toBe(member.id);
    const nl = flat.translations.find((t) => t.locale === "nl")!;
    expect(nl).toMatchObject({
      title: "Lichtrijk appartement aan de Coupure",
      slug: "lichtrijk-appartement-aan-de-coupure",
    });
    // A language the file left out takes another's text.
    expect(flat.translations.find((t) => t.locale === "en")!.description).toBe(
      "Drie slaapkamers.\n\nZuidgericht terras.",
    );
    expect(flat.photos.map((p) => [p.sourceId, p.width, p.height])).toEqual([
      [1, 40, 30],
      [2, 40, 30],
    ]);
    expect(fs.existsSync(path.join(mediaDir, path.basename(flat.photos[0]!.url)))).toBe(true);
    expect(flat.history.map((h) => [h.field, h.before, h.after, h.source]).sort()).toEqual([
      ["price", null, "325000", "files"],
      ["status", null, "AVAILABLE", "files"],
    ]);

    // Luxembourg keeps the printed label; the town's category is found by its English name.
    expect(await byReference("ATR-4102")).toMatchObject({
      countryId: 50,
      epcLabel: null,
      epcLabelText: "C",
      categoryId: 11,
    });
    const rental = await byReference("ATR-4103");
    expect(Number(rental.monthlyRent)).toBe(1150);
    expect(expired.flat()).toEqual(expect.arrayContaining(["properties", `property:${flat.id}`]));
  });

  it("tells the standing searches it matches of a new listing, as the staff API does", async () => {
    const flat = await byReference("ATR-4101");
    const search = await db.prisma.standingSearch.findFirstOrThrow({ where: { email: "zoeker.gent@example.be" } });
    expect(await db.prisma.standingSearchAlert.findMany({ where: { searchId: search.id } })).toEqual([
      expect.objectContaining({ propertyId: flat.id }),
    ]);
    expect(await db.prisma.outboxMail.count({ where: { toAddress: "zoeker.gent@example.be" } })).toBe(1);
  });

  it("writes nothing when nothing changed", async () => {
    const before = await byReference("ATR-4101");
    expired.length = 0;
    const report = await sync();
    expect(report).toMatchObject({ added: 0, changed: 0, unchanged: 4, withdrawn: 0, failed: 0, photosFetched: 2 });
    const after = await byReference("ATR-4101");
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect(after.history).toHaveLength(before.history.length);
    expect(expired.flat()).toEqual([]);
  });

  it("records a new price and a new photo order, and keeps the site's id", async () => {
    const before = await byReference("ATR-4101");
    write(
      "properties/atr-4101.yaml",
      property({
        Price: 315000,
        XLargePictureItems: [
          { ID: 2, Url: "atr-4101/living.png" },
          { ID: 1, Url: "atr-4101/front.png" },
        ],
      }),
    );
    const report = await sync();
    expect(report).toMatchObject({ changed: 1, unchanged: 3 });
    const after = await byReference("ATR-4101");
    expect(after.id).toBe(before.id);
    expect(Number(after.price)).toBe(315000);
    expect(after.photos.map((p) => p.sourceId)).toEqual([2, 1]);
    expect(after.history.find((h) => h.field === "price" && h.after === "315000")).toMatchObject({
      before: "325000",
      source: "files",
    });
  });

  it("skips and reports a failing record in words, and writes the others", async () => {
    write("properties/atr-4104.yaml", property({ ID: 4104, Ident: "ATR-4104", Price: "a lot", Zip: undefined }));
    fs.writeFileSync(path.join(folder, "properties", "atr-4105.yaml"), "ID: 4105\nTitle: [unclosed\n");
    write("properties/atr-4106.yaml", property({ ID: 4106, Ident: "ATR-4106", Price: 199000, XLargePictureItems: [] }));
    const report = await sync();
    expect(report).toMatchObject({ added: 1, failed: 2 });
    expect(report.problems).toEqual(
      expect.arrayContaining([
        { record: "ATR-4104 (properties/atr-4104.yaml)", field: "Price", problem: "must be an amount in euro" },
        { record: "ATR-4104 (properties/atr-4104.yaml)", field: "Zip", problem: "is missing" },
        expect.objectContaining({ record: "a record (properties/atr-4105.yaml)", field: "(the file)" }),
      ]),
    );
    expect(await db.prisma.property.findUnique({ where: { reference: "ATR-4104" } })).toBeNull();
    expect(await byReference("ATR-4106")).toMatchObject({ status: "AVAILABLE" });
    fs.rmSync(path.join(folder, "properties", "atr-4104.yaml"));
    fs.rmSync(path.join(folder, "properties", "atr-4105.yaml"));
  });

  it("keeps a record's photos when one cannot be had, and says which", async () => {
    write(
      "properties/atr-4101.yaml",
      property({ Price: 315000, XLargePictureItems: [{ ID: 3, Url: "../../etc/passwd" }] }),
    );
    const report = await sync();
    expect(report.warnings).toEqual([
      expect.objectContaining({ record: "ATR-4101 (properties/atr-4101.yaml)", field: "XLargePictureItems" }),
    ]);
    expect((await byReference("ATR-4101")).photos.map((p) => p.sourceId)).toEqual([2, 1]);
  });

  it("a dry run says what would change and writes nothing", async () => {
    write("properties/atr-4106.yaml", property({ ID: 4106, Ident: "ATR-4106", Price: 189000, XLargePictureItems: [] }));
    const report = await sync({ dryRun: true });
    expect(report).toMatchObject({ dryRun: true, changed: 1 });
    expect(Number((await byReference("ATR-4106")).price)).toBe(199000);
  });

  it("withdraws a record whose file is gone: its row, history and statistics stay", async () => {
    const gone = await byReference("ATR-4106");
    await db.prisma.propertyPageView.create({ data: { propertyId: gone.id, day: new Date("2026-11-19"), views: 7 } });
    fs.rmSync(path.join(folder, "properties", "atr-4106.yaml"));
    const report = await sync();
    expect(report.withdrawn).toBe(1);
    const after = await byReference("ATR-4106");
    expect(after.status).toBe("WITHDRAWN");
    expect(after.history.find((h) => h.field === "status" && h.after === "WITHDRAWN")).toBeTruthy();
    expect(await db.prisma.propertyPageView.count({ where: { propertyId: gone.id } })).toBe(1);
  });

  it("declines while another sync of the same source holds the lease", async () => {
    await claimSyncLease("files", "other-host:1", { now: new Date(clock.getTime() + 120_000) }, db.prisma);
    const report = await sync();
    expect(report.stopped).toMatch(/Another sync of the files has been running/);
    expect(report.added + report.changed + report.unchanged).toBe(0);
    await db.prisma.contentSyncLease.deleteMany();
  });

  it("takes over a lease its holder left to lapse (a process that died)", async () => {
    await claimSyncLease(
      "files",
      "dead-host:1",
      { now: new Date(clock.getTime() - 3_600_000), seconds: 600 },
      db.prisma,
    );
    const report = await sync();
    expect(report.stopped).toBeNull();
    expect(report.unchanged).toBeGreaterThan(0);
    expect(await db.prisma.contentSyncLease.count()).toBe(0);
  });

  it("refuses an ID that another source already holds", async () => {
    const crmOwned = await byReference("ATR-4103");
    await db.prisma.property.update({ where: { id: crmOwned.id }, data: { source: "crm" } });
    const report = await sync();
    expect(report.problems).toContainEqual({
      record: "ATR-4103 (properties/atr-4103.yaml)",
      field: "ID",
      problem: "4103 already comes from the crm",
    });
    await db.prisma.property.update({ where: { id: crmOwned.id }, data: { source: "files" } });
  });
  it("leaves everything visitors and owners made as it was, through every kind of sync", async () => {
    const listing = await byReference("ATR-4101");
    const owner = await db.prisma.owner.create({
      data: {
        username: "owner.claes",
        usernameKey: "owner.claes",
        email: "els.claes@owner.example",
        emailKey: "els.claes@owner.example",
        passwordHash: "$argon2id$kept",
        firstName: "Els",
        lastName: "Claes",
      },
    });
    await db.prisma.property.update({ where: { id: listing.id }, data: { ownerId: owner.id } });
    await db.prisma.ownerSession.create({ data: { idHash: "a".repeat(64), ownerId: owner.id } });
    await db.prisma.formSubmission.create({
      data: {
        kind: "CONTACT",
        locale: "nl",
        email: "bezoeker@example.be",
        emailKey: "bezoeker@example.be",
        payload: {},
        propertyId: listing.id,
      },
    });
    await db.prisma.consentRecord.create({
      data: {
        consentId: "7f1d3a52-3c55-4a8e-9b7e-1c2d3e4f5a6b",
        policyVersion: 2,
        accepted: ["necessary"],
        rejected: [],
      },
    });
    const search = await db.prisma.standingSearch.create({
      data: { email: "zoeker@example.be", locale: "nl", goal: 0 },
    });
    await db.prisma.standingSearchAlert.create({
      data: { searchId: search.id, propertyId: listing.id, price: 315000 },
    });
    const slot = await db.prisma.appointmentSlot.create({
      data: {
        propertyId: listing.id,
        startsAt: new Date("2026-12-01T09:00:00Z"),
        endsAt: new Date("2026-12-01T09:30:00Z"),
      },
    });
    await db.prisma.appointmentBooking.create({
      data: {
        slotId: slot.id,
        firstName: "Jo",
        lastName: "Maes",
        email: "jo@example.be",
        emailKey: "jo@example.be",
        phone: "+32 470 12 34 56",
        locale: "nl",
      },
    });
    await db.prisma.outboxMail.create({
      data: {
        messageId: "<kept@atrium.example>",
        locale: "nl",
        toAddress: "jo@example.be",
        subject: "Bevestiging",
        html: "<p>ok</p>",
        text: "ok",
      },
    });
    await db.prisma.staffAudit.create({ data: { action: "property.change", reference: "ATR-4101" } });
    const counts = () =>
      Promise.all([
        db.prisma.owner.count(),
        db.prisma.ownerSession.count(),
        db.prisma.formSubmission.count(),
        db.prisma.consentRecord.count(),
        db.prisma.standingSearch.count(),
        db.prisma.standingSearchAlert.count(),
        db.prisma.appointmentBooking.count(),
        db.prisma.propertyPageView.count(),
        db.prisma.outboxMail.count(),
        db.prisma.staffAudit.count(),
      ]);
    const before = await counts();
    expect(before.every((n) => n > 0)).toBe(true);

    await sync({ dryRun: true });
    write("properties/atr-4101.yaml", property({ Price: 299000, Status: 3 }));
    await sync();
    fs.rmSync(path.join(folder, "properties", "atr-4101.yaml"));
    await sync();
    write("properties/atr-4101.yaml", property({ Price: 299000 }));
    await sync();

    expect(await counts()).toEqual(before);
    // The account stays; which owner follows the listing is the source's to say (OwnerID), and it names none.
    expect(await db.prisma.owner.findUnique({ where: { id: owner.id } })).not.toBeNull();
  });
});
