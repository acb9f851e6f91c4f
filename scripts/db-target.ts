import { config } from "@/lib/config";
import { openConnection, type Connection, type Target } from "@/lib/db/infra/connection";
import { DatabaseLockedError } from "@/lib/db/infra/folder-lock";
import { pendingMigrations } from "@/lib/db/infra/migration-history";

/** A command's refusal, said in one sentence: the person running it can fix it without a trace. */
export class CommandError extends Error {}

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

/**
 * Opens the configured database for a command that works on this release's tables, and closes it after. One
 * that lacks a migration is refused in one sentence (the raw error would name a missing table), as is a
 * PostgreSQL server that does not answer.
 */
export async function withDatabase<T>(run: (connection: Connection, target: Target) => Promise<T>): Promise<T> {
  const target = configuredTarget();
  const connection = openConnection(target);
  try {
    let pending: string[];
    try {
      pending = await pendingMigrations(connection.prisma);
    } catch (error) {
      const message = String((error as Error).message);
      const reason = /Message: `([^`]+)`/.exec(message)?.[1] ?? message.trim().split("\n").pop();
      throw new CommandError(`The ${describe(target)} does not answer: ${reason}.`);
    }
    if (pending.length > 0) {
      throw new CommandError(
        `The ${describe(target)} lacks ${pending.length} migration(s) of this release: run \`npm run db:migrate\` first.`,
      );
    }
    return await run(connection, target);
  } finally {
    await connection.close();
  }
}

/** Runs a script's body; what the user can fix is said in one sentence, anything else with its trace. */
export async function runScript(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    const plain =
      error instanceof CommandError ||
      error instanceof DatabaseLockedError ||
      (error as Error)?.name === "SchemaConnectorError";
    console.error(plain ? (error as Error).message : error);
    process.exitCode = 1;
  }
}
