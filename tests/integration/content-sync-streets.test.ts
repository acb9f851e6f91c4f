import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { stringify } from "yaml";
import type { Connection } from "@/lib/db/infra/connection";
import { getProjectDetail } from "@/lib/db/projects";
import { getPropertyDetail } from "@/lib/db/properties";
import { syncFolder } from "@/tests/support/sync-folder";
import { createTestDatabase, databaseKind } from "@/tests/support/test-database";

// Issue 44: "Rue Josaphat 218, 1030 Schaarbeek" on a Dutch page. A file's `Site: streetNl` (or `streetFr`)
// gives a Brussels street's other name: stored beside Street, shown on the pages of its language; left out,
// kept; null, cleared. A published Brussels listing with one name only is named in the report.

const site = vi.hoisted(() => ({ prisma: null as unknown }));
vi.mock("@/lib/db/infra/prisma", () => ({ getPrisma: () => site.prisma }));
vi.mock("next/cache", () => ({ unstable_cache: (read: () => unknown) => read, revalidateTag: () => {} }));

const texts = (text: string) => ({ en: text, nl: text, fr: text, de: text });
const josaphat = {
  ID: 4501,
  Ident: "ATR-4501",
  Goal: 0,
  Status: 1,
  WebID: 1,
  Title: texts("Maison de maître"),
  Price: 640000,
  Street: "Rue Josaphat",
  HouseNumber: "218",
  Zip: "1030",
  City: "Schaerbeek",
  CountryID: 10,
  Site: { streetNl: "Josafatstraat" },
};
// Written in Dutch, with its French name.
const waterloo = {
  ...josaphat,
  ID: 4502,
  Ident: "ATR-4502",
  Street: "Waterloosesteenweg",
  HouseNumber: "612",
  Zip: "1050",
  City: "Elsene",
  Site: { streetFr: "Chaussée de Waterloo" },
};
const dansaert = {
  ...josaphat,
  ID: 4503,
  Ident: "ATR-4503",
  Street: "Rue Antoine Dansaert",
  Zip: "1000",
  City: "Bruxelles",
  Site: {},
};
const duray = {
  ID: 451,
  Ident: "PRJ-451",
  Status: 1,
  Title: texts("Les Jardins"),
  Street: "Avenue Émile Duray",
  HouseNumber: "46",
  Zip: "1050",
  City: "Ixelles",
  Site: { streetNl: "Emile Duraylaan" },
};

describe(`a Brussels street's other name through the content sync (${databaseKind})`, () => {
  let db: Connection;
  let folder: string;
  const write = (file: string, data: unknown) => {
    fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    fs.writeFileSync(path.join(folder, file), stringify(data));
  };
  const sync = () => syncFolder(db.prisma, folder, { now: () => new Date("2026-12-06T09:00:00Z") });
  const streets = async () =>
    db.prisma.property.findMany({
      orderBy: { reference: "asc" },
      select: { reference: true, street: true, streetNl: true, streetFr: true },
    });
  const idOf = async (reference: string) =>
    (await db.prisma.property.findUniqueOrThrow({ where: { reference }, select: { id: true } })).id;

  beforeAll(async () => {
    db = await createTestDatabase();
    site.prisma = db.prisma;
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "content-streets-"));
    await db.prisma.category.create({ data: { id: 1, name: "Residential", webId: 1 } });
    write("properties/atr-4501.yaml", josaphat);
    write("properties/atr-4502.yaml", waterloo);
    write("properties/atr-4503.yaml", dansaert);
    write("projects/prj-451.yaml", duray);
  });
  afterAll(async () => {
    await db.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("stores each street's other name, and names the Brussels listing that gives one name only", async () => {
    const report = await sync();
    expect(report).toMatchObject({ added: 4, failed: 0 });
    expect(report.warnings.map((w) => `${w.record}: ${w.field}`)).toEqual([
      "ATR-4503 (properties/atr-4503.yaml): Street",
    ]);
    expect(await streets()).toEqual([
      { reference: "ATR-4501", street: "Rue Josaphat", streetNl: "Josafatstraat", streetFr: null },
      { reference: "ATR-4502", street: "Waterloosesteenweg", streetNl: null, streetFr: "Chaussée de Waterloo" },
      { reference: "ATR-4503", street: "Rue Antoine Dansaert", streetNl: null, streetFr: null },
    ]);
  });

  it("shows the street in the page's language, the town too, and the record's street elsewhere", async () => {
    const address = async (reference: string, locale: "nl" | "fr" | "en" | "de") => {
      const detail = (await getPropertyDetail(await idOf(reference), locale))!;
      return `${detail.address.street} ${detail.address.houseNumber}, ${detail.zip} ${detail.city}`;
    };
    expect(await address("ATR-4501", "nl")).toBe("Josafatstraat 218, 1030 Schaarbeek");
    expect(await address("ATR-4501", "fr")).toBe("Rue Josaphat 218, 1030 Schaerbeek");
    expect(await address("ATR-4501", "de")).toBe("Rue Josaphat 218, 1030 Schaerbeek");
    expect(await address("ATR-4502", "fr")).toBe("Chaussée de Waterloo 612, 1050 Ixelles");
    expect(await address("ATR-4502", "nl")).toBe("Waterloosesteenweg 612, 1050 Elsene");
    const project = (await db.prisma.project.findUniqueOrThrow({ where: { number: "PRJ-451" } })).id;
    expect((await getProjectDetail(project, "nl"))?.address).toBe("Emile Duraylaan 46, 1050 Elsene");
    expect((await getProjectDetail(project, "fr"))?.address).toBe("Avenue Émile Duray 46, 1050 Ixelles");
  });

  it("keeps the name where the file leaves the key out, and clears it with null", async () => {
    write("properties/atr-4501.yaml", { ...josaphat, Site: {} });
    write("properties/atr-4502.yaml", { ...waterloo, Site: { streetFr: null } });
    await sync();
    expect(await streets()).toMatchObject([
      { reference: "ATR-4501", streetNl: "Josafatstraat" },
      { reference: "ATR-4502", streetFr: null },
      { reference: "ATR-4503", streetNl: null },
    ]);
  });
});
