import "server-only";
import { config } from "@/lib/config";
import type { Database } from "@/lib/db/database";
import { uploadTotalsSince } from "@/lib/db/uploads";

// A day's allowance of uploaded files, per address (files and bytes) and for the whole site (bytes), so
// that nobody fills the server's disk through the forms.

export interface UploadTotals {
  files: number;
  bytes: number;
}

export interface UploadQuota {
  filesPerAddress: number;
  bytesPerAddress: number;
  bytesSiteWide: number;
}

const DAY_MS = 24 * 60 * 60_000;

/** Whether the incoming files would take their address, or the site, past the allowance of 24 hours. */
export function exceedsUploadQuota(
  incoming: UploadTotals,
  used: { address: UploadTotals | null; site: UploadTotals },
  quota: UploadQuota,
): boolean {
  if (incoming.files === 0) return false;
  if (used.site.bytes + incoming.bytes > quota.bytesSiteWide) return true;
  if (!used.address) return false;
  return (
    used.address.files + incoming.files > quota.filesPerAddress ||
    used.address.bytes + incoming.bytes > quota.bytesPerAddress
  );
}

/** The same, counting what was stored in the last 24 hours; an unknown address counts only site-wide. */
export async function isOverUploadQuota(
  clientKey: string | null,
  incoming: UploadTotals,
  db?: Database,
  quota: UploadQuota = config.uploadQuota,
): Promise<boolean> {
  if (incoming.files === 0) return false;
  const since = new Date(Date.now() - DAY_MS);
  const [site, address] = await Promise.all([
    uploadTotalsSince(since, undefined, db),
    clientKey ? uploadTotalsSince(since, clientKey, db) : null,
  ]);
  return exceedsUploadQuota(incoming, { address, site }, quota);
}
