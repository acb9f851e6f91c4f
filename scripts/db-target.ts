import { config } from "@/lib/config";
import type { Target } from "@/lib/db/connection";

/** The database the command-line scripts work on: the server named by DATABASE_URL, else the embedded folder. */
export function configuredTarget(): Target {
  return config.databaseUrl
    ? { kind: "server", url: config.databaseUrl, poolSize: config.databasePoolSize }
    : { kind: "embedded", dataDir: config.embeddedDataDir };
}

export function describe(target: Target): string {
  if (target.kind === "server") return `PostgreSQL server ${new URL(target.url).host}${new URL(target.url).pathname}`;
  return target.kind === "embedded" ? `embedded PostgreSQL in ${target.dataDir}` : "in-memory PostgreSQL";
}
