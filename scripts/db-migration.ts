import { openConnection } from "@/lib/db/infra/connection";
import { createMigration } from "@/lib/db/infra/migrations";
import { runScript } from "./db-target";

// npm run db:migration -- <name>: writes a migration for what changed in prisma/schema.prisma.
// It diffs against the existing migrations on a throw-away in-memory database, so no server is needed.
const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("Usage: npm run db:migration -- <name>   (lower-case letters, digits and underscores)");
  process.exit(1);
}
await runScript(async () => {
  const connection = openConnection({ kind: "memory" });
  try {
    const dir = await createMigration(connection.adapter, name);
    console.log(dir ? `Wrote ${dir}/migration.sql` : "The schema matches the migrations: nothing to write.");
  } finally {
    await connection.close();
  }
});
