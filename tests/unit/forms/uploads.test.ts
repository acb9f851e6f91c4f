import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkUpload, dropUpload, keepUpload, MAX_UPLOAD_BYTES, sniff } from "@/lib/forms/uploads";

const bytes = (...parts: Array<number[] | string>) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...Buffer.from(p)] : p)));

describe("sniff: a file is what its content says", () => {
  it.each([
    ["a PDF", bytes("%PDF-1.7\n…"), "pdf"],
    ["a JPEG", bytes([0xff, 0xd8, 0xff, 0xe0], "JFIF"), "jpeg"],
    ["a PNG", bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "IHDR"), "png"],
    ["a WebP", bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "), "webp"],
    ["a Word document", bytes([0x50, 0x4b, 0x03, 0x04], "……[Content_Types].xml……word/document.xml……"), "docx"],
    ["any other zip", bytes([0x50, 0x4b, 0x03, 0x04], "……evil.exe……"), null],
    ["a script", bytes("#!/bin/sh\nrm -rf /"), null],
    ["an SVG (may hold scripts)", bytes("<svg xmlns='http://www.w3.org/2000/svg'><script/></svg>"), null],
  ])("%s", (_, content, kind) => expect(sniff(content)).toBe(kind));
});

describe("checkUpload", () => {
  const file = (content: Uint8Array, name: string) => new File([Buffer.from(content)], name);

  it("refuses by content, not by name: a script called cv.pdf is not a PDF", async () => {
    expect(await checkUpload(file(bytes("#!/bin/sh"), "cv.pdf"), ["pdf", "docx"], true)).toBe("fileType");
    expect(await checkUpload(file(bytes([0xff, 0xd8, 0xff, 0xe0]), "photo.jpg"), ["pdf"], true)).toBe("fileType");
  });

  it("refuses more than 5 MB, and asks for a required file", async () => {
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(Buffer.from("%PDF-"));
    expect(await checkUpload(file(big, "cv.pdf"), ["pdf"], true)).toBe("fileTooLarge");
    expect(await checkUpload(null, ["pdf"], true)).toBe("fileRequired");
    expect(await checkUpload(null, ["pdf"], false)).toBeNull();
    expect(await checkUpload(file(new Uint8Array(0), ""), ["pdf"], true)).toBe("fileRequired");
  });

  it("keeps an accepted file under a random name, readable only by the site, and can drop it", async () => {
    const checked = await checkUpload(file(bytes("%PDF-1.4 cv"), "../../Mon CV <1>.pdf"), ["pdf", "docx"], true);
    expect(typeof checked).toBe("object");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "uploads-"));
    const kept = keepUpload(checked as Exclude<typeof checked, string | null>, dir);
    expect(kept.storedName).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(kept.originalName).toBe(".._.._Mon CV _1_.pdf");
    expect(kept.mimeType).toBe("application/pdf");
    const stored = path.join(dir, kept.storedName);
    expect(fs.readFileSync(stored, "utf8")).toBe("%PDF-1.4 cv");
    expect(fs.statSync(stored).mode & 0o777).toBe(0o600);
    dropUpload(`../${path.basename(dir)}/${kept.storedName}`, dir);
    expect(fs.existsSync(stored)).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
