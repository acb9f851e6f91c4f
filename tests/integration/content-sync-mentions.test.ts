import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { describeReport, succeeded } from "@/lib/content-sync/sync";
import type { Connection } from "@/lib/db/infra/connection";
import { syncFolder } from "@/tests/support/sync-folder";
import { createTestDatabase, databaseKind } from "@/tests/support/test-database";

// Issue 42: a published listing that lacks a legal mention its region asks for is named in the sync's report,
// per record and per field as staff fill it in, with the rule; the records are written all the same.

const texts = (text: string) => ({ en: text, nl: text, fr: text, de: text });

const flemishSale = {
  ID: 4301,
  Ident: "ATR-4301",
  Goal: 0,
  Status: 1,
  WebID: 1,
  TypeDescription: { nl: "Huis" },
  Title: texts("Rijwoning met tuin"),
  Price: 329000,
  PublishPrice: true,
  PublishAddress: true,
  Street: "Brugse Poort",
  HouseNumber: "12",
  Zip: "9000",
  City: "Gent",
  CountryID: 10,
  SurfaceLiving: 140,
  EnergyPerformance: 245,
  Site: {
    epcUniqueCode: "20241022-0003451728",
    hasPermit: true,
    planningDesignation: "Woongebied",
    hasSummons: false,
    hasPreemptiveRights: false,
    hasAllotmentPermit: false,
    floodPScore: "A",
  },
};

const brusselsRental = {
  ...flemishSale,
  ID: 4302,
  Ident: "ATR-4302",
  Goal: 1,
  Price: 1350,
  Title: texts("Appartement une chambre"),
  Street: "Rue Gray",
  Zip: "1040",
  City: "Etterbeek",
  SurfaceLiving: 68,
  EnergyPerformance: 118,
  Site: { streetNl: "Graystraat", contractType: "MAIN_RESIDENCE_9_YEARS" },
};

// Wallonia asks the PEB, the planning designation and the permits of a sale; this record lacks the permits.
const walloonSale = {
  ...flemishSale,
  ID: 4303,
  Ident: "ATR-4303",
  Title: texts("Maison de village"),
  Street: "Rue de Fer",
  Zip: "5000",
  City: "Namur",
  EnergyPerformance: 312,
  Site: { planningDesignation: "Zone d'habitat" },
};

// Luxembourg asks the energy pass's class, as printed: this record has a figure but no class.
const luxembourgSale = {
  ...flemishSale,
  ID: 4304,
  Ident: "ATR-4304",
  Title: texts("Maison à Esch"),
  Street: "Rue de l'Alzette",
  Zip: "4011",
  City: "Esch-sur-Alzette",
  CountryID: 50,
  Site: {},
};

describe(`the content sync's legal-mention warnings (${databaseKind})`, () => {
  let db: Connection;
  let folder: string;
  const write = (file: string, data: unknown) => {
    fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    fs.writeFileSync(path.join(folder, file), stringify(data));
  };
  const sync = () => syncFolder(db.prisma, folder, { now: () => new Date("2026-12-06T09:00:00Z") });

  beforeAll(async () => {
    db = await createTestDatabase();
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "content-mentions-"));
    await db.prisma.category.create({ data: { id: 1, name: "Residential", webId: 1 } });
    await db.prisma.category.create({ data: { id: 13, parentId: 1, name: "Apartment", webId: 1 } });
    write("properties/atr-4301.yaml", flemishSale);
    write("properties/atr-4302.yaml", brusselsRental);
    write("properties/atr-4303.yaml", walloonSale);
    write("properties/atr-4304.yaml", luxembourgSale);
  });
  afterAll(async () => {
    await db.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("writes the listings and names each mention they lack, by record, field and rule", async () => {
    const report = await sync();
    expect(succeeded(report)).toBe(true);
    expect(report).toMatchObject({ added: 4, failed: 0 });
    expect(report.warnings).toEqual([]);
    expect(report.missingMentions.map((m) => `${m.record}: ${m.field}`)).toEqual([
      "ATR-4301 (properties/atr-4301.yaml): Site.floodGScore",
      "ATR-4302 (properties/atr-4302.yaml): Site.chargesRenter",
      "ATR-4302 (properties/atr-4302.yaml): Site.referenceRent",
      "ATR-4303 (properties/atr-4303.yaml): Site.hasPermit",
      "ATR-4304 (properties/atr-4304.yaml): EPCLabelText",
    ]);
    expect(describeReport(report).split("\n")).toEqual(
      expect.arrayContaining([
        "  § ATR-4301 (properties/atr-4301.yaml): Site.floodGScore is missing: the building's flood score (G-score, A to D), which every sale advertisement in Flanders states (Flemish Decree on Integrated Water Policy, information duty as amended 1 January 2023 (P- and G-score))",
        expect.stringMatching(
          /^ {2}§ ATR-4302 \(properties\/atr-4302\.yaml\): Site\.referenceRent is missing: the reference rent, which every rental advertisement in Brussels states \(Brussels Housing Code/,
        ),
      ]),
    );
  });

  it("reads what the site keeps when a record leaves a field out, and is quiet once every mention is there", async () => {
    write("properties/atr-4301.yaml", { ...flemishSale, Site: { ...flemishSale.Site, floodGScore: "B" } });
    write("properties/atr-4302.yaml", {
      ...brusselsRental,
      Site: { contractType: "MAIN_RESIDENCE_9_YEARS", chargesRenter: 120, referenceRent: 1090 },
    });
    write("properties/atr-4303.yaml", { ...walloonSale, Site: { ...walloonSale.Site, hasPermit: true } });
    write("properties/atr-4304.yaml", { ...luxembourgSale, EPCLabelText: "D" });
    expect((await sync()).missingMentions).toEqual([]);
    // The file now leaves the flood scores out: the site keeps the ones it has, so nothing is missing.
    const site = Object.fromEntries(Object.entries(flemishSale.Site).filter(([key]) => !key.startsWith("flood")));
    write("properties/atr-4301.yaml", { ...flemishSale, Site: site });
    const report = await sync();
    expect(report.missingMentions).toEqual([]);
    expect(
      await db.prisma.property.findUnique({
        where: { reference: "ATR-4301" },
        select: { floodPScore: true, floodGScore: true },
      }),
    ).toEqual({ floodPScore: "A", floodGScore: "B" });
  });

  it("says nothing of a listing taken off the website", async () => {
    write("properties/atr-4302.yaml", { ...brusselsRental, Status: 9 });
    const report = await sync();
    expect(report.missingMentions).toEqual([]);
  });
});
