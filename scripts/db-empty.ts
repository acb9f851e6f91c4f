import { parseArgs } from "node:util";
import { tags } from "@/lib/db/cache-tags";
import { openConnection } from "@/lib/db/infra/connection";
import { migrateIfNeeded } from "@/lib/db/infra/migrations";
import { describeHeld, heldData } from "@/prisma/seed/held-data";
import { notifySite } from "@/prisma/seed/notify";
import { resetDatabase } from "@/prisma/seed/reset";
import { configuredTarget, describe, runScript } from "./db-target";

// npm run db:empty -- --yes: empties every table of the configured database (DATABASE_URL, else the
// embedded folder), listings and everything visitors and owners made. Without --yes it names the database
// and what it holds, and empties nothing. The migrations' history stays.
const { values } = parseArgs({ options: { yes: { type: "boolean", default: false } } });

await runScript(async () => {
  const target = configuredTarget();
  const connection = openConnection(target);
  try {
    await migrateIfNeeded(connection);
    const held = await heldData(connection.prisma);
    const name = `the ${describe(target)}`;
    if (!held.length) {
      console.log(`Nothing to empty: ${name} holds no data.`);
      return;
    }
    if (!values.yes) {
      console.error(
        `This would empty ${name}, which holds ${describeHeld(held)}.\n` +
          "Nothing was emptied. To empty it, run: npm run db:empty -- --yes",
      );
      process.exitCode = 1;
      return;
    }
    await resetDatabase(connection.prisma);
    console.log(`Emptied ${name} (it held ${describeHeld(held)}).`);
    if (target.kind === "server")
      console.log(await notifySite(Object.values(tags).filter((t) => typeof t === "string")));
  } finally {
    await connection.close();
  }
});
