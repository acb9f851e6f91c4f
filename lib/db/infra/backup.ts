import "server-only";
import { siteConnection } from "./prisma";

/** The site's embedded database as PGlite's tarball of its data folder; null when the site runs on PostgreSQL. */
export async function dumpSiteDatabase(): Promise<Blob | null> {
  const dump = siteConnection().dumpDataDir;
  return dump ? await dump() : null;
}
