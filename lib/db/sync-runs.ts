import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { SyncSource } from "@/lib/types/content-sync";
import type { Database } from "./database";
import { getPrisma } from "./infra/prisma";

/** The site's own database, for a sync the site runs itself (the commands open theirs). */
export { getPrisma as siteDatabase } from "./infra/prisma";

// A content sync's lease (one sync of a source at a time, whichever process runs it) and the runs it finished.

/**
 * Takes the source's lease for `seconds`, or answers who holds it. The holder calls this again as it goes to
 * keep the lease.
 */
export async function claimSyncLease(
  source: SyncSource,
  holder: string,
  { now, seconds = 120 }: { now: Date; seconds?: number },
  db: Database = getPrisma(),
): Promise<{ claimed: true } | { claimed: false; holder: string; startedAt: Date }> {
  const expiresAt = new Date(now.getTime() + seconds * 1000);
  const rows = await db.$queryRaw<Array<{ holder: string }>>`
    INSERT INTO "ContentSyncLease" (source, holder, "startedAt", "expiresAt")
    VALUES (${source}, ${holder}, ${now}, ${expiresAt})
    ON CONFLICT (source) DO UPDATE
      SET holder = EXCLUDED.holder, "expiresAt" = EXCLUDED."expiresAt",
          "startedAt" = CASE WHEN "ContentSyncLease".holder = EXCLUDED.holder
                             THEN "ContentSyncLease"."startedAt" ELSE EXCLUDED."startedAt" END
      WHERE "ContentSyncLease".holder = EXCLUDED.holder OR "ContentSyncLease"."expiresAt" < ${now}
    RETURNING holder`;
  if (rows.length) return { claimed: true };
  const lease = await db.contentSyncLease.findUnique({ where: { source } });
  return { claimed: false, holder: lease?.holder ?? "another process", startedAt: lease?.startedAt ?? now };
}

export async function releaseSyncLease(source: SyncSource, holder: string, db: Database = getPrisma()): Promise<void> {
  await db.contentSyncLease.deleteMany({ where: { source, holder } });
}

/** The start of the last finished sync of a source: a CRM sync asks for what changed since then. */
export async function lastSyncStart(source: SyncSource, db: Database = getPrisma()): Promise<Date | undefined> {
  const run = await db.contentSyncRun.findFirst({ where: { source }, orderBy: { startedAt: "desc" } });
  return run?.startedAt;
}

export async function recordSyncRun(
  run: { source: SyncSource; full: boolean; startedAt: Date; summary: Prisma.InputJsonValue },
  db: Database = getPrisma(),
): Promise<void> {
  await db.contentSyncRun.create({ data: run });
}
