import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { filePictureReader, filesSource } from "@/lib/content-sync/files-source";
import { syncListings, type SyncReport } from "@/lib/content-sync/sync";
import type { Connection } from "@/lib/db/infra/connection";
import { folderFileStore } from "@/lib/storage/folder-store";
import { createTestDatabase, databaseKind } from "@/tests/support/test-database";

// A record file's `Site:` block (docs/content.md): the site's own fields, which the CRM does not have,
// set from the files, so a whole listing (the demo's too) can live in the folder: columns, documents,
// and a project's texts, construction log, documents and units with their plans.

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`, "latin1");

describe(`the Site block of record files (${databaseKind})`, () => {
  let db: Connection;
  let folder: string;
  let clock = new Date("2026-11-20T09:00:00Z");
  const synced = () => folderFileStore(path.join(folder, ".media"));
  const documents = () => folderFileStore(path.join(folder, ".documents"));

  const write = (file: string, data: unknown) => {
    fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    fs.writeFileSync(
      path.join(folder, file),
      typeof data === "string" || Buffer.isBuffer(data) ? data : stringify(data),
    );
  };
  const sync = (): Promise<SyncReport> => {
    clock = new Date(clock.getTime() + 60_000);
    return syncListings(
      db.prisma,
      filesSource(folder),
      { full: true, dryRun: false, now: () => clock },
      {
        store: synced(),
        documentStore: documents(),
        pictureReader: (record) => filePictureReader(folder, record.origin.where),
        expire: () => {},
      },
    );
  };

  const property = (site: Record<string, unknown>) => ({
    ID: 7001,
    Ident: "ATR-7001",
    Goal: 0,
    Status: 1,
    WebID: 1,
    Title: { fr: "Maison en viager occupé", nl: "Woning in lijfrente" },
    Price: 95000,
    Zip: "1180",
    City: "Uccle",
    Site: site,
  });
  const viager = {
    publishedAt: "2026-10-01",
    floor: 2,
    heating: "GAS",
    mobiscoreShops: 7.4,
    contractType: "LIFE_ANNUITY",
    viagerType: "OCCUPIED",
    viagerHead1Age: 78,
    viagerHead1Sex: "FEMALE",
    viagerBouquet: 95000,
    viagerMonthlyRent: 1150,
    viagerIndexed: true,
    documents: [
      { title: "Plan", file: "atr-7001/plan.pdf" },
      { locale: "fr", title: "Certificat PEB", file: "atr-7001/peb.pdf", requestOnly: true },
    ],
  };
  const project = (site: Record<string, unknown>) => ({
    ID: 7101,
    Ident: "PRJ-7101",
    Status: 1,
    Title: { fr: "Résidence des Tilleuls" },
    Zip: "1300",
    City: "Wavre",
    Site: site,
  });
  const projectSite = {
    status: "UNDER_CONSTRUCTION",
    deliveryDate: "2027-06-30",
    situation: { fr: "Au cœur de Wavre.", nl: "In het hart van Waver." },
    constructions: [{ date: "2026-09-01", progress: 40, title: { fr: "Gros œuvre", nl: "Ruwbouw" } }],
    documents: [{ locale: "fr", title: "Liste de prix", file: "prj-7101/prix.pdf" }],
    units: [
      {
        reference: "T-A1",
        floor: 0,
        surface: 84,
        bedrooms: 2,
        price: 289000,
        status: "AVAILABLE",
        plans: [
          { title: "T-A1", file: "prj-7101/a1.png" },
          { title: "T-A1 (PDF)", file: "prj-7101/a1.pdf" },
        ],
      },
    ],
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "site-fields-"));
    await db.prisma.category.create({ data: { id: 1, name: "Residential", webId: 1 } });
    write("properties/atr-7001/plan.pdf", pdf("plan"));
    write("properties/atr-7001/peb.pdf", pdf("peb"));
    write("projects/prj-7101/prix.pdf", pdf("prix"));
    write("projects/prj-7101/a1.pdf", pdf("a1"));
    write(
      "projects/prj-7101/a1.png",
      await sharp({ create: { width: 40, height: 30, channels: 3, background: "#ccd" } })
        .png()
        .toBuffer(),
    );
    write("properties/atr-7001.yaml", property(viager));
    write("projects/prj-7101.yaml", project(projectSite));
  });
  afterAll(async () => {
    await db.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("sets a property's own columns and keeps its documents: to download, or mailed on request", async () => {
    const report = await sync();
    expect(report.stopped).toBeNull();
    expect(report.problems).toEqual([]);
    expect(report.warnings).toEqual([]);
    const row = await db.prisma.property.findUniqueOrThrow({
      where: { reference: "ATR-7001" },
      include: { documents: { orderBy: { id: "asc" } } },
    });
    expect(row).toMatchObject({
      floor: 2,
      heating: "GAS",
      mobiscoreShops: 7.4,
      viagerType: "OCCUPIED",
      viagerHead1Age: 78,
      viagerHead1Sex: "FEMALE",
      viagerIndexed: true,
      publishedAt: new Date("2026-10-01T00:00:00Z"),
    });
    expect(Number(row.viagerMonthlyRent)).toBe(1150);
    const [plan, certificate] = row.documents;
    expect(plan).toMatchObject({ locale: null, title: "Plan", requestOnly: false });
    expect(plan!.url).toMatch(/^\/media\/synced\/[0-9a-f]{64}\.pdf$/);
    expect((await synced().get(plan!.url.slice("/media/synced/".length)))!.bytes).toEqual(pdf("plan"));
    // Mailed on request: kept where nothing serves it, named by the file only.
    expect(certificate).toMatchObject({ locale: "fr", title: "Certificat PEB", requestOnly: true });
    expect(certificate!.url).toMatch(/^[0-9a-f]{64}\.pdf$/);
    expect((await documents().get(certificate!.url))!.bytes).toEqual(pdf("peb"));
    expect(await synced().get(certificate!.url)).toBeNull();
  });

  it("sets a project's state, texts, construction log, documents and units with their plans", async () => {
    const row = await db.prisma.project.findUniqueOrThrow({
      where: { number: "PRJ-7101" },
      include: {
        translations: true,
        constructions: { include: { titles: true } },
        documents: true,
        units: { include: { plans: { orderBy: { id: "asc" } } } },
      },
    });
    expect(row).toMatchObject({ status: "UNDER_CONSTRUCTION", deliveryDate: new Date("2027-06-30T00:00:00Z") });
    expect(row.translations.find((t) => t.locale === "nl")!.situation).toBe("In het hart van Waver.");
    // A language the file leaves out takes another's, as every text of a record does.
    expect(row.translations.find((t) => t.locale === "de")!.situation).toBeTruthy();
    expect(row.constructions).toHaveLength(1);
    expect(row.constructions[0]!.titles.map((t) => t.title).sort()).toEqual(["Gros œuvre", "Ruwbouw"]);
    expect(row.documents).toMatchObject([{ locale: "fr", title: "Liste de prix" }]);
    const [unit] = row.units;
    expect(unit).toMatchObject({ reference: "T-A1", floor: 0, surface: 84, bedrooms: 2, status: "AVAILABLE" });
    expect(unit!.plans.map((p) => [p.isPdf, p.url.replace(/^.*(\.\w+)$/, "$1")])).toEqual([
      [false, ".webp"],
      [true, ".pdf"],
    ]);
  });

  it("writes nothing when nothing changed", async () => {
    const report = await sync();
    expect(report).toMatchObject({ added: 0, changed: 0, unchanged: 2, failed: 0 });
  });

  it("leaves a column the block no longer names, and clears one it names as null", async () => {
    write("properties/atr-7001.yaml", property({ ...viager, floor: undefined, heating: null }));
    const report = await sync();
    expect(report).toMatchObject({ changed: 1, unchanged: 1 });
    const row = await db.prisma.property.findUniqueOrThrow({ where: { reference: "ATR-7001" } });
    expect(row).toMatchObject({ floor: 2, heating: null, viagerType: "OCCUPIED" });
  });

  it("replaces a project's units when their price list changes", async () => {
    const [unit] = projectSite.units;
    write("projects/prj-7101.yaml", project({ ...projectSite, units: [{ ...unit, price: 279000, status: "OPTION" }] }));
    expect(await sync()).toMatchObject({ changed: 1, unchanged: 1 });
    const units = await db.prisma.projectUnit.findMany({ where: { project: { number: "PRJ-7101" } } });
    expect(units.map((u) => [u.reference, Number(u.price), u.status])).toEqual([["T-A1", 279000, "OPTION"]]);
  });

  it("keeps a listing's documents when one cannot be had, and says which", async () => {
    write("properties/atr-7001/plan.pdf", "not a pdf");
    write(
      "properties/atr-7001.yaml",
      property({ ...viager, documents: [{ title: "Plan", file: "atr-7001/plan.pdf" }] }),
    );
    const report = await sync();
    expect(report.warnings).toEqual([
      expect.objectContaining({ field: "Site.documents", problem: "atr-7001/plan.pdf: is not a PDF document." }),
    ]);
    expect(await db.prisma.propertyDocument.count({ where: { property: { reference: "ATR-7001" } } })).toBe(2);
  });

  it("warns, per record and field, of a viager whose figures contradict each other, and writes it as it is", async () => {
    write("properties/atr-7001.yaml", property({ ...viager, viagerBouquet: 120000, viagerSurvivorRent: 1300 }));
    const report = await sync();
    // The plan the test before left broken still warns too.
    expect(report.warnings.filter((w) => w.field.startsWith("Site.viager"))).toEqual([
      {
        record: "ATR-7001 (properties/atr-7001.yaml)",
        field: "Site.viagerBouquet",
        problem: "120000 is more than the estimated value (Price) 95000",
      },
      {
        record: "ATR-7001 (properties/atr-7001.yaml)",
        field: "Site.viagerSurvivorRent",
        problem: "1300 is more than the monthly annuity 1150",
      },
    ]);
    const row = await db.prisma.property.findUniqueOrThrow({ where: { reference: "ATR-7001" } });
    expect(Number(row.viagerBouquet)).toBe(120000);
  });

  it("refuses a block with a wrong value or a misspelt field, in words, and writes nothing of it", async () => {
    write("properties/atr-7001.yaml", property({ heating: "COAL", viagerHeadAge: 80 }));
    const report = await sync();
    expect(report.failed).toBe(1);
    expect(report.problems.map((p) => `${p.field} ${p.problem}`).sort()).toEqual([
      "Site names what the site does not have: viagerHeadAge",
      expect.stringMatching(/^Site\.heating must be one of GAS, FUEL_OIL, /),
    ]);
    const row = await db.prisma.property.findUniqueOrThrow({ where: { reference: "ATR-7001" } });
    expect(row.viagerHead1Age).toBe(78);
  });

  it("fails only the record the database refuses, says why, and writes the others", async () => {
    await db.prisma.$executeRawUnsafe(`
      CREATE FUNCTION refuse_test_listing() RETURNS trigger AS $$
      BEGIN
        IF NEW.reference = 'ATR-7002' THEN RAISE EXCEPTION 'listing ATR-7002 refused by the test'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await db.prisma.$executeRawUnsafe(
      `CREATE TRIGGER refuse_test_listing BEFORE INSERT ON "Property" FOR EACH ROW EXECUTE FUNCTION refuse_test_listing()`,
    );
    write("properties/atr-7001.yaml", property(viager));
    write("properties/atr-7002.yaml", { ...property({}), ID: 7002, Ident: "ATR-7002" });
    write("properties/atr-7003.yaml", { ...property({}), ID: 7003, Ident: "ATR-7003" });
    const report = await sync();
    expect(report.stopped).toBeNull();
    expect(report).toMatchObject({ added: 1, failed: 1 });
    expect(report.problems).toEqual([
      {
        record: "ATR-7002 (properties/atr-7002.yaml)",
        field: "(the record)",
        problem: expect.stringMatching(/^could not be written: .*listing ATR-7002 refused by the test/),
      },
    ]);
    expect(await db.prisma.property.count({ where: { reference: "ATR-7003" } })).toBe(1);
  });
});
