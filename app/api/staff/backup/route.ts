import { isAuthorised } from "@/lib/auth/staff-request";
import { config } from "@/lib/config";
import { dumpSiteDatabase } from "@/lib/db/infra/backup";
import { recordStaffAction } from "@/lib/db/staff-audit";
import { clientAddress, fromThisMachine } from "@/lib/http/client-address";
import { log } from "@/lib/log.mjs";
import { flushViews } from "@/lib/page-views/buffer";

// The embedded database's backup while the site holds its folder (npm run db:backup asks here): GET from this
// machine, not through a proxy, with Authorization: Bearer STAFF_API_SECRET. The answer is PGlite's gzipped tarball of its data folder,
// taken between two queries, so it is consistent; the views still waiting in memory are written first.
export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  // It holds every visitor's data: never handed to another machine, whatever secret or header it shows, nor
  // to a request passed on by a proxy on this machine.
  if (!fromThisMachine()) {
    return Response.json({ error: "a backup is taken from the site's own machine only" }, { status: 403 });
  }
  if (!isAuthorised(request, config.staffApiSecret, "GET /api/staff/backup/")) {
    return Response.json({ error: "unauthorised" }, { status: 401 });
  }
  await flushViews();
  const dump = await dumpSiteDatabase();
  if (!dump) {
    return Response.json(
      { error: "the site's database is a PostgreSQL server: npm run db:backup takes it with pg_dump" },
      { status: 409 },
    );
  }
  log.info({ event: "backup.dumped", bytes: dump.size }, "the embedded database was dumped for a backup");
  await recordStaffAction({ action: "database.backup", after: { bytes: dump.size }, address: clientAddress() });
  return new Response(dump, {
    headers: { "Content-Type": "application/gzip", "Content-Length": String(dump.size), "Cache-Control": "no-store" },
  });
}
