import { config } from "@/lib/config";
import type { Target } from "@/lib/db/connection";
import { DatabaseLockedError } from "@/lib/db/folder-lock";

/** The database the command-line scripts work on: the server named by DATABASE_URL, else the embedded folder. */
export function configuredTarget(): Target {
  return config.databaseUrl
    ? { kind: "server", url: config.databaseUrl, poolSize: config.databasePoolSize }
    : { kind: "embedded", dataDir: config.embeddedDataDir };
}

export function describe(target: Target): string {
  if (target.kind === "server") {
    const url = new URL(target.url);
    return `PostgreSQL server ${url.host}${url.pathname}`;
  }
  return target.kind === "embedded" ? `embedded PostgreSQL in ${target.dataDir}` : "in-memory PostgreSQL";
}

/** Runs a script's body; a locked database is reported in one sentence, anything else with its trace. */
export async function runScript(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    // A locked database or a schema error is the user's to fix: its message says how, no trace needed.
    const plain = error instanceof DatabaseLockedError || (error as Error)?.name === "SchemaConnectorError";
    console.error(plain ? (error as Error).message : error);
    process.exitCode = 1;
  }
}
