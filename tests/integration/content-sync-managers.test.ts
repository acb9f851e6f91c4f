import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { contentFilesStep } from "@/lib/content-sync/content-files";
import { filePictureReader, filesSource } from "@/lib/content-sync/files-source";
import { syncListings } from "@/lib/content-sync/sync";
import type { Connection } from "@/lib/db/infra/connection";
import { folderFileStore } from "@/lib/storage/folder-store";
import { createTestDatabase, databaseKind } from "@/tests/support/test-database";

// Issue 44: a property for sale named "Elke Janssens, Rental Manager" as its contact. A team file's
// `handles` says which listings the member handles (every kind when left out); the sync warns, per record
// and field, of a sale (a viager, a project, a project's unit) whose manager handles rentals only, and of a
// rental whose manager handles sales only, once the team files are written.

const locales = ["en", "nl", "fr", "de"] as const;
const each = (text: string) => Object.fromEntries(locales.map((l) => [l, `${text} (${l})`]));
const teamFile = (front: object) =>
  `---\n${stringify({ ...front, role: each("Role") })}---\n\n${locales.map((l) => `# ${l}\n\nBio (${l}).\n`).join("\n")}`;

const listing = (id: number, fields: object) => ({
  ID: id,
  Ident: `ATR-${id}`,
  Goal: 0,
  Status: 1,
  WebID: 1,
  Title: each("Maison"),
  Price: 300000,
  Zip: "3000",
  City: "Leuven",
  CountryID: 10,
  ...fields,
});

describe(`the content sync's manager warnings (${databaseKind})`, () => {
  let db: Connection;
  let folder: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    fs.writeFileSync(path.join(folder, file), text);
  };
  const sync = () =>
    syncListings(
      db.prisma,
      filesSource(folder),
      { full: true, dryRun: false, now: () => new Date("2026-12-06T09:00:00Z") },
      {
        store: folderFileStore(path.join(folder, ".media")),
        documentStore: folderFileStore(path.join(folder, ".documents")),
        pictureReader: (record) => filePictureReader(folder, record.origin.where),
        expire: () => {},
        content: contentFilesStep(folder),
      },
    );
  const managerWarnings = async () =>
    (await sync()).warnings.filter((w) => w.field === "ManagerID").map((w) => `${w.record}: ${w.problem}`);

  beforeAll(async () => {
    db = await createTestDatabase();
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "content-managers-"));
    await db.prisma.category.create({ data: { id: 1, name: "Residential", webId: 1 } });
    write(
      "users/elke.yaml",
      stringify({ ID: 4, FirstName: "Elke", LastName: "Janssens", Email: "elke@atrium.example" }),
    );
    write(
      "users/pieter.yaml",
      stringify({ ID: 2, FirstName: "Pieter", LastName: "Vermeulen", Email: "p@atrium.example" }),
    );
    write(
      "users/jerome.yaml",
      stringify({ ID: 5, FirstName: "Jérôme", LastName: "Delvaux", Email: "j@atrium.example" }),
    );
    write("team/elke-janssens.md", teamFile({ ID: 4, handles: ["rent"] }));
    write("team/pieter-vermeulen.md", teamFile({ ID: 2, handles: ["sale"] }));
    // No `handles`: every kind, never warned of.
    write("team/jerome-delvaux.md", teamFile({ ID: 5 }));
    write(
      "projects/prj-601.yaml",
      stringify({
        ID: 601,
        Ident: "PRJ-601",
        Status: 1,
        Title: each("Residentie"),
        Zip: "3000",
        City: "Leuven",
        ManagerID: 4,
      }),
    );
    write("properties/atr-6001.yaml", stringify(listing(6001, { ManagerID: 4 })));
    write("properties/atr-6002.yaml", stringify(listing(6002, { Goal: 1, Price: 950, ManagerID: 2 })));
    write(
      "properties/atr-6003.yaml",
      stringify(listing(6003, { Goal: 1, Price: 950, ManagerID: 4, Site: { viagerType: "OCCUPIED" } })),
    );
    write("properties/atr-6004.yaml", stringify(listing(6004, { ProjectID: 601, Goal: 1, ManagerID: 4 })));
    write("properties/atr-6005.yaml", stringify(listing(6005, { Goal: 1, Price: 950, ManagerID: 4 })));
    write("properties/atr-6006.yaml", stringify(listing(6006, { ManagerID: 2 })));
    write("properties/atr-6007.yaml", stringify(listing(6007, { Goal: 1, Price: 950, ManagerID: 5 })));
    write("properties/atr-6008.yaml", stringify(listing(6008, { ManagerID: 5 })));
    // Off the website: no visitor is sent to its contact.
    write("properties/atr-6009.yaml", stringify(listing(6009, { Status: 9, ManagerID: 4 })));
  });
  afterAll(async () => {
    await db.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("stores what each member handles, every kind where the file says nothing", async () => {
    await sync();
    const members = await db.prisma.teamMember.findMany({
      orderBy: { sourceId: "asc" },
      select: { sourceId: true, handlesSales: true, handlesRentals: true },
    });
    expect(members).toEqual([
      { sourceId: 2, handlesSales: true, handlesRentals: false },
      { sourceId: 4, handlesSales: false, handlesRentals: true },
      { sourceId: 5, handlesSales: true, handlesRentals: true },
    ]);
  });

  it("warns of each published sale, viager, project and unit with a rentals-only manager, and each rental with a sales-only one", async () => {
    const rentalsOnly = (what: string) =>
      `names Elke Janssens, who handles rentals only (team/elke-janssens.md: handles: [rent]), as the contact of ${what}; name a member who handles sales, or add sale to their handles`;
    expect(await managerWarnings()).toEqual([
      `PRJ-601 (projects/prj-601.yaml): ${rentalsOnly("a sale")}`,
      `ATR-6001 (properties/atr-6001.yaml): ${rentalsOnly("a sale")}`,
      "ATR-6002 (properties/atr-6002.yaml): names Pieter Vermeulen, who handles sales only (team/pieter-vermeulen.md: handles: [sale]), as the contact of a rental; name a member who handles rentals, or add rent to their handles",
      `ATR-6003 (properties/atr-6003.yaml): ${rentalsOnly("a sale")}`,
      `ATR-6004 (properties/atr-6004.yaml): ${rentalsOnly("a sale")}`,
    ]);
  });

  it("is quiet once the team files say the members handle both", async () => {
    write("team/elke-janssens.md", teamFile({ ID: 4, handles: ["rent", "sale"] }));
    write("team/pieter-vermeulen.md", teamFile({ ID: 2 }));
    expect(await managerWarnings()).toEqual([]);
  });

  it("refuses a team file whose handles names what is neither sale nor rent, or nothing", async () => {
    write("team/elke-janssens.md", teamFile({ ID: 4, handles: ["sell"] }));
    write("team/pieter-vermeulen.md", teamFile({ ID: 2, handles: [] }));
    const report = await sync();
    expect(report.problems.map((p) => `${p.record}: ${p.field} ${p.problem}`)).toEqual([
      "elke-janssens (team/elke-janssens.md): handles.0 must be sale or rent",
      "pieter-vermeulen (team/pieter-vermeulen.md): handles is empty: name sale, rent or both, or leave it out for both",
    ]);
  });
});
