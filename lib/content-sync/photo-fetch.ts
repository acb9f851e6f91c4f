// Photos the server fetches for the sync (docs/content.md, "Photos"): over http(s), from allowed
// hosts only (checked before any request, and again on each redirect), at most 25 MB, and only what decodes
// as a JPEG, PNG or WebP picture, re-encoded without its metadata so no EXIF or GPS position survives.
import { createHash } from "node:crypto";
import sharp from "sharp";

/** Why a photo could not be had, in plain words: reported, and the record keeps its earlier photos. */
export class PhotoProblem {
  constructor(readonly reason: string) {}
}

export interface FetchPhotoOptions {
  /** Host names (`media.crm.example`), or host and port (`127.0.0.1:3900`); compared without case. */
  allowedHosts: readonly string[];
  maxBytes?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export const PHOTO_MAX_BYTES = 25 * 1024 * 1024;
const MAX_REDIRECTS = 5;

function refusal(url: URL, allowedHosts: readonly string[]): string | null {
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return `${url.protocol.replace(/:$/, "")} is not http or https`;
  }
  const allowed = allowedHosts.map((host) => host.trim().toLowerCase());
  if (allowed.includes(url.host.toLowerCase()) || allowed.includes(url.hostname.toLowerCase())) return null;
  return `${url.hostname} is not one of the allowed photo hosts (CRM_MEDIA_HOSTS)`;
}

function inUnits(bytes: number) {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.round(bytes / 1024)} kB`;
}

/** The photo's bytes, or why not. Never requests a URL that is not http(s) on an allowed host. */
export async function fetchPhoto(address: string, options: FetchPhotoOptions): Promise<Buffer | PhotoProblem> {
  const { allowedHosts, maxBytes = PHOTO_MAX_BYTES, timeoutMs = 30_000, fetch: doFetch = fetch } = options;
  const problem = (why: string) => new PhotoProblem(`The photo ${address} was not taken: ${why}.`);
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return problem("it is not a web address");
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let response: Response;
    for (let redirects = 0; ; redirects++) {
      const refused = refusal(url, allowedHosts);
      if (refused) return problem(refused);
      response = await doFetch(url, { signal: controller.signal, redirect: "manual" });
      const location = response.headers.get("location");
      if (response.status < 300 || response.status >= 400 || !location) break;
      await response.body?.cancel();
      if (redirects === MAX_REDIRECTS) return problem(`it redirected more than ${MAX_REDIRECTS} times`);
      url = new URL(location, url);
    }
    if (response.status !== 200) {
      await response.body?.cancel();
      return problem(`the server answered HTTP status ${response.status}`);
    }
    const tooLarge = problem(`it is larger than ${inUnits(maxBytes)}`);
    if (Number(response.headers.get("content-length") ?? 0) > maxBytes) {
      await response.body?.cancel();
      return tooLarge;
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = response.body?.getReader();
    for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
      size += read.value.byteLength;
      if (size > maxBytes) {
        await reader?.cancel();
        return tooLarge;
      }
      chunks.push(read.value);
    }
    return Buffer.concat(chunks);
  } catch (error) {
    if (controller.signal.aborted) return problem(`it did not arrive within ${duration(timeoutMs)}`);
    return problem(`it could not be fetched (${error instanceof Error ? error.message : String(error)})`);
  } finally {
    clearTimeout(timer);
  }
}

export interface EncodedPhoto {
  /** WebP, at most 2000 px on its long side, turned as its EXIF orientation said, without metadata. */
  bytes: Buffer;
  width: number;
  height: number;
  /** SHA-256 (hex) of the bytes as fetched, so a photo already stored is known before any decoding. */
  hash: string;
}

export const PHOTO_MAX_SIDE = 2000;
const acceptedFormats = new Set(["jpeg", "png", "webp"]);

export function photoHash(original: Uint8Array): string {
  return createHash("sha256").update(original).digest("hex");
}

/** Re-encodes a JPEG, PNG or WebP picture as WebP; anything else, whatever its name, is a problem. */
export async function encodePhoto(original: Buffer): Promise<EncodedPhoto | PhotoProblem> {
  let format: string | undefined;
  try {
    format = (await sharp(original).metadata()).format;
  } catch {
    return new PhotoProblem("The file is not a picture.");
  }
  if (!format || !acceptedFormats.has(format)) {
    return new PhotoProblem(`The file is a ${format ?? "unknown"} picture; only JPEG, PNG and WebP are taken.`);
  }
  try {
    const { data, info } = await sharp(original)
      .rotate()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height, hash: photoHash(original) };
  } catch (error) {
    return new PhotoProblem(`The ${format} picture could not be decoded (${(error as Error).message}).`);
  }
}

function duration(ms: number) {
  return ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`;
}
