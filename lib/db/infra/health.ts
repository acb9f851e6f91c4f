import "server-only";
import { pendingMigrations } from "./migration-history";
import { getPrisma } from "./prisma";

// What the readiness check (lib/health/readiness.ts) asks of the database.

/** Whether the database answers a query. */
export async function databaseAnswers(): Promise<boolean> {
  await getPrisma().$queryRaw`SELECT 1`;
  return true;
}

/** Whether the database has every migration of this release (a newer release's are no reason to stop). */
export async function releaseMigrated(): Promise<boolean> {
  return (await pendingMigrations(getPrisma())).length === 0;
}
