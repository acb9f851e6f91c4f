import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crmSource, parseLanguageIds } from "@/lib/content-sync/crm-source";
import { crmPictureReader } from "@/lib/content-sync/job";
import { syncListings, type SyncReport } from "@/lib/content-sync/sync";
import type { Connection } from "@/lib/db/infra/connection";
import { lastSyncStart } from "@/lib/db/sync-runs";
import { folderFileStore } from "@/lib/storage/folder-store";
import { categories } from "@/lib/domain/categories";
import { startStandIn, type StandIn } from "@/tests/support/crm-stand-in-server.mjs";
import { createTestDatabase, databaseKind } from "@/tests/support/test-database";

// The agency's CRM (docs/crm-feed.md), played by the stand-in: a full sync, one that finds nothing new, changes
// of price, status and photo order, a deletion, a photo from a host not allowed, and a CRM that refuses,
// breaks its envelope or does not answer: the sync then stops, reports, and keeps what it had.

describe(`the content sync from the CRM (${databaseKind})`, () => {
  let db: Connection;
  let standIn: StandIn;
  let mediaDir: string;
  let clock = new Date("2026-11-25T08:00:00Z");

  const sync = (options: { full?: boolean; dryRun?: boolean; timeoutMs?: number } = {}): Promise<SyncReport> => {
    clock = new Date(clock.getTime() + 10 * 60_000);
    const settings = {
      url: standIn.url,
      customerName: standIn.customer,
      customerPassword: standIn.password,
      languageIds: parseLanguageIds(),
    };
    return syncListings(
      db.prisma,
      // No pause between tries: the tries are counted, not waited for.
      crmSource(settings, { sleep: async () => {}, timeoutMs: options.timeoutMs ?? 5_000 }),
      { full: options.full ?? false, dryRun: options.dryRun ?? false, now: () => clock },
      {
        store: folderFileStore(mediaDir),
        documentStore: folderFileStore(path.join(mediaDir, "documents")),
        pictureReader: crmPictureReader(standIn.url, []),
        expire: () => {},
      },
    );
  };
  const byReference = (reference: string) =>
    db.prisma.property.findUniqueOrThrow({
      where: { reference },
      include: { photos: { orderBy: { position: "asc" } }, history: { orderBy: { id: "asc" } } },
    });
  const photoRequests = () => standIn.requests.filter((r) => r.path.includes("/media/"));

  beforeAll(async () => {
    db = await createTestDatabase();
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "crm-media-"));
    await db.prisma.category.createMany({
      data: categories.map((c) => ({ id: c.id, parentId: c.parentId, name: c.name, webId: c.webId })),
    });
    standIn = await startStandIn({ port: 0 });
  });
  afterAll(async () => {
    await standIn.close();
    await db.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  it("takes every record, its photos, manager and project on a first sync", async () => {
    const report = await sync();
    // Three staff members, two owners (both invited), a project and five properties.
    expect(report).toMatchObject({ full: true, added: 11, invited: 2, failed: 0, withdrawn: 0, stopped: null });
    expect(report.photosFetched).toBeGreaterThanOrEqual(10);
    // The video address the spec's rules do not know is dropped and said so.
    expect(report.warnings).toContainEqual(expect.objectContaining({ field: "VideoUrl" }));

    const gent = await byReference("ATR-2042");
    // GoogleX held the longitude: told apart by range.
    expect(gent).toMatchObject({ publishAddress: false, latitude: 51.0418, longitude: 3.7392, status: "UNDER_OPTION" });
    expect(gent.photos.length).toBeGreaterThan(0);
    expect(gent.managerId).not.toBeNull();
    // Staff portraits are stored as the listings' photos are.
    const manager = await db.prisma.teamMember.findUniqueOrThrow({ where: { id: gent.managerId! } });
    expect(manager.photoUrl).toMatch(/^\/media\/synced\/[0-9a-f]{64}\.webp$/);
    const unit = await byReference("ATR-2045");
    const project = await db.prisma.project.findUniqueOrThrow({ where: { sourceId: 301 } });
    expect(unit).toMatchObject({ projectId: project.id, isNewBuild: true });
    const esch = await byReference("ATR-2044");
    expect(esch).toMatchObject({ countryId: 50, epcLabel: null });
    expect(esch.epcLabelText).toBeTruthy();
  });

  it("asks for changes since the last start less 5 minutes, and downloads no photo it has", async () => {
    const last = await lastSyncStart("crm", db.prisma);
    standIn.requests.length = 0;
    const report = await sync();
    expect(report.full).toBe(false);
    expect(report.since).toBe(new Date(last!.getTime() - 5 * 60_000).toISOString());
    expect(report).toMatchObject({ added: 0, changed: 0, failed: 0, withdrawn: 0 });
    expect(photoRequests()).toEqual([]);
  });

  it("records a new price and status from the CRM, and a new photo order", async () => {
    const before = await byReference("ATR-2041");
    const photosBefore = before.photos.map((p) => p.sourceId);
    // The same photos in the other order, where the fixture serves them.
    const fixture = JSON.parse(fs.readFileSync("tests/fixtures/crm/properties/atr-2041-etterbeek.json", "utf8")) as {
      XLargePictureItems: Array<{ ID: number; Url: string }>;
    };
    standIn.patchRecord("property", 4101, {
      Price: Number(before.price) - 10_000,
      Status: 3,
      XLargePictureItems: fixture.XLargePictureItems.toReversed(),
    });

    const report = await sync();
    expect(report).toMatchObject({ changed: 1, failed: 0 });
    const after = await byReference("ATR-2041");
    expect(Number(after.price)).toBe(Number(before.price) - 10_000);
    expect(after.status).toBe("UNDER_OPTION");
    expect(after.photos.map((p) => p.sourceId)).toEqual(photosBefore.toReversed());
    expect(after.history.slice(-2).map((h) => [h.field, h.source])).toEqual([
      ["price", "crm"],
      ["status", "crm"],
    ]);
  });

  it("warns when a unit property changed alone no longer agrees with its project, which it reads from the site", async () => {
    standIn.patchRecord("property", 4105, { ConstructionYear: 2026 });
    const report = await sync();
    expect(report).toMatchObject({ changed: 1, failed: 0 });
    expect(report.warnings).toEqual([
      {
        record: expect.stringMatching(/^ATR-2045 \(GetPropertyList/),
        field: "ConstructionYear",
        problem: "2026 is not the year its project PRJ-301 (on the site) is delivered: 1-12-2028",
      },
    ]);
    standIn.patchRecord("property", 4105, { ConstructionYear: 2028 });
    expect((await sync()).warnings).toEqual([]);
  });

  it("withdraws what the CRM deleted, keeping the row and its history", async () => {
    standIn.deleteRecord("property", 4103);
    const report = await sync();
    expect(report.withdrawn).toBe(1);
    const gone = await byReference("ATR-2043");
    expect(gone.status).toBe("WITHDRAWN");
    expect(gone.history.at(-1)).toMatchObject({ field: "status", after: "WITHDRAWN", source: "crm" });
  });

  it("withdraws a project the CRM deleted; its units stay, pointing at it", async () => {
    standIn.deleteRecord("project", 301);
    const report = await sync();
    expect(report.withdrawn).toBe(1);
    const project = await db.prisma.project.findUniqueOrThrow({ where: { sourceId: 301 } });
    expect(project.listing).toBe("WITHDRAWN");
    expect((await byReference("ATR-2045")).projectId).toBe(project.id);
  });

  it("never asks a host that is not allowed for a photo, and keeps the photos the record had", async () => {
    const before = await byReference("ATR-2042");
    standIn.requests.length = 0;
    standIn.patchRecord("property", 4102, {
      XLargePictureItems: [{ ID: 990_001, Url: "http://photos.elsewhere.example/front.jpg" }],
    });
    const report = await sync();
    expect(report.warnings).toContainEqual(
      expect.objectContaining({
        record: expect.stringContaining("ATR-2042"),
        problem: expect.stringContaining("not one of the allowed photo hosts"),
      }),
    );
    expect((await byReference("ATR-2042")).photos.map((p) => p.url)).toEqual(before.photos.map((p) => p.url));
    expect(photoRequests()).toEqual([]);
  });

  for (const mode of ["success-false", "broken-envelope", "http-500", "timeout"] as const) {
    it(`stops, reports and keeps what it had when the CRM answers ${mode}`, async () => {
      const last = await lastSyncStart("crm", db.prisma);
      const before = await db.prisma.property.count({ where: { status: { not: "WITHDRAWN" } } });
      standIn.patchRecord("property", 4101, { Price: 123_456 });
      // Every try of the list fails: 4 tries, then the sync stops.
      standIn.fail(mode, 4, "GetPropertyList");
      const report = await sync({ timeoutMs: 300 });
      expect(report.stopped).toMatch(/GetPropertyList/);
      expect(report.stopped).not.toContain(standIn.password);
      expect(await db.prisma.property.count({ where: { status: { not: "WITHDRAWN" } } })).toBe(before);
      // Not a finished sync: the next one asks again from the same time.
      expect(await lastSyncStart("crm", db.prisma)).toEqual(last);
      expect(Number((await byReference("ATR-2041")).price)).not.toBe(123_456);
    });
  }

  it("takes the change once the CRM answers again", async () => {
    const report = await sync();
    expect(report.stopped).toBeNull();
    expect(Number((await byReference("ATR-2041")).price)).toBe(123_456);
  });
});
