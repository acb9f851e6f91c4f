import "server-only";
import { randomBytes } from "node:crypto";
import os from "node:os";
import { config } from "@/lib/config";
import type { Database } from "@/lib/db/database";
import { claimRetentionTurn, deleteExpired, releaseRetentionTurn, type DeletedCounts } from "@/lib/db/retention";
import { repeat, type Repeating } from "@/lib/jobs/repeat";
import { log } from "@/lib/log.mjs";
import { nextRetentionRun, retentionCutoffs, type RetentionPeriods } from "@/lib/rules/retention";
import { fileStore, type FileStore } from "@/lib/storage";
import { removeQueuedUploads } from "@/lib/storage/remove-files";

// The retention job (docs/operations.md#retention-of-personal-data): every web server tries each hour, and
// the first whose try finds the last run a day old takes the turn for a day and deletes what expired, files
// after their rows: those of this run's uploads and any an earlier run, an erasure or a form did not remove (a
// server that died halfway, a store that refused). One line says how many of each kind went.

export interface RetentionReport extends DeletedCounts {
  /** Upload files removed from the file store. */
  files: number;
  /** Files whose rows are gone but the store would not remove (each logged by name, tried again next run). */
  filesKept: number;
}

export interface RetentionOptions {
  db?: Database;
  store?: FileStore;
  now?: Date;
  periods?: RetentionPeriods;
}

/** Deletes what expired when this run gets the day's turn; null when another run has it. */
export async function runRetention(options: RetentionOptions = {}): Promise<RetentionReport | null> {
  const { db, now = new Date(), periods = config.retention } = options;
  // Unique per run, so that two runs of one process never share a turn.
  const holder = `${os.hostname()}:${process.pid}:${randomBytes(6).toString("hex")}`;
  if (!(await claimRetentionTurn(holder, now, nextRetentionRun(now), db))) return null;
  let counts;
  try {
    counts = await deleteExpired(retentionCutoffs(periods, now), db);
  } catch (error) {
    // The next hourly try runs again; should the database not answer, the turn lapses in a day.
    await releaseRetentionTurn(holder, db).catch(() => undefined);
    throw error;
  }
  const store = options.store ?? fileStore("uploads", db);
  const files = await removeQueuedUploads(store, { event: "retention.file_kept", by: "Retention", at: now, db });
  const report = { ...counts, files: files.removed.length, filesKept: files.left.length };
  const rows = Object.values(counts).reduce((sum, n) => sum + n, 0);
  log.info({ event: "retention.deleted", ...report }, `Retention: ${rows} rows and ${report.files} files deleted`);
  return report;
}

const jobs = globalThis as unknown as { __retentionJob?: Repeating };

/** Every hour, and once at start: a restart does not run it again within the day. */
export function startRetentionJob(): void {
  if (jobs.__retentionJob) return;
  jobs.__retentionJob = repeat("retention job", () => runRetention(), 60 * 60_000);
  jobs.__retentionJob.wake();
}
