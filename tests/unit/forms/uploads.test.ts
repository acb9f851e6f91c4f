import zlib from "node:zlib";
import { strToU8, zipSync } from "fflate";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { claimedKind, confirmKind, nameFor } from "@/lib/forms/file-kind";
import { MAX_UPLOAD_BYTES, prepareUpload, receiveUpload, type CheckedUpload } from "@/lib/forms/uploads";
import { contentTypes, docx, docxBomb, pdf, photoWithLocation, zipDeclaring } from "@/tests/support/files";

const bytes = (...parts: Array<number[] | string>) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...Buffer.from(p)] : p)));
const zip = (files: Record<string, string>) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));

/** Both steps: what the first bytes claim, then (for a zip) what opening it confirms. */
async function kindOf(content: Uint8Array) {
  const claimed = claimedKind(content);
  return claimed && (await confirmKind(Buffer.from(content), claimed)) ? claimed : null;
}

describe("a file is what its content says", () => {
  it.each([
    ["a PDF", pdf(), "pdf"],
    ["a PDF cut short (no end-of-file marker)", bytes("%PDF-1.7\n…"), null],
    ["a JPEG", bytes([0xff, 0xd8, 0xff, 0xe0], "JFIF"), "jpeg"],
    ["a PNG", bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "IHDR"), "png"],
    ["a WebP", bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "), "webp"],
    ["a Word document", docx(), "docx"],
    [
      "a zip holding a file that merely names the parts",
      zip({ "notes.txt": "[Content_Types].xml word/document.xml" }),
      null,
    ],
    [
      "bytes that start like a zip and name the parts",
      bytes([0x50, 0x4b, 0x03, 0x04], "[Content_Types].xml word/document.xml"),
      null,
    ],
    ["a zip with word/document.xml but no content types", docx({ "[Content_Types].xml": undefined }), null],
    ["content types naming a document that is not there", docx({ "word/document.xml": undefined }), null],
    [
      "a macro-enabled document (.docm)",
      docx({ "[Content_Types].xml": contentTypes("application/vnd.ms-word.document.macroEnabled.main+xml") }),
      null,
    ],
    [
      "a Word template (.dotx)",
      docx({
        "[Content_Types].xml": contentTypes(
          "application/vnd.openxmlformats-officedocument.wordprocessingml.template.main+xml",
        ),
      }),
      null,
    ],
    ["any other zip", zip({ "evil.exe": "MZ" }), null],
    ["a script", bytes("#!/bin/sh\nrm -rf /"), null],
    ["an SVG (may hold scripts)", bytes("<svg xmlns='http://www.w3.org/2000/svg'><script/></svg>"), null],
    [
      "a zip whose content types part is not deflate data",
      zipDeclaring({ "[Content_Types].xml": Buffer.alloc(0) }),
      null,
    ],
  ])("%s", async (_, content, kind) => expect(await kindOf(content)).toBe(kind));
});

