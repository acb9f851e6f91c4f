import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Connection } from "@/lib/db/infra/connection";
import { copyFolderInto } from "@/lib/storage/copy-folder";
import { FileKeyRefused, fileArea, type FileStore } from "@/lib/storage/file-store";
import { folderFileStore } from "@/lib/storage/folder-store";
import { postgresFileStore } from "@/lib/storage/postgres-store";
import { s3FileStore } from "@/lib/storage/s3-store";
import { createTestDatabase, databaseKind } from "@/tests/support/test-database";

// The three places FILE_STORE may keep the site's files hold to one contract: what is put is got back with its
// content type, a key that holds nothing answers null, and a key that would leave the store is refused.

const photo = Buffer.from([0x52, 0x49, 0x46, 0x46, 0x00, 0xff, 0x10, 0x80]);
const escapes = ["../secret.txt", "synced/../../secret.txt", "/etc/passwd", ".hidden", "a//b", "a\\..\\b", ""];

function holdsToTheContract(name: string, open: () => FileStore) {
  describe(name, () => {
    it("gives back what was put, bytes and content type, and replaces it when put again", async () => {
      const store = open();
      await store.put("synced/aa.webp", photo, "image/webp");
      expect(await store.get("synced/aa.webp")).toEqual({ bytes: photo, contentType: "image/webp" });
      await store.put("synced/aa.webp", Buffer.from("again"), "image/webp");
      expect((await store.get("synced/aa.webp"))?.bytes.toString()).toBe("again");
    });

    it("answers null for a key that holds nothing, and after a delete", async () => {
      const store = open();
      expect(await store.get("synced/never-put.webp")).toBeNull();
      await store.put("uploads/cv.pdf", Buffer.from("%PDF-1.7"), "application/pdf");
      await store.delete("uploads/cv.pdf");
      expect(await store.get("uploads/cv.pdf")).toBeNull();
      await store.delete("uploads/cv.pdf");
    });

    it("refuses a key that would leave the store, reading or writing", async () => {
      const store = open();
      for (const key of escapes) {
        await expect(store.put(key, photo, "image/webp"), key).rejects.toThrow(FileKeyRefused);
        await expect(store.get(key), key).rejects.toThrow(FileKeyRefused);
        await expect(store.delete(key), key).rejects.toThrow(FileKeyRefused);
      }
    });

    it("keeps each area's keys apart", async () => {
      const store = open();
      await fileArea(store, "documents").put("epc.pdf", Buffer.from("document"), "application/pdf");
      expect(await fileArea(store, "uploads").get("epc.pdf")).toBeNull();
      expect((await store.get("documents/epc.pdf"))?.bytes.toString()).toBe("document");
      await expect(fileArea(store, "uploads").get("../documents/epc.pdf")).rejects.toThrow(FileKeyRefused);
    });
  });
}

describe("the file stores", () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "file-stores-"));
  const root = path.join(scratch, "root");
  let db: Connection;
  let s3: S3rver;
  let s3Port = 0;

  beforeAll(async () => {
    fs.writeFileSync(path.join(scratch, "secret.txt"), "outside the root");
    db = await createTestDatabase();
    s3 = new S3rver({
      address: "127.0.0.1",
      port: 0,
      silent: true,
      directory: path.join(scratch, "s3"),
      configureBuckets: [{ name: "site-files" }],
    });
    s3Port = (await s3.run()).port;
  });
  afterAll(async () => {
    await s3.close();
    await db.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  holdsToTheContract("in a folder", () => folderFileStore(root));
  holdsToTheContract(`in PostgreSQL (${databaseKind})`, () => postgresFileStore(db.prisma));
  holdsToTheContract("in S3 (s3rver)", () =>
    s3FileStore({
      endpoint: `http://127.0.0.1:${s3Port}`,
      region: "us-east-1",
      bucket: "site-files",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
    }),
  );

  it("in a folder, writes each key as a file under its root and nothing outside it", async () => {
    const store = folderFileStore(root);
    await store.put("synced/bb.webp", photo, "image/webp");
    expect(fs.readFileSync(path.join(root, "synced", "bb.webp"))).toEqual(photo);
    expect(fs.readFileSync(path.join(scratch, "secret.txt"), "utf8")).toBe("outside the root");
    expect(fs.readdirSync(path.join(root, "synced")).filter((f) => f.endsWith(".part"))).toEqual([]);
  });

  it("in PostgreSQL, keeps the bytes in the StoredFile table", async () => {
    await postgresFileStore(db.prisma).put("synced/cc.webp", photo, "image/webp");
    const row = await db.prisma.storedFile.findUniqueOrThrow({ where: { key: "synced/cc.webp" } });
    expect(Buffer.from(row.bytes)).toEqual(photo);
  });

  it("copies a folder into a store under the same keys (npm run files:copy), leaving half-written files and names no key takes", async () => {
    const folder = path.join(scratch, "media");
    fs.mkdirSync(path.join(folder, "synced"), { recursive: true });
    fs.writeFileSync(path.join(folder, "dd.webp"), photo);
    fs.writeFileSync(path.join(folder, "synced", "ee.webp"), photo);
    fs.writeFileSync(path.join(folder, "ff.webp.123.part"), "half");
    fs.writeFileSync(path.join(folder, ".DS_Store"), "finder");
    const store = fileArea(postgresFileStore(db.prisma), "copied");
    expect(await copyFolderInto(folder, store)).toEqual({ copied: 2, left: [".DS_Store"] });
    expect(await store.get("dd.webp")).toEqual({ bytes: photo, contentType: "image/webp" });
    expect(await store.get("synced/ee.webp")).toEqual({ bytes: photo, contentType: "image/webp" });
    expect(await store.get("ff.webp.123.part")).toBeNull();
    expect(await copyFolderInto(path.join(scratch, "no-such-folder"), store)).toEqual({ copied: 0, left: [] });
  });
});
