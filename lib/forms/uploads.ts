import "server-only";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { config } from "@/lib/config";
import type { ErrorKey } from "./fields";

// Uploaded files (a CV, a testimonial's picture): at most 5 MB, recognised by their first bytes (not
// their name), kept under a random name outside public/ so nobody can fetch or run them through the site.

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export type UploadKind = "pdf" | "docx" | "jpeg" | "png" | "webp";

const mimeOf: Record<UploadKind, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};

const startsWith = (bytes: Uint8Array, prefix: number[], offset = 0) => prefix.every((b, i) => bytes[offset + i] === b);

/** What the file really is, from its content; null for anything else. */
export function sniff(bytes: Uint8Array): UploadKind | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf"; // %PDF-
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  // A .docx is a zip archive holding word/document.xml; the name is in the archive's plain text.
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && Buffer.from(bytes).includes("word/document.xml")) return "docx";
  return null;
}

export interface CheckedUpload {
  bytes: Buffer;
  kind: UploadKind;
  originalName: string;
}

/** Checks one form file; returns the error key for the field, or the file ready to keep. */
export async function checkUpload(
  value: FormDataEntryValue | null | undefined,
  allowed: readonly UploadKind[],
  required: boolean,
): Promise<CheckedUpload | ErrorKey | null> {
  if (!(value instanceof File) || value.size === 0) return required ? "fileRequired" : null;
  if (value.size > MAX_UPLOAD_BYTES) return "fileTooLarge";
  const bytes = Buffer.from(await value.arrayBuffer());
  const kind = sniff(bytes);
  if (!kind || !allowed.includes(kind)) return "fileType";
  return { bytes, kind, originalName: value.name.replace(/[^\p{L}\p{N}._ -]/gu, "_").slice(0, 120) || kind };
}

/** Writes the file under a random name in the upload folder; the caller records it with the submission. */
export function keepUpload(upload: CheckedUpload, dir = config.uploadDir) {
  fs.mkdirSync(dir, { recursive: true });
  const storedName = `${randomUUID()}.${upload.kind === "jpeg" ? "jpg" : upload.kind}`;
  fs.writeFileSync(path.join(/*turbopackIgnore: true*/ dir, storedName), upload.bytes, { mode: 0o600 });
  return {
    storedName,
    originalName: upload.originalName,
    mimeType: mimeOf[upload.kind],
    sizeBytes: upload.bytes.length,
  };
}

export function dropUpload(storedName: string, dir = config.uploadDir): void {
  fs.rmSync(path.join(/*turbopackIgnore: true*/ dir, path.basename(storedName)), { force: true });
}
