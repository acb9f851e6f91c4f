import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Connection } from "@/lib/db/infra/connection";
import { config } from "@/lib/config";
import { limits, uploadChecks, withinLimits } from "@/lib/forms/rate-limit";
import { prepareUpload, receiveUpload, storeWithUploads, type CheckedUpload } from "@/lib/forms/uploads";
import { runRetention } from "@/lib/retention/job";
import { folderFileStore } from "@/lib/storage/folder-store";
import { postgresFileStore } from "@/lib/storage/postgres-store";
import { pdf } from "@/tests/support/files";
import { captureLog } from "@/tests/support/log";
import { createTestDatabase, databaseKind } from "@/tests/support/test-database";

// A submission's files are on disk exactly when the submission is stored, and an address (or the
// site) gets a day's allowance of files.

const application = (within?: () => Promise<void>) => ({
  kind: "JOB" as const,
  locale: "nl" as const,
  email: "sam@example.be",
  payload: { firstName: "Sam" },
  mails: [{ to: "info@atrium.test", locale: "nl" as const, subject: "Sollicitatie", html: "<p>CV</p>", text: "CV" }],
  within: within && (async () => within()),
});

async function cv(text = "Sam Peeters"): Promise<CheckedUpload> {
  const received = await receiveUpload(new File([pdf(text)], "cv.pdf"), ["pdf"], true);
  if (!received || typeof received === "string") throw new Error(`refused: ${received}`);
  const checked = await prepareUpload(received);
  if (typeof checked === "string") throw new Error(`refused: ${checked}`);
  return checked;
}

describe(`files sent with a form (${databaseKind})`, () => {
  let db: Connection;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "uploads-"));
  const dir = path.join(root, "uploads");
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("writes the file with the submission, readable only by the site, and records it", async () => {
    const upload = await cv();
    const id = await storeWithUploads(application(), [upload], { db: db.prisma, store: folderFileStore(dir) });
    const stored = path.join(dir, upload.storedName);
    expect(fs.readFileSync(stored).equals(upload.bytes)).toBe(true);
    expect(fs.statSync(stored).mode & 0o777).toBe(0o600);
    const row = await db.prisma.upload.findUniqueOrThrow({ where: { storedName: upload.storedName } });
    expect(row).toMatchObject({ submissionId: id, originalName: "cv.pdf", sizeBytes: upload.bytes.length });
    expect(await db.prisma.uploadRemoval.count({ where: { storedName: upload.storedName } })).toBe(0);
  });

  it("leaves the file of a server that died before storing the submission to the retention job, a day later", async () => {
    const folder = folderFileStore(dir);
    const upload = await cv();
    const stored = path.join(dir, upload.storedName);
    // The file is written, then the server stops answering before the submission's transaction.
    let written: () => void;
    const died = new Promise<void>((resolve) => (written = resolve));
    const dying = {
      ...folder,
      put: (...args: Parameters<typeof folder.put>) =>
        folder
          .put(...args)
          .then(written)
          .then(() => new Promise<void>(() => {})),
    };
    void storeWithUploads(application(), [upload], { db: db.prisma, store: dying });
    await died;
    expect(fs.existsSync(stored)).toBe(true);
    expect(await db.prisma.upload.count({ where: { storedName: upload.storedName } })).toBe(0);
    captureLog("info");
    const run = (now: Date) => runRetention({ db: db.prisma, store: folder, now });
    // Within the day its submission could still be on its way: the file stays.
    await run(new Date(Date.now() + 60 * 60_000));
    expect(fs.existsSync(stored)).toBe(true);
    await db.prisma.contentSyncLease.deleteMany();
    expect(await run(new Date(Date.now() + 25 * 60 * 60_000))).toMatchObject({ files: 1, filesKept: 0 });
    expect(fs.existsSync(stored)).toBe(false);
    expect(await db.prisma.uploadRemoval.count()).toBe(0);
    vi.restoreAllMocks();
  });

  it("leaves no file behind when storing the submission fails after the file was written", async () => {
    const before = fs.readdirSync(dir);
    const rows = await db.prisma.formSubmission.count();
    const upload = await cv();
    let written = false;
    const failing = application(async () => {
      written = fs.existsSync(path.join(dir, upload.storedName));
      throw new Error("the database refused the submission");
    });
    await expect(storeWithUploads(failing, [upload], { db: db.prisma, store: folderFileStore(dir) })).rejects.toThrow(
      /refused/,
    );
    expect(written).toBe(true);
    expect(fs.readdirSync(dir)).toEqual(before);
    expect(await db.prisma.formSubmission.count()).toBe(rows);
    expect(await db.prisma.upload.count({ where: { storedName: upload.storedName } })).toBe(0);
  });

  it("stores nothing when the file cannot be written", async () => {
    const rows = await db.prisma.formSubmission.count();
    const blocked = path.join(root, "not-a-folder");
    fs.writeFileSync(blocked, "");
    await expect(
      storeWithUploads(application(), [await cv()], { db: db.prisma, store: folderFileStore(blocked) }),
    ).rejects.toThrow();
    expect(await db.prisma.formSubmission.count()).toBe(rows);
  });

  it("keeps the file in the database with FILE_STORE=postgres, and none of a submission that failed", async () => {
    const store = postgresFileStore(db.prisma);
    const upload = await cv();
    await storeWithUploads(application(), [upload], { db: db.prisma, store });
    expect(await store.get(upload.storedName)).toEqual({ bytes: upload.bytes, contentType: "application/pdf" });
    const refused = await cv();
    const failing = application(async () => {
      throw new Error("the database refused the submission");
    });
    await expect(storeWithUploads(failing, [refused], { db: db.prisma, store })).rejects.toThrow(/refused/);
    expect(await store.get(refused.storedName)).toBeNull();
  });

  it("refuses an address's files past its daily count, and leaves other addresses their own", async () => {
    const { filesPerAddress } = config.uploadQuota;
    for (let n = 0; n < filesPerAddress; n++) {
      expect(await withinLimits(uploadChecks("198.51.100.7", [1000]), db.prisma)).toBe(true);
    }
    expect(await withinLimits(uploadChecks("198.51.100.7", [1000]), db.prisma)).toBe(false);
    expect(await withinLimits(uploadChecks("198.51.100.8", [1000]), db.prisma)).toBe(true);
  });

  it("refuses an address's files past its daily bytes", async () => {
    const { bytesPerAddress } = config.uploadQuota;
    expect(await withinLimits(uploadChecks("198.51.100.9", [bytesPerAddress - 10]), db.prisma)).toBe(true);
    expect(await withinLimits(uploadChecks("198.51.100.9", [11]), db.prisma)).toBe(false);
  });

  it("refuses everyone's files once the site has taken its daily bytes", async () => {
    // A database of its own: the tests above have taken some of this one's site-wide bytes.
    const fresh = await createTestDatabase();
    try {
      const { bytesSiteWide } = config.uploadQuota;
      expect(await withinLimits([[limits.siteUploadBytes, "site", bytesSiteWide - 5000]], fresh.prisma)).toBe(true);
      expect(await withinLimits(uploadChecks("203.0.113.1", [1000]), fresh.prisma)).toBe(true);
      expect(await withinLimits(uploadChecks("203.0.113.2", [5000]), fresh.prisma)).toBe(false);
    } finally {
      await fresh.close();
    }
  });
});
