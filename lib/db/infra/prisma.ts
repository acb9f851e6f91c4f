import "server-only";
import { config, nextIsBuilding } from "@/lib/config";
import { openConnection, type Connection, type Target } from "./connection";

// The site's one database connection, shared by every module instance of this process.
const holder = globalThis as unknown as { __siteDatabase?: Connection };

function configuredTarget(): Target {
  return config.databaseUrl
    ? { kind: "server", url: config.databaseUrl, poolSize: config.databasePoolSize }
    : { kind: "embedded", dataDir: config.embeddedDataDir };
}

export function getPrisma() {
  return siteConnection().prisma;
}

/** The site's connection itself, for what goes beyond queries (the embedded database's backup). */
export function siteConnection(): Connection {
  if (nextIsBuilding()) {
    throw new Error("next build does not open the database: pages that show data render on their first request.");
  }
  holder.__siteDatabase ??= openConnection(configuredTarget(), { queryLogFile: config.queryLogFile });
  return holder.__siteDatabase;
}

/**
 * Settles once the site's database has opened: an embedded one started (a new folder's first start holds this
 * thread for seconds), at once for a database server. Rejects when an embedded folder cannot be opened.
 */
export async function siteDatabaseOpened(): Promise<void> {
  await siteConnection().opened;
}
