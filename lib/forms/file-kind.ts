import { fromBufferPromise, type Entry, type ZipFile } from "yauzl";

// What an uploaded file really is, from its content, never from its name or the browser's word. Two steps:
// what its first and last bytes claim costs nothing and is checked on receipt; opening a Word document's zip
// waits for the captcha and the limits (lib/actions/form-layers.ts), and reads a few kilobytes at most.

export type UploadKind = "pdf" | "docx" | "jpeg" | "png" | "webp";

export const mimeOf: Record<UploadKind, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};

/** The extensions a file of each kind may carry; the first is the one given to a file that has none of them. */
const extensionsOf: Record<UploadKind, readonly string[]> = {
  pdf: ["pdf"],
  docx: ["docx"],
  jpeg: ["jpg", "jpeg"],
  png: ["png"],
  webp: ["webp"],
};

const WORD_MAIN = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";
/** [Content_Types].xml is a few hundred bytes; anything near this is not Word's, and no more is ever inflated. */
const MAX_CONTENT_TYPES_BYTES = 64 * 1024;
/** A Word document has a few dozen parts (a few hundred with many pictures); a zip listing more is not one. */
const MAX_ZIP_ENTRIES = 5_000;

const startsWith = (bytes: Uint8Array, prefix: number[], offset = 0) => prefix.every((b, i) => bytes[offset + i] === b);

/**
 * What the file claims to be from its first and last bytes, or null: nothing is inflated or decoded. A zip is
 * taken for a Word document here, and `confirmKind` opens it.
 */
export function claimedKind(bytes: Uint8Array): UploadKind | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return isPdf(bytes) ? "pdf" : null; // %PDF-
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return "docx";
  return null;
}

/** Whether a file is the kind it claimed: a Word document's zip is opened; the others' bytes said it all. */
export function confirmKind(bytes: Buffer, kind: UploadKind): Promise<boolean> {
  return kind === "docx" ? isWordDocument(bytes) : Promise.resolve(true);
}

/**
 * The visitor's file name, made safe to show and mail, with an extension that says what the file is: a PDF
 * sent as "cv.html" is kept as "cv.pdf", so nobody opens it with the program the name would pick.
 */
export function nameFor(sentName: string, kind: UploadKind): string {
  const safe = sentName.replace(/[^\p{L}\p{N}._ -]/gu, "_").slice(0, 120);
  const fits = (name: string) => extensionsOf[kind].some((extension) => name.toLowerCase().endsWith(`.${extension}`));
  if (fits(safe)) return safe;
  const dot = safe.lastIndexOf(".");
  const base = (dot > 0 ? safe.slice(0, dot) : safe) || "file";
  return fits(base) ? base : `${base}.${extensionsOf[kind][0]}`;
}

/** A PDF starts with its header and ends with the end-of-file marker readers look for in the last kilobyte. */
function isPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).includes("%%EOF");
}

/**
 * A .docx is an Open Packaging zip: its [Content_Types].xml declares /word/document.xml as a WordprocessingML
 * main document, and that part is there. Macro-enabled documents and templates declare other types and are
 * refused. Only [Content_Types].xml is inflated, as a stream that stops at the size its entry declares (yauzl
 * checks it) and at 64 kB whatever it declares, so a zip bomb costs a few kilobytes of inflating, done by zlib
 * off the server's thread.
 */
async function isWordDocument(bytes: Buffer): Promise<boolean> {
  let zip: ZipFile;
  try {
    zip = await fromBufferPromise(bytes, { strictFileNames: true });
  } catch {
    return false;
  }
  try {
    if (zip.entryCount > MAX_ZIP_ENTRIES) return false;
    let contentTypes: Entry | undefined;
    let hasDocument = false;
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName === "[Content_Types].xml") contentTypes = entry;
      if (entry.fileName === "word/document.xml") hasDocument = true;
    }
    if (!contentTypes || !hasDocument || contentTypes.uncompressedSize > MAX_CONTENT_TYPES_BYTES) return false;
    const xml = await readAtMost(zip, contentTypes, MAX_CONTENT_TYPES_BYTES);
    return xml !== null && declaresWordDocument(xml);
  } catch {
    return false;
  } finally {
    zip.close();
  }
}

/** An entry's text, or null once it would pass `limit` bytes or its stream fails (more than it declared). */
async function readAtMost(zip: ZipFile, entry: Entry, limit: number): Promise<string | null> {
  const stream = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limit) return null;
      chunks.push(chunk);
    }
  } catch {
    return null;
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks).toString("utf8");
}

function declaresWordDocument(xml: string): boolean {
  return [...xml.matchAll(/<Override\b([^>]*)>/g)].some(([, attributes]) => {
    const partName = /\bPartName\s*=\s*["']([^"']*)["']/.exec(attributes!)?.[1];
    const contentType = /\bContentType\s*=\s*["']([^"']*)["']/.exec(attributes!)?.[1];
    return partName?.toLowerCase() === "/word/document.xml" && contentType === WORD_MAIN;
  });
}
