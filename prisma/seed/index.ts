import path from "node:path";
import { parseArgs } from "node:util";
import { tags } from "@/lib/db/cache-tags";
import { openConnection } from "@/lib/db/infra/connection";
import { migrateIfNeeded } from "@/lib/db/infra/migrations";
import { configuredTarget, describe, runScript } from "@/scripts/db-target";
import { seedBulk } from "./bulk";
import { fileStore } from "@/lib/storage";
import { seedDemo } from "./demo";
import { notifySite } from "./notify";
import { describeHeld, heldData } from "./held-data";

// npm run db:seed [-- --properties N] [--if-empty]: writes the demo agency (the content/ folder, through the
// content sync) into an empty database, plus synthetic listings up to N properties in all. A database that holds anything is refused (with
// --if-empty, left as it is): emptying one is `npm run db:empty`, which names it and asks for --yes.
// Refused while the site holds the embedded database.
const { values } = parseArgs({
  options: { properties: { type: "string" }, "if-empty": { type: "boolean", default: false } },
});
const wanted = values.properties === undefined ? 0 : Number(values.properties);
if (!Number.isInteger(wanted) || wanted < 0) {
  console.error("--properties takes a whole number, e.g. --properties 100000");
  process.exit(1);
}

await runScript(async () => {
  const target = configuredTarget();
  const connection = openConnection(target);
  const publicDir = path.resolve("public");
  const started = Date.now();
  try {
    await migrateIfNeeded(connection);
    const held = await heldData(connection.prisma);
    if (held.length) {
      const what = `The ${describe(target)} already holds ${describeHeld(held)}`;
      if (values["if-empty"]) {
        console.log(`${what}: the demo seed leaves it as it is.`);
        return;
      }
      console.error(
        `${what}. The demo seed writes into an empty database only; to start again, ` +
          "`npm run db:empty -- --yes` empties this one first (everything visitors sent is lost).",
      );
      process.exitCode = 1;
      return;
    }
    await seedDemo(connection.prisma, {
      synced: fileStore("synced", connection.prisma),
      documents: fileStore("documents", connection.prisma),
    });
    const demoCount = await connection.prisma.property.count();
    if (wanted > demoCount) {
      await seedBulk(connection.prisma, publicDir, wanted - demoCount, new Date(), (done) => {
        process.stdout.write(`\r  ${done + demoCount} / ${wanted} properties`);
      });
      process.stdout.write("\n");
    }
    // Statistics for the planner, and the visibility map that lets searches read their indexes alone.
    await connection.prisma.$executeRawUnsafe("VACUUM ANALYZE");
    const total = await connection.prisma.property.count();
    console.log(
      `Seeded the ${describe(target)}: ${total} properties in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    // On a shared server the site may be running: ask it to drop what it cached.
    if (target.kind === "server")
      console.log(await notifySite(Object.values(tags).filter((t) => typeof t === "string")));
  } finally {
    await connection.close();
  }
});
