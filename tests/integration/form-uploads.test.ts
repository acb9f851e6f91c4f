import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Connection } from "@/lib/db/connection";
import { isOverUploadQuota } from "@/lib/forms/upload-quota";
import { checkUpload, storeWithUploads, type CheckedUpload } from "@/lib/forms/uploads";
import { pdf } from "@/tests/support/files";
import { createTestDatabase, databaseKind } from "@/tests/support/test-database";

// A submission's files are on disk exactly when the submission is stored, and an address (or the
// site) gets a day's allowance of files.

const application = (clientKey: string | null, within?: () => Promise<void>) => ({
  kind: "JOB" as const,
  locale: "nl" as const,
  email: "sam@example.be",
  payload: { firstName: "Sam" },
  clientKey,
  mails: [{ to: "info@atrium.test", locale: "nl" as const, subject: "Sollicitatie", html: "<p>CV</p>", text: "CV" }],
  within: within && (async () => within()),
});

async function cv(text = "Sam Peeters"): Promise<CheckedUpload> {
  const checked = await checkUpload(new File([pdf(text)], "cv.pdf"), ["pdf"], true);
  if (!checked || typeof checked === "string") throw new Error(`refused: ${checked}`);
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
    const id = await storeWithUploads(application("stored"), [upload], { db: db.prisma, dir });
    const stored = path.join(dir, upload.storedName);
    expect(fs.readFileSync(stored).equals(upload.bytes)).toBe(true);
    expect(fs.statSync(stored).mode & 0o777).toBe(0o600);
    const row = await db.prisma.upload.findUniqueOrThrow({ where: { storedName: upload.storedName } });
    expect(row).toMatchObject({ submissionId: id, originalName: "cv.pdf", sizeBytes: upload.bytes.length });
  });

  it("leaves no file behind when storing the submission fails after the file was written", async () => {
    const before = fs.readdirSync(dir);
    const rows = await db.prisma.formSubmission.count();
    const upload = await cv();
    let written = false;
    const failing = application("failing", async () => {
      written = fs.existsSync(path.join(dir, upload.storedName));
      throw new Error("the database refused the submission");
    });
    await expect(storeWithUploads(failing, [upload], { db: db.prisma, dir })).rejects.toThrow(/refused/);
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
      storeWithUploads(application("blocked"), [await cv()], { db: db.prisma, dir: blocked }),
    ).rejects.toThrow();
    expect(await db.prisma.formSubmission.count()).toBe(rows);
  });

  it("refuses an address's files past its daily count, and counts only the last 24 hours", async () => {
    const quota = { filesPerAddress: 3, bytesPerAddress: 10 * 1024 * 1024, bytesSiteWide: 100 * 1024 * 1024 };
    const one = { files: 1, bytes: 100 };
    for (let n = 0; n < 3; n++) {
      expect(await isOverUploadQuota("busy", one, db.prisma, quota)).toBe(false);
      await storeWithUploads(application("busy"), [await cv(`CV ${n}`)], { db: db.prisma, dir });
    }
    expect(await isOverUploadQuota("busy", one, db.prisma, quota)).toBe(true);
    expect(await isOverUploadQuota("busy", { files: 0, bytes: 0 }, db.prisma, quota)).toBe(false);
    expect(await isOverUploadQuota("someone else", one, db.prisma, quota)).toBe(false);

    await db.prisma.upload.updateMany({
      where: { submission: { clientKey: "busy" } },
      data: { createdAt: new Date(Date.now() - 25 * 60 * 60_000) },
    });
    expect(await isOverUploadQuota("busy", one, db.prisma, quota)).toBe(false);
  });

  it("refuses everyone's files once the site has taken its daily bytes", async () => {
    const sinceYesterday = await db.prisma.upload.aggregate({
      where: { createdAt: { gte: new Date(Date.now() - 24 * 60 * 60_000) } },
      _sum: { sizeBytes: true },
    });
    const used = sinceYesterday._sum.sizeBytes ?? 0;
    const quota = { filesPerAddress: 100, bytesPerAddress: 1024 * 1024, bytesSiteWide: used + 1000 };
    expect(await isOverUploadQuota(null, { files: 1, bytes: 1000 }, db.prisma, quota)).toBe(false);
    expect(await isOverUploadQuota(null, { files: 1, bytes: 1001 }, db.prisma, quota)).toBe(true);
    expect(await isOverUploadQuota("new visitor", { files: 1, bytes: 1001 }, db.prisma, quota)).toBe(true);
  });
});
