import { unzipSync } from "fflate";

// What an uploaded file really is, from its content, never from its name or the browser's word.

export type UploadKind = "pdf" | "docx" | "jpeg" | "png" | "webp";

export const mimeOf: Record<UploadKind, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};

const WORD_MAIN = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";
/** [Content_Types].xml is a few hundred bytes; anything near this is not Word's. */
const MAX_CONTENT_TYPES_BYTES = 64 * 1024;

const startsWith = (bytes: Uint8Array, prefix: number[], offset = 0) => prefix.every((b, i) => bytes[offset + i] === b);

/** What the file really is, from its content; null for anything else. */
export function sniff(bytes: Uint8Array): UploadKind | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return isPdf(bytes) ? "pdf" : null; // %PDF-
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return isWordDocument(bytes) ? "docx" : null;
  return null;
}

/** A PDF starts with its header and ends with the end-of-file marker readers look for in the last kilobyte. */
function isPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).includes("%%EOF");
}

/**
 * A .docx is an Open Packaging zip: its [Content_Types].xml declares /word/document.xml as a
 * WordprocessingML main document, and that part is there. Macro-enabled documents and templates
 * declare other types and are refused. Only [Content_Types].xml is inflated, and only when small.
 */
function isWordDocument(bytes: Uint8Array): boolean {
  let entries: Record<string, Uint8Array>;
  const names = new Set<string>();
  try {
    entries = unzipSync(bytes, {
      filter: (entry) => {
        names.add(entry.name);
        return entry.name === "[Content_Types].xml" && entry.originalSize <= MAX_CONTENT_TYPES_BYTES;
      },
    });
  } catch {
    return false;
  }
  const contentTypes = entries["[Content_Types].xml"];
  if (!contentTypes || !names.has("word/document.xml")) return false;
  const xml = Buffer.from(contentTypes).toString("utf8");
  return [...xml.matchAll(/<Override\b([^>]*)>/g)].some(([, attributes]) => {
    const partName = /\bPartName\s*=\s*["']([^"']*)["']/.exec(attributes!)?.[1];
    const contentType = /\bContentType\s*=\s*["']([^"']*)["']/.exec(attributes!)?.[1];
    return partName?.toLowerCase() === "/word/document.xml" && contentType === WORD_MAIN;
  });
}
