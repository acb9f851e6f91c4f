import "server-only";
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import type { Database } from "@/lib/db/database";
import { storeSubmission } from "@/lib/db/submissions";
import { queueUntilStored } from "@/lib/db/upload-removals";
import { queued } from "@/lib/mail/outbox";
import { fileStore, type FileStore } from "@/lib/storage";
import type { ErrorKey } from "./fields";
import { inDecodeSlot } from "./decode-slots";
import { claimedKind, confirmKind, mimeOf, nameFor, type UploadKind } from "./file-kind";
import type { StoredUpload, Submission } from "@/lib/types/submission";

// Uploaded files (a CV, a testimonial's picture): at most 5 MB, recognised by their content (not their
// name), and kept under a name whose extension says what they are. What costs little is checked on receipt;
// opening a Word document's zip and decoding a picture wait for the captcha and the limits. Pictures
// are decoded and drawn again, so what is kept holds pixels only: no EXIF or GPS, no colour profile, nothing
// appended. Files are kept in the file store's uploads area (lib/storage/), under a random name and never
// under public/, so nobody can fetch or run them through the site.

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** How long a file written for a submission that was never stored (its server died) is kept: far beyond a transaction. */
const UNSTORED_FILE_KEPT_MS = 24 * 60 * 60_000;
/** 40 megapixels: more than any phone's usual photo, and a bound on what decoding may cost. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** A testimonial's picture is shown small; larger ones are scaled down to this side. */
const MAX_IMAGE_SIDE = 2560;

/** A file whose size, claimed kind and declared dimensions passed: nothing of it inflated or decoded yet. */
export interface ReceivedUpload {
  sent: Buffer;
  kind: UploadKind;
  originalName: string;
}

/** A file ready to store: what will be recorded, and its (re-encoded) bytes. */
export interface CheckedUpload extends StoredUpload {
  bytes: Buffer;
}

/**
 * The cheap checks of one form file, before any captcha or limit: its size, the kind its first bytes claim
 * and, for a picture, the dimensions its header declares. Returns the field's error key, or the file to prepare.
 */
export async function receiveUpload(
  value: FormDataEntryValue | null | undefined,
  allowed: readonly UploadKind[],
  required: boolean,
): Promise<ReceivedUpload | ErrorKey | null> {
  if (!(value instanceof File) || value.size === 0) return required ? "fileRequired" : null;
  if (value.size > MAX_UPLOAD_BYTES) return "fileTooLarge";
  const sent = Buffer.from(await value.arrayBuffer());
  const kind = claimedKind(sent);
  if (!kind || !allowed.includes(kind)) return "fileType";
  const originalName = nameFor(value.name, kind);
  if (kind === "pdf" || kind === "docx") return { sent, kind, originalName };
  try {
    // metadata() reads the header only: the pixels are not decoded.
    const { format, width = 0, height = 0 } = await sharp(sent, { limitInputPixels: false }).metadata();
    if (format !== kind) return "fileType";
    if (width * height > MAX_IMAGE_PIXELS) return "imageTooLarge";
  } catch {
    return "fileUnreadable";
  }
  return { sent, kind, originalName };
}

/**
 * A received file made ready to store: a Word document's zip is opened to confirm it is one, a picture is
 * decoded and drawn again, in one of the decode slots.
 */
export async function prepareUpload({ sent, kind, originalName }: ReceivedUpload): Promise<CheckedUpload | ErrorKey> {
  if (!(await confirmKind(sent, kind))) return "fileType";
  const bytes = kind === "pdf" || kind === "docx" ? sent : await inDecodeSlot(() => redraw(sent, kind));
  if (typeof bytes === "string") return bytes;
  return {
    bytes,
    storedName: `${randomUUID()}.${kind === "jpeg" ? "jpg" : kind}`,
    originalName,
    mimeType: mimeOf[kind],
    sizeBytes: bytes.length,
  };
}

/** The picture decoded and encoded again in its own format, turned upright, without its metadata. */
async function redraw(bytes: Buffer, kind: "jpeg" | "png" | "webp"): Promise<Buffer | ErrorKey> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" })
      .autoOrient()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: "inside", withoutEnlargement: true })
      .toFormat(kind)
      .toBuffer();
  } catch {
    return "fileUnreadable";
  }
}

/** What is recorded of a checked file, without its bytes. */
export const describeUpload = ({ storedName, originalName, mimeType, sizeBytes }: CheckedUpload): StoredUpload => ({
  storedName,
  originalName,
  mimeType,
  sizeBytes,
});

/**
 * Stores the submission with its files. The files are written just before the submission's transaction and
 * removed if anything in it fails, so a failed submission leaves no file and a stored one has all of its.
 * Their names are queued for removal a day later before they are written, and taken off the queue by the
 * transaction: a server that dies in between leaves no file that the retention job does not remove.
 */
export async function storeWithUploads(
  submission: Submission,
  uploads: CheckedUpload[],
  options: { db?: Database; store?: FileStore } = {},
): Promise<number> {
  const store = options.store ?? fileStore("uploads", options.db);
  const names = uploads.map((upload) => upload.storedName);
  // Most forms send no file: they touch nothing here.
  if (names.length) await queueUntilStored(names, new Date(Date.now() + UNSTORED_FILE_KEPT_MS), options.db);
  try {
    // Before the transaction, not inside it: a store in the database would otherwise wait on it.
    for (const upload of uploads) await store.put(upload.storedName, upload.bytes, upload.mimeType);
    return await storeSubmission(
      { ...submission, mails: submission.mails.map((mail) => queued(mail)), uploads: uploads.map(describeUpload) },
      options.db,
    );
  } catch (error) {
    await Promise.allSettled(names.map((name) => store.delete(name)));
    throw error;
  }
}
