import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as tar from "tar";
import { filesIn, NotABackup, packBackup, unpackBackup, workFolder } from "@/lib/backup/archive";

// The backup file: the database and the files' folders in one gzipped tar, readable by its owner alone, written
// whole or not at all; anything else is refused as no backup, in one sentence.

let root: string;
beforeEach(() => void (root = fs.mkdtempSync(path.join(os.tmpdir(), "archive-test-"))));
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

async function backupOf(folders: Record<string, string>) {
  const work = workFolder();
  write(path.join(work.dir, "database/pglite.tar.gz"), "the database");
  const file = path.join(root, "site.tar.gz");
  await packBackup(file, work.dir, { createdAt: "2026-11-26T03:00:00.000Z", database: "embedded" }, folders);
  work.remove();
  return file;
}

describe("the backup file", () => {
  it("holds the database and every area's files, comes back whole, and only its owner reads it", async () => {
    write(path.join(root, "uploads/cv/a.pdf"), "a CV");
    write(path.join(root, "uploads/cv/b.pdf.123.part"), "half a CV");
    write(path.join(root, "documents/epc.pdf"), "an EPC");
    const file = await backupOf({
      uploads: path.join(root, "uploads"),
      documents: path.join(root, "documents"),
      synced: path.join(root, "no-photos-yet"),
    });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.existsSync(`${file}.part`)).toBe(false);

    const out = workFolder();
    try {
      const manifest = await unpackBackup(file, out.dir);
      expect(manifest).toEqual({
        format: "immo-agency-backup",
        version: 1,
        createdAt: "2026-11-26T03:00:00.000Z",
        database: "embedded",
        areas: ["uploads", "documents"],
      });
      expect(fs.readFileSync(path.join(out.dir, "database/pglite.tar.gz"), "utf8")).toBe("the database");
      expect(fs.readFileSync(path.join(out.dir, "files/uploads/cv/a.pdf"), "utf8")).toBe("a CV");
      expect(fs.readFileSync(path.join(out.dir, "files/documents/epc.pdf"), "utf8")).toBe("an EPC");
      // A file a store was still writing is not in it.
      expect(filesIn(path.join(out.dir, "files/uploads"))).toBe(1);
    } finally {
      out.remove();
    }
  });

  it("refuses what is not one of its backups, saying why", async () => {
    const plain = path.join(root, "notes.txt");
    write(plain, "not a tar file at all");
    const foreign = path.join(root, "foreign.tar.gz");
    write(path.join(root, "foreign/backup.json"), JSON.stringify({ format: "other", version: 1 }));
    await tar.create({ gzip: true, file: foreign, cwd: path.join(root, "foreign") }, ["backup.json"]);
    const noDatabase = path.join(root, "no-database.tar.gz");
    write(
      path.join(root, "empty/backup.json"),
      JSON.stringify({ format: "immo-agency-backup", version: 1, database: "embedded" }),
    );
    await tar.create({ gzip: true, file: noDatabase, cwd: path.join(root, "empty") }, ["backup.json"]);

    for (const [file, reason] of [
      [plain, /it does not unpack/],
      [foreign, /its backup\.json is another's/],
      [noDatabase, /its database is missing/],
    ] as const) {
      const out = workFolder();
      try {
        const refusal = await unpackBackup(file, out.dir).catch((error: unknown) => error);
        expect(refusal).toBeInstanceOf(NotABackup);
        expect((refusal as Error).message).toMatch(reason);
        expect((refusal as Error).message).toMatch(/^\S+ is not a backup of this site \(.+\)\.$/);
      } finally {
        out.remove();
      }
    }
  });
});
