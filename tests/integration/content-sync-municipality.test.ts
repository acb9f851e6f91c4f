import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { describeReport, succeeded } from "@/lib/content-sync/sync";
import type { Connection } from "@/lib/db/infra/connection";
import { syncFolder } from "@/tests/support/sync-folder";
import { createTestDatabase, databaseKind } from "@/tests/support/test-database";

// Issue 43: Statbel's figures are per municipality. A published Belgian listing whose municipality the site
// cannot tell is named in the sync's report (record, field, what to do); the record is written all the same.

const texts = (text: string) => ({ en: text, nl: text, fr: text, de: text });

const kesselLo = {
  ID: 4401,
  Ident: "ATR-4401",
  Goal: 0,
  Status: 1,
  WebID: 1,
  Title: texts("Rijwoning in Kessel-Lo"),
  Price: 365000,
  Zip: "3010",
  City: "Kessel-Lo",
  CountryID: 10,
};
// 1040 serves the City of Brussels and Etterbeek: a town it does not serve decides nothing.
const unknownTown = {
  ...kesselLo,
  ID: 4402,
  Ident: "ATR-4402",
  Title: texts("Appartement"),
  Zip: "1040",
  City: "Paris",
};
const luxembourg = { ...kesselLo, ID: 4403, Ident: "ATR-4403", Zip: "4011", City: "Esch-sur-Alzette", CountryID: 50 };
// A shared postal code, the commune named by the file.
const named = {
  ...kesselLo,
  ID: 4404,
  Ident: "ATR-4404",
  Zip: "1050",
  City: "Bruxelles-Ixelles",
  Site: { municipality: "21009" },
};

describe(`the content sync's municipality warnings (${databaseKind})`, () => {
  let db: Connection;
  let folder: string;
  const write = (file: string, data: unknown) => {
    fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    fs.writeFileSync(path.join(folder, file), stringify(data));
  };
  const sync = () => syncFolder(db.prisma, folder, { now: () => new Date("2026-12-06T09:00:00Z") });
  const codes = async () =>
    Object.fromEntries(
      (
        await db.prisma.property.findMany({
          select: { reference: true, municipalityCode: true },
          orderBy: { reference: "asc" },
        })
      ).map((p) => [p.reference, p.municipalityCode]),
    );

  beforeAll(async () => {
    db = await createTestDatabase();
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "content-municipality-"));
    await db.prisma.category.create({ data: { id: 1, name: "Residential", webId: 1 } });
    write("properties/atr-4401.yaml", kesselLo);
    write("properties/atr-4402.yaml", unknownTown);
    write("properties/atr-4403.yaml", luxembourg);
    write("properties/atr-4404.yaml", named);
  });
  afterAll(async () => {
    await db.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("writes every listing, stores the named code, and warns of the one it cannot place only", async () => {
    const report = await sync();
    expect(succeeded(report)).toBe(true);
    expect(report).toMatchObject({ added: 4, failed: 0 });
    expect(report.warnings).toEqual([
      {
        record: "ATR-4402 (properties/atr-4402.yaml)",
        field: "City",
        problem:
          'Paris is none of the towns of postal code 1040, which serves Bruxelles (21004), Etterbeek (21005), so its page shows no sale prices of its municipality; write the town as the post does, or name it in the file with `Site: municipality: "21005"` (its NIS code)',
      },
    ]);
    expect(describeReport(report)).toContain(
      "  ! ATR-4402 (properties/atr-4402.yaml): City Paris is none of the towns",
    );
    expect(await codes()).toEqual({ "ATR-4401": null, "ATR-4402": null, "ATR-4403": null, "ATR-4404": "21009" });
  });

  it("warns of a named code that is no municipality, and is quiet once the file names a real one", async () => {
    write("properties/atr-4404.yaml", { ...named, Site: { municipality: "21099" } });
    const wrong = await sync();
    expect(wrong.warnings.map((w) => `${w.record}: ${w.field}`)).toEqual([
      "ATR-4402 (properties/atr-4402.yaml): City",
      "ATR-4404 (properties/atr-4404.yaml): Site.municipality",
    ]);
    expect((await codes())["ATR-4404"]).toBe("21099");

    write("properties/atr-4402.yaml", { ...unknownTown, Site: { municipality: "21005" } });
    write("properties/atr-4404.yaml", named);
    const report = await sync();
    expect(report.warnings).toEqual([]);
    expect(await codes()).toMatchObject({ "ATR-4402": "21005", "ATR-4404": "21009" });
  });

  it("says nothing of a listing taken off the website", async () => {
    write("properties/atr-4402.yaml", { ...unknownTown, Status: 9 });
    expect((await sync()).warnings).toEqual([]);
  });
});
