import { openConnection } from "@/lib/db/infra/connection";
import { applyMigrations } from "@/lib/db/infra/migrations";
import { configuredTarget, describe, runScript } from "./db-target";

// npm run db:migrate: applies prisma/migrations to the configured database, offline.
await runScript(async () => {
  const target = configuredTarget();
  const connection = openConnection(target);
  try {
    const applied = await applyMigrations(connection.adapter);
    console.log(
      applied.length
        ? `Applied ${applied.length} migration(s) to the ${describe(target)}: ${applied.join(", ")}`
        : `The ${describe(target)} is up to date.`,
    );
  } finally {
    await connection.close();
  }
});
