import path from "node:path";
import { parseArgs } from "node:util";
import { SingleBar } from "cli-progress";
import { config } from "@/lib/config";
import { CrmNotConfigured, runSyncJob, type SyncJob } from "@/lib/content-sync/job";
import { describeReport, succeeded, type SyncReport } from "@/lib/content-sync/sync";
import { openConnection } from "@/lib/db/infra/connection";
import { migrateIfNeeded } from "@/lib/db/infra/migrations";
import { DatabaseLockedError } from "@/lib/db/infra/folder-lock";
import { notifySite } from "@/prisma/seed/notify";
import { configuredTarget, describe } from "./db-target";

// npm run crm:sync [-- --full] [--dry-run]      the agency's CRM (CRM_URL), changes since the last sync
// npm run content:sync -- <folder> [--dry-run]  the records, pages and photos of a folder (docs/content.md)
//
// One writer at a time: on a PostgreSQL server the command writes itself (a lease keeps a second sync out)
// and then asks the site to refresh what changed; on the embedded database a running site holds the folder,
// so the command hands it the sync (POST /api/staff/sync/, STAFF_API_SECRET) and prints its report.
// Exit code 1 when a record failed or the source could not be read.

const usage = [
  "Usage: npm run crm:sync [-- --full] [--dry-run]",
  "       npm run content:sync -- <folder> [--dry-run]",
].join("\n");

function readJob(): SyncJob {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { full: { type: "boolean", default: false }, "dry-run": { type: "boolean", default: false } },
  });
  const [source, folder] = positionals;
  if (source === "crm" && !folder) return { source, full: values.full, dryRun: values["dry-run"] };
  if (source === "files" && folder && !values.full) {
    return { source, folder: path.resolve(folder), dryRun: values["dry-run"] };
  }
  throw new Refusal(usage);
}

/** A refusal the user can act on: printed as its message alone. */
class Refusal extends Error {}

/** A bar on a terminal; elsewhere (a log, CI) a line per 100 records. */
function progress(): { onRecord: (done: number) => void; stop: () => void } {
  if (process.stdout.isTTY) {
    const bar = new SingleBar({ format: "  {value} records read  {duration_formatted}", hideCursor: true });
    bar.start(0, 0);
    return { onRecord: (done) => bar.update(done), stop: () => bar.stop() };
  }
  return { onRecord: (done) => done % 100 === 0 && console.log(`  ${done} records read`), stop: () => {} };
}

async function syncHere(job: SyncJob): Promise<SyncReport | null> {
  const target = configuredTarget();
  let connection;
  try {
    // A sync passes once over its records: a small buffer cache keeps its memory low (docs/performance.md).
    connection = openConnection(target, { sharedBuffers: "16MB" });
  } catch (error) {
    if (error instanceof DatabaseLockedError) return null;
    throw error;
  }
  const changed = new Set<string>();
  const bar = progress();
  try {
    await migrateIfNeeded(connection);
    console.log(`Syncing into the ${describe(target)}.`);
    const report = await runSyncJob(connection.prisma, job, {
      expire: (tags) => tags.forEach((tag) => changed.add(tag)),
      onRecord: bar.onRecord,
    });
    bar.stop();
    // A site running on the same PostgreSQL server refreshes what changed.
    if (changed.size && target.kind === "server") console.log(await notifySite([...changed]));
    return report;
  } finally {
    bar.stop();
    await connection.close();
  }
}

/** The embedded database is the running site's: it runs the sync and answers the report. */
async function syncThroughSite(job: SyncJob): Promise<SyncReport> {
  const secret = config.staffApiSecret;
  if (!secret) {
    throw new Refusal(
      "The site holds the embedded database, and this command hands it the sync: set STAFF_API_SECRET " +
        "to the site's, or stop the site first.",
    );
  }
  console.log(`The site at ${config.siteUrl} holds the database: it runs the sync.`);
  const started = Date.now();
  const ticker = process.stdout.isTTY
    ? setInterval(() => process.stdout.write(`\r  ${Math.round((Date.now() - started) / 1000)} s`), 1000)
    : undefined;
  try {
    const response = await fetch(`${config.siteUrl}/api/staff/sync/`, {
      method: "POST",
      headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
      body: JSON.stringify(job),
    });
    const body = (await response.json().catch(() => null)) as (SyncReport & { error?: string }) | null;
    if (!response.ok || !body || body.error) {
      throw new Refusal(`The site refused the sync (${response.status}): ${body?.error ?? "no answer"}.`);
    }
    return body;
  } finally {
    if (ticker) {
      clearInterval(ticker);
      process.stdout.write("\n");
    }
  }
}

try {
  const job = readJob();
  const report = (await syncHere(job)) ?? (await syncThroughSite(job));
  console.log(describeReport(report));
  process.exitCode = succeeded(report) ? 0 : 1;
} catch (error) {
  const plain = error instanceof Refusal || error instanceof CrmNotConfigured;
  console.error(plain ? (error as Error).message : error);
  process.exitCode = 1;
}