describe("a zip bomb", () => {
  /** Every byte zlib inflates for the zip reader while `work` runs, counted as it comes out. */
  async function inflatedDuring(work: () => Promise<void>): Promise<number> {
    let bytes = 0;
    const real = zlib.createInflateRaw;
    const spy = vi.spyOn(zlib, "createInflateRaw").mockImplementation((options) => {
      const stream = real(options);
      stream.on("data", (chunk: Buffer) => (bytes += chunk.length));
      return stream;
    });
    try {
      await work();
    } finally {
      spy.mockRestore();
    }
    return bytes;
  }

  it("claims to be Word from its first bytes, and is refused having inflated a few kilobytes of 64 MB", async () => {
    const bomb = docxBomb(64 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(MAX_UPLOAD_BYTES);
    expect(claimedKind(bomb)).toBe("docx");
    const inflated = await inflatedDuring(async () => expect(await confirmKind(bomb, "docx")).toBe(false));
    expect(inflated).toBeGreaterThan(0);
    expect(inflated).toBeLessThanOrEqual(128 * 1024);
  });

  it("that declares its true size is refused without inflating anything", async () => {
    const honest = zipDeclaring({
      "[Content_Types].xml": Buffer.alloc(8 * 1024 * 1024, " "),
      "word/document.xml": Buffer.from("<w:document/>"),
    });
    expect(await inflatedDuring(async () => expect(await confirmKind(honest, "docx")).toBe(false))).toBe(0);
  });
});

describe("nameFor: the stored name's extension says what the file is", () => {
  it.each([
    ["cv.pdf", "pdf", "cv.pdf"],
    ["CV.PDF", "pdf", "CV.PDF"],
    ["cv.html", "pdf", "cv.pdf"],
    ["cv.pdf.html", "pdf", "cv.pdf"],
    ["cv", "docx", "cv.docx"],
    ["", "pdf", "file.pdf"],
    [".htaccess", "png", ".htaccess.png"],
    ["photo.JPEG", "jpeg", "photo.JPEG"],
    ["photo.png", "jpeg", "photo.jpg"],
    ["../../Mon CV <1>.docx", "docx", ".._.._Mon CV _1_.docx"],
  ] as const)("%s sent as %s is kept as %s", (sent, kind, kept) => expect(nameFor(sent, kind)).toBe(kept));
});

const file = (content: Uint8Array, name: string) => new File([Buffer.from(content)], name);

/** Both steps a form takes with a file: received before the captcha, prepared (decoded) after it. */
async function checkUpload(...args: Parameters<typeof receiveUpload>) {
  const received = await receiveUpload(...args);
  return !received || typeof received === "string" ? received : prepareUpload(received);
}

async function accepted(content: Uint8Array, name: string, allowed = ["jpeg", "png", "webp"] as const) {
  const checked = await checkUpload(file(content, name), allowed, true);
  if (!checked || typeof checked === "string") throw new Error(`refused: ${checked}`);
  return checked as CheckedUpload;
}

describe("checkUpload", () => {
  it("keeps a PDF sent as an HTML page (a polyglot) under a .pdf name", async () => {
    const polyglot = Buffer.concat([pdf(), Buffer.from("<html><script>alert(1)</script></html>")]);
    const checked = await accepted(Buffer.concat([polyglot, Buffer.from("\n%%EOF\n")]), "cv.html", ["pdf"] as never);
    expect(checked.originalName).toBe("cv.pdf");
    expect(checked.mimeType).toBe("application/pdf");
  });

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

  it("accepts a real Word document as it was sent, under a random name", async () => {
    const cv = docx();
    const checked = await accepted(cv, "../../Mon CV <1>.docx", ["pdf", "docx"] as never);
    expect(checked.storedName).toMatch(/^[0-9a-f-]{36}\.docx$/);
    expect(checked.originalName).toBe(".._.._Mon CV _1_.docx");
    expect(checked.mimeType).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(checked.bytes.equals(cv)).toBe(true);
  });

  it.each(["jpeg", "png", "webp"] as const)("keeps a %s picture without its EXIF and GPS", async (format) => {
    const photo = await photoWithLocation(format);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const checked = await accepted(photo, `photo.${format}`);
    const kept = await sharp(checked.bytes).metadata();
    expect(kept.format).toBe(format);
    expect([kept.width, kept.height]).toEqual([64, 48]);
    expect(kept.exif).toBeUndefined();
    expect(kept.icc).toBeUndefined();
    expect(checked.bytes.includes("Gent")).toBe(false);
    expect(checked.sizeBytes).toBe(checked.bytes.length);
  });

  it("keeps a picture's pixels only: a zip and a page appended to a JPEG are gone", async () => {
    const tail = Buffer.concat([
      Buffer.from(zip({ "run.html": "<script>alert(1)</script>" })),
      Buffer.from("<html><script>alert(2)</script>"),
    ]);
    const polyglot = Buffer.concat([await photoWithLocation(), tail]);
    const checked = await accepted(polyglot, "photo.jpg");
    expect(checked.bytes.includes("<script>")).toBe(false);
    expect(checked.bytes.includes(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe(false);
    expect((await sharp(checked.bytes).metadata()).format).toBe("jpeg");
  });

  it("refuses a small file that would decode to too many pixels, and one that cannot be decoded", async () => {
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_UPLOAD_BYTES);
    expect(await checkUpload(file(bomb, "bomb.png"), ["png"], true)).toBe("imageTooLarge");
    const broken = Buffer.concat([bytes([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 0x41)]);
    expect(await checkUpload(file(broken, "photo.jpg"), ["jpeg"], true)).toBe("fileUnreadable");
  });

  it("scales a very large picture down", async () => {
    const wide = await sharp({ create: { width: 5000, height: 1000, channels: 3, background: "#fff" } })
      .jpeg()
      .toBuffer();
    const kept = await sharp((await accepted(wide, "wide.jpg")).bytes).metadata();
    expect([kept.width, kept.height]).toEqual([2560, 512]);
  });
});
