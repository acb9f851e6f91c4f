import path from "node:path";
import { z } from "zod";
import { config } from "@/lib/config";
import type { Database } from "@/lib/db/database";
import { contentFilesStep } from "./content-files";
import { fileStore } from "@/lib/storage";
import { crmSource, parseLanguageIds } from "./crm-source";
import { filePictureReader, filesSource } from "./files-source";
import { fetchPhoto } from "./photo-fetch";
import type { SourcePicture } from "./mapping";
import { syncListings, type SyncReport } from "./sync";

// A sync as asked by a command, by the staff endpoint or by the CRM's timer: which source, and how.

export const syncJob = z.discriminatedUnion("source", [
  z.object({ source: z.literal("crm"), full: z.boolean().default(false), dryRun: z.boolean().default(false) }),
  z.object({
    source: z.literal("files"),
    // The folder on the machine that runs the sync (the site's, when the command hands the work to it).
    folder: z.string().min(1).max(1000).refine(path.isAbsolute, "must be an absolute path"),
    dryRun: z.boolean().default(false),
  }),
]);

export type SyncJob = z.infer<typeof syncJob>;

export class CrmNotConfigured extends Error {
  constructor() {
    super("CRM_URL is not set: name the agency's CRM (docs/content.md says how), or sync from files instead.");
  }
}

/** The CRM's settings, read when a sync needs them (lib/config.ts checks them at start). */
function crmSettings() {
  if (!config.crm.url) throw new CrmNotConfigured();
  return {
    url: config.crm.url,
    customerName: config.crm.customerName,
    customerPassword: config.crm.customerPassword,
    languageIds: parseLanguageIds(config.crm.languageIds),
  };
}

/** Runs one sync job on a database; `expire` is told the cache tags of what changed as it goes. */
export async function runSyncJob(
  db: Database,
  job: SyncJob,
  hooks: {
    expire: (tags: string[]) => Promise<void> | void;
    onRecord?: (done: number) => void;
    wakeMail?: () => void;
  },
): Promise<SyncReport> {
  const store = fileStore("synced", db);
  const documentStore = fileStore("documents", db);
  const options = { full: job.source === "crm" && job.full, dryRun: job.dryRun, onRecord: hooks.onRecord };
  if (job.source === "files") {
    return syncListings(db, filesSource(job.folder), options, {
      store,
      documentStore,
      expire: hooks.expire,
      wakeMail: hooks.wakeMail,
      pictureReader: (record) => filePictureReader(job.folder, record.origin.where),
      content: contentFilesStep(job.folder),
    });
  }
  const settings = crmSettings();
  return syncListings(
    db,
    crmSource(settings),
    { ...options, languageIds: settings.languageIds },
    {
      store,
      documentStore,
      expire: hooks.expire,
      wakeMail: hooks.wakeMail,
      pictureReader: crmPictureReader(settings.url, config.crm.mediaHosts),
    },
  );
}

/** A CRM photo is downloaded from CRM_URL's host or one of CRM_MEDIA_HOSTS, and from nowhere else. */
export function crmPictureReader(crmUrl: string, mediaHosts: string[]) {
  const allowedHosts = [new URL(crmUrl).host, ...mediaHosts];
  return () => async (picture: SourcePicture) => fetchPhoto(picture.url, { allowedHosts });
}
