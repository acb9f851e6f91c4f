import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Connection } from "@/lib/db/infra/connection";
import type { Database } from "@/lib/db/database";
import { config } from "@/lib/config";
import { deleteExpired } from "@/lib/db/retention";
import { runRetention } from "@/lib/retention/job";
import { retentionCutoffs } from "@/lib/rules/retention";
import { normaliseIdentifier } from "@/lib/rules/identifier";
import { fileArea, type FileStore } from "@/lib/storage/file-store";
import { folderFileStore } from "@/lib/storage/folder-store";
import { postgresFileStore } from "@/lib/storage/postgres-store";
import { captureLog } from "@/tests/support/log";
import { createTestDatabase, databaseKind } from "@/tests/support/test-database";

// The job as every web server runs it: one run a day whichever server asks, one at a time, files removed
// after their rows (from any store, and those a dead run left), a file that will not go logged by name and
// tried again, and one line of counts.

const day = 86_400_000;
const start = new Date("2027-06-15T10:00:00.000Z");
const at = (days: number) => new Date(start.getTime() + days * day);
const longAgo = new Date("2020-01-01T00:00:00.000Z");

describe(`the retention job (${databaseKind})`, () => {
  let db: Connection;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "retention-job-"));
  const folder = folderFileStore(dir);
  let info: ReturnType<typeof captureLog>;
  let error: ReturnType<typeof captureLog>;

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  beforeEach(() => {
    info = captureLog("info");
    error = captureLog("error");
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => {
    await db?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** An old consent record: something for a run to delete. */
  const oldConsent = () =>
    db.prisma.consentRecord.create({
      data: { consentId: "7c9e6679-7425-40de-944b-e07fc1f90ae7", createdAt: longAgo, policyVersion: 1, accepted: [] },
    });

  /** An old submission with uploaded files, each written to `store`. */
  async function oldSubmission(store: FileStore, files: string[]) {
    for (const file of files) await store.put(file, Buffer.from(file), "application/pdf");
    await db.prisma.formSubmission.create({
      data: {
        kind: "RENTAL_APPLICATION",
        locale: "nl",
        email: "tenant@example.be",
        emailKey: normaliseIdentifier("tenant@example.be"),
        payload: {},
        createdAt: longAgo,
        uploads: {
          create: files.map((storedName) => ({
            storedName,
            originalName: "payslip.pdf",
            mimeType: "application/pdf",
            sizeBytes: 9,
          })),
        },
      },
    });
  }

  it("runs once a day, whichever server asks, and logs how many of each kind it deleted", async () => {
    await oldConsent();
    const first = await runRetention({ db: db.prisma, store: folder, now: start });
    expect(first).toMatchObject({ consentRecords: 1, submissions: 0 });
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ event: "retention.deleted", consentRecords: 1, mails: 0, files: 0, filesKept: 0 }),
      "Retention: 1 rows and 0 files deleted",
    );
    await oldConsent();
    expect(await runRetention({ db: db.prisma, store: folder, now: at(0.99) })).toBeNull();
    expect(await db.prisma.consentRecord.count()).toBe(1);
    expect(await runRetention({ db: db.prisma, store: folder, now: at(1) })).toMatchObject({ consentRecords: 1 });
    expect(info).toHaveBeenCalledTimes(2);
  });

  it("lets one of two runs asking at once work, the other doing nothing", async () => {
    await oldConsent();
    const runs = await Promise.all([at(2), at(2)].map((now) => runRetention({ db: db.prisma, store: folder, now })));
    expect(runs.filter((report) => report === null)).toHaveLength(1);
    expect(runs.find((report) => report !== null)).toMatchObject({ consentRecords: 1 });
    expect(await db.prisma.consentRecord.count()).toBe(0);
  });

  it("removes the files after their rows, from a store in the database too", async () => {
    const store = fileArea(postgresFileStore(db.prisma), "uploads");
    await oldSubmission(store, ["payslip-1.pdf", "payslip-2.pdf"]);
    expect(await store.get("payslip-1.pdf")).not.toBeNull();
    // An old rental application's files go by the applications' 6-month rule, then the application itself.
    expect(await runRetention({ db: db.prisma, store, now: at(3) })).toMatchObject({
      cvs: 2,
      submissions: 1,
      uploads: 0,
      files: 2,
    });
    expect([await store.get("payslip-1.pdf"), await store.get("payslip-2.pdf")]).toEqual([null, null]);
  });

  it("logs a file it cannot remove by name and goes on with the others", async () => {
    await oldSubmission(folder, ["stuck.pdf", "free.pdf"]);
    const store: FileStore = {
      ...folder,
      delete: async (key) =>
        key === "stuck.pdf" ? Promise.reject(new Error("permission denied")) : folder.delete(key),
    };
    expect(await runRetention({ db: db.prisma, store, now: at(4) })).toMatchObject({
      submissions: 1,
      files: 1,
      filesKept: 1,
    });
    expect(fs.existsSync(path.join(dir, "free.pdf"))).toBe(false);
    expect(await db.prisma.upload.count()).toBe(0);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ event: "retention.file_kept", file: "stuck.pdf" }),
      "Retention: upload stuck.pdf not removed",
    );
    expect(info).toHaveBeenCalledWith(expect.objectContaining({ files: 1, filesKept: 1 }), expect.any(String));
    // The name stays queued: the next day's run removes the file once the store lets it.
    expect(await runRetention({ db: db.prisma, store: folder, now: at(4.5) })).toBeNull();
    expect(await runRetention({ db: db.prisma, store: folder, now: at(5) })).toMatchObject({
      submissions: 0,
      files: 1,
      filesKept: 0,
    });
    expect(fs.existsSync(path.join(dir, "stuck.pdf"))).toBe(false);
    expect(await db.prisma.uploadRemoval.count()).toBe(0);
  });

  it("removes the files of rows a server deleted before it died, at the next run", async () => {
    await oldSubmission(folder, ["orphan-1.pdf", "orphan-2.pdf"]);
    // A run that deletes the rows, then dies before it reaches the files.
    await deleteExpired(retentionCutoffs(config.retention, at(6)), db.prisma);
    expect(await db.prisma.upload.count()).toBe(0);
    expect(fs.existsSync(path.join(dir, "orphan-1.pdf"))).toBe(true);
    expect(await runRetention({ db: db.prisma, store: folder, now: at(6) })).toMatchObject({
      submissions: 0,
      files: 2,
      filesKept: 0,
    });
    expect(fs.readdirSync(dir).filter((file) => file.startsWith("orphan"))).toEqual([]);
    expect(await db.prisma.uploadRemoval.count()).toBe(0);
  });

  it("queues an upload's file with whatever deletes its row, and not when the deletion is rolled back", async () => {
    await oldSubmission(folder, ["first.pdf", "second.pdf"]);
    const first = await db.prisma.upload.findFirstOrThrow({ orderBy: { id: "asc" } });
    await expect(
      db.prisma.$transaction(async (tx) => {
        await tx.upload.delete({ where: { id: first.id } });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await db.prisma.uploadRemoval.count()).toBe(0);
    // A cascade from the submission queues each of its files.
    await db.prisma.formSubmission.delete({ where: { id: first.submissionId } });
    expect((await db.prisma.uploadRemoval.findMany()).map((row) => row.storedName).sort()).toEqual([
      "first.pdf",
      "second.pdf",
    ]);
    expect(await runRetention({ db: db.prisma, store: folder, now: at(7) })).toMatchObject({ files: 2, filesKept: 0 });
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("never removes a file an upload's row names, and takes its name off the queue", async () => {
    // A backup from before the row was deleted, restored after its name was queued: the row and the name.
    await oldSubmission(folder, ["restored.pdf"]);
    await db.prisma.uploadRemoval.create({ data: { storedName: "restored.pdf" } });
    // Periods long enough to keep the submission: only the queue is at stake.
    const periods = { ...config.retention, submissionMonths: 1200, cvMonths: 1200 };
    await db.prisma.contentSyncLease.deleteMany();
    expect(await runRetention({ db: db.prisma, store: folder, now: at(7.5), periods })).toMatchObject({
      submissions: 0,
      files: 0,
    });
    expect(fs.existsSync(path.join(dir, "restored.pdf"))).toBe(true);
    expect(await db.prisma.uploadRemoval.count()).toBe(0);
    await db.prisma.contentSyncLease.deleteMany();
  });

  it("gives a failed run's turn back, so the next hourly try runs again", async () => {
    await oldConsent();
    // A database that answers the turn's claim, then fails on the first deletion.
    const failing = new Proxy(db.prisma, {
      get(target, property) {
        if (property === "$executeRaw") return () => Promise.reject(new Error("connection lost"));
        const value = Reflect.get(target, property);
        return typeof value === "function" ? value.bind(target) : value;
      },
    }) as Database;
    await expect(runRetention({ db: failing, store: folder, now: at(8) })).rejects.toThrow("connection lost");
    expect(await db.prisma.consentRecord.count()).toBe(1);
    expect(await runRetention({ db: db.prisma, store: folder, now: at(8.04) })).toMatchObject({ consentRecords: 1 });
  });
});
