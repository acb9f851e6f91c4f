import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { filePictureReader, filesSource } from "@/lib/content-sync/files-source";
import { syncListings } from "@/lib/content-sync/sync";
import type { Connection } from "@/lib/db/infra/connection";
import { categories } from "@/lib/domain/categories";
import { folderFileStore } from "@/lib/storage/folder-store";
import { createTestDatabase, databaseKind } from "@/tests/support/test-database";

// An agency's first sync into a fresh database (after `npm run db:migrate`, without the demo seed): the
// listings are filed under the site's own category tree, which the sync writes first; a dry run writes nothing.

describe(`the first sync into a fresh database (${databaseKind})`, () => {
  let db: Connection;
  let folder: string;
  const record = (ID: number, WebID: number, type: string) => ({
    ID,
    Ident: `ATR-${ID}`,
    Goal: 0,
    Status: 1,
    WebID,
    TypeDescription: { nl: type },
    Title: { nl: `Woning ${ID}`, fr: `Bien ${ID}` },
    Price: 250000,
    PublishPrice: true,
    Zip: "9000",
    City: "Gent",
    CountryID: 10,
  });
  const sync = (dryRun: boolean) =>
    syncListings(
      db.prisma,
      filesSource(folder),
      { full: true, dryRun },
      {
        store: folderFileStore(path.join(folder, ".media")),
        documentStore: folderFileStore(path.join(folder, ".media", "documents")),
        pictureReader: (r) => filePictureReader(folder, r.origin.where),
        expire: () => {},
      },
    );

  beforeAll(async () => {
    db = await createTestDatabase();
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "content-sync-fresh-"));
    fs.mkdirSync(path.join(folder, "properties"));
    fs.writeFileSync(path.join(folder, "properties", "a.yaml"), stringify(record(5101, 1, "Appartement")));
    fs.writeFileSync(path.join(folder, "properties", "b.yaml"), stringify(record(5102, 1, "Woning")));
  });
  afterAll(async () => {
    await db.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("a dry run finds every record fileable and writes nothing, not even the categories", async () => {
    const report = await sync(true);
    expect(report.failed).toBe(0);
    expect(report.added).toBe(2);
    expect(await db.prisma.category.count()).toBe(0);
    expect(await db.prisma.property.count()).toBe(0);
  });

  it("the sync writes the site's categories in every language, then files each listing by its type", async () => {
    const report = await sync(false);
    expect(report.failed).toBe(0);
    expect(await db.prisma.category.count()).toBe(categories.length);
    expect(await db.prisma.categoryTranslation.count()).toBe(categories.length * 4);
    const filed = await db.prisma.property.findMany({
      orderBy: { reference: "asc" },
      select: { reference: true, category: { select: { name: true } } },
    });
    expect(filed).toEqual([
      { reference: "ATR-5101", category: { name: "Apartment" } },
      { reference: "ATR-5102", category: { name: "House" } },
    ]);
  });

  it("a later sync leaves the categories as they are", async () => {
    await db.prisma.categoryTranslation.updateMany({ where: { categoryId: 13, locale: "nl" }, data: { name: "Flat" } });
    expect((await sync(false)).failed).toBe(0);
    expect(await db.prisma.category.count()).toBe(categories.length);
    expect(
      await db.prisma.categoryTranslation.findUniqueOrThrow({
        where: { categoryId_locale: { categoryId: 13, locale: "nl" } },
      }),
    ).toMatchObject({ name: "Flat" });
  });
});
