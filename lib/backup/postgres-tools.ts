import { spawn } from "node:child_process";
import { childEnvironment } from "@/lib/config";

// pg_dump and pg_restore, PostgreSQL's own client tools, run against DATABASE_URL. The password goes through
// the environment, so that it never shows in the machine's process list.

export class ToolRefusal extends Error {}

// Prisma's own settings in a database URL, which libpq refuses.
const prismaParameters = [
  "schema",
  "connection_limit",
  "pool_timeout",
  "pgbouncer",
  "statement_cache_size",
  "socket_timeout",
];

function connectionOf(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  for (const name of prismaParameters) url.searchParams.delete(name);
  return { url: url.toString(), env: childEnvironment(password ? { PGPASSWORD: password } : {}) };
}

/** Runs the tool; a missing tool or a failure is a ToolRefusal in one sentence. */
export function runTool(tool: "pg_dump" | "pg_restore", args: string[], databaseUrl: string): Promise<void> {
  const { url, env } = connectionOf(databaseUrl);
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${url}`], { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "ENOENT"
          ? new ToolRefusal(
              `${tool} is not installed on this machine: install PostgreSQL's client tools (on Debian: apt-get install postgresql-client), of the server's version or newer.`,
            )
          : error,
      );
    });
    child.once("close", (code) => {
      if (code === 0) return resolve();
      const reason = stderr.trim().split("\n").filter(Boolean).slice(-1)[0] ?? `exit code ${code}`;
      reject(new ToolRefusal(`${tool} failed: ${reason.replace(/^\S+: /, "")}`));
    });
  });
}
