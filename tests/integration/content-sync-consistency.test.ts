import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { describeReport, succeeded } from "@/lib/content-sync/sync";
import type { Connection } from "@/lib/db/infra/connection";
import { syncFolder } from "@/tests/support/sync-folder";
import { createTestDatabase, databaseKind } from "@/tests/support/test-database";

// Records that each pass their own checks but contradict one another (issue 24, the demo's mistakes): the
// sync writes them and reports each contradiction as a warning (`!`) naming both records.

const texts = (text: string) => ({ en: text, nl: text, fr: text, de: text });

const project = {
  ID: 401,
  Ident: "PRJ-401",
  Status: 1,
  Title: texts("Residentie Dijlepark"),
  Street: "Mechelsestraat",
  HouseNumber: "96",
  Zip: "3000",
  City: "Leuven",
  CountryID: 10,
  Site: {
    status: "UNDER_CONSTRUCTION",
    deliveryDate: "2027-03-31",
    units: [{ reference: "PRJ-401-A01", floor: 0, surface: 62, bedrooms: 1, price: 265000, status: "SOLD" }],
  },
};

function property(overrides: Record<string, unknown> = {}) {
  return {
    ID: 4201,
    Ident: "ATR-4201",
    Goal: 0,
    Status: 1,
    WebID: 1,
    TypeDescription: { nl: "Appartement" },
    Title: texts("Nieuwbouwappartement in Residentie Dijlepark"),
    Price: 385000,
    PublishPrice: true,
    PublishAddress: true,
    Street: "Vaartstraat",
    HouseNumber: "112",
    Zip: "3000",
    City: "Leuven",
    CountryID: 10,
    SurfaceLiving: 88,
    NumberOfBedRooms: 2,
    ConstructionYear: 2026,
    ProjectID: 401,
    Site: { floor: 2 },
    ...overrides,
  };
}

const rental = {
  ...property({ ID: 4202, Ident: "ATR-4202", Goal: 1, Price: 1350, ProjectID: null, ConstructionYear: 1931 }),
  Zip: "1040",
  City: "Etterbeek",
  Street: "Rue Gray",
  Site: { streetNl: "Graystraat", availability: "IMMEDIATE", availableFrom: "2026-12-30", depositAmount: 4500 },
};

describe(`the content sync's consistency warnings (${databaseKind})`, () => {
  let db: Connection;
  let folder: string;
  const write = (file: string, data: unknown) => {
    fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    fs.writeFileSync(path.join(folder, file), stringify(data));
  };
  const sync = () => syncFolder(db.prisma, folder, { now: () => new Date("2026-11-26T09:00:00Z") });

  beforeAll(async () => {
    db = await createTestDatabase();
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "content-consistency-"));
    await db.prisma.category.create({ data: { id: 1, name: "Residential", webId: 1 } });
    await db.prisma.category.create({ data: { id: 13, parentId: 1, name: "Apartment", webId: 1 } });
    write("projects/prj-401.yaml", project);
    write("properties/atr-4201.yaml", property());
    write("properties/atr-4202.yaml", rental);
  });
  afterAll(async () => {
    await db.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("writes the records and reports each contradiction as a `!` line naming both", async () => {
    const report = await sync();
    expect(succeeded(report)).toBe(true);
    expect(report).toMatchObject({ added: 3, failed: 0 });
    const lines = describeReport(report).split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "  ! ATR-4201 (properties/atr-4201.yaml): ProjectID names PRJ-401 (projects/prj-401.yaml), whose price list (Site.units) does not list ATR-4201",
        "  ! ATR-4201 (properties/atr-4201.yaml): ConstructionYear 2026 is not the year its project PRJ-401 (projects/prj-401.yaml) is delivered: 31-3-2027",
        "  ! ATR-4201 (properties/atr-4201.yaml): Street Vaartstraat 112, 3000 Leuven is not the address of its project PRJ-401 (projects/prj-401.yaml): Mechelsestraat 96, 3000 Leuven",
        "  ! ATR-4202 (properties/atr-4202.yaml): Site.availableFrom is 30-12-2026, a date to come, while Site.availability says IMMEDIATE",
        "  ! ATR-4202 (properties/atr-4202.yaml): Site.depositAmount 4500 is more than a home's deposit may be in Brussels: 3 months' rent (4050)",
      ]),
    );
    expect(report.warnings).toHaveLength(5);
    expect(await db.prisma.property.count({ where: { reference: { in: ["ATR-4201", "ATR-4202"] } } })).toBe(2);
  });

  it("is quiet once the records agree", async () => {
    write("projects/prj-401.yaml", {
      ...project,
      Site: {
        ...project.Site,
        units: [
          ...project.Site.units,
          { reference: "ATR-4201", floor: 2, surface: 88, bedrooms: 2, price: 385000, status: "AVAILABLE" },
        ],
      },
    });
    write(
      "properties/atr-4201.yaml",
      property({ Street: "Mechelsestraat", HouseNumber: "96", ConstructionYear: 2027 }),
    );
    write("properties/atr-4202.yaml", {
      ...rental,
      Site: { availability: "FROM_DATE", availableFrom: "2026-12-30", depositAmount: 4050 },
    });
    const report = await sync();
    expect(report.warnings).toEqual([]);
  });

  it("says which figures of a unit's line disagree with its listing", async () => {
    write("properties/atr-4201.yaml", {
      ...property({ Street: "Mechelsestraat", HouseNumber: "96", ConstructionYear: 2027, Price: 389000 }),
    });
    const report = await sync();
    expect(report.warnings).toEqual([
      {
        record: "ATR-4201 (properties/atr-4201.yaml)",
        field: "ProjectID",
        problem:
          "its line in the price list of PRJ-401 (projects/prj-401.yaml) differs: price 385000 there, 389000 here",
      },
    ]);
  });
});
