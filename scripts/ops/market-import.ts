import fs from "node:fs";
import path from "node:path";
import { tags } from "@/lib/db/cache-tags";
import { openConnection } from "@/lib/db/infra/connection";
import { importMarketFile, MarketFileRefused, type MarketImportResult } from "@/lib/db/market";
import { migrateIfNeeded } from "@/lib/db/infra/migrations";
import { notifySite } from "@/prisma/seed/notify";
import { CommandError, configuredTarget, describe, runScript } from "./db-target";

// npm run market:import -- <csv>: loads Statbel's sale prices per municipality (data/statbel/README.md) into the
// configured database, writing only what differs from what it holds; a malformed file is refused whole, with
// the line and column of its first problems. Refused while the site holds the embedded database.

const usage = "Usage: npm run market:import -- data/statbel/statbel-municipality-prices-2010-2024.csv";

/** 8475 as "8 475", the way the docs and staff write counts. */
const count = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, " ");

const changed = (r: MarketImportResult) => r.rowsWritten + r.municipalitiesAdded + r.municipalitiesRenamed > 0;

function describeImport(r: MarketImportResult): string {
  const what = `${count(r.rows)} rows, ${count(r.municipalities)} municipalities, ${r.firstYear}–${r.lastYear}`;
  if (!changed(r)) return `${what}: unchanged`;
  const renamed = r.municipalitiesRenamed ? `, ${count(r.municipalitiesRenamed)} municipalities renamed` : "";
  return `${what}: ${count(r.rowsWritten)} written${renamed}`;
}

await runScript(async () => {
  const [file, ...rest] = process.argv.slice(2).filter((a) => a !== "--");
  if (!file || rest.length) throw new CommandError(usage);
  const fullPath = path.resolve(file);
  if (!fs.existsSync(fullPath) || !fs.statSync(fullPath).isFile())
    throw new CommandError(`There is no file at ${fullPath}. ${usage}`);
  const text = fs.readFileSync(fullPath, "utf8");

  const target = configuredTarget();
  const connection = openConnection(target);
  try {
    await migrateIfNeeded(connection);
    let result: MarketImportResult;
    try {
      result = await importMarketFile({ fileName: path.basename(fullPath), text }, connection.prisma);
    } catch (error) {
      if (error instanceof MarketFileRefused) throw new CommandError(`${path.basename(fullPath)}: ${error.message}`);
      throw error;
    }
    console.log(`${describeImport(result)} (${describe(target)}).`);
    if (target.kind === "server" && changed(result)) console.log(await notifySite([tags.market]));
  } finally {
    await connection.close();
  }
});
