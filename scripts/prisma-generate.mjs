// `prisma generate` looks for the native schema engine (and downloads it when missing) although the
// prisma-client generator never runs it. Pointing the variable at any executable skips the download;
// migrations use the WebAssembly engine instead (lib/db/infra/migrations.ts).
import { spawnSync } from "node:child_process";

const result = spawnSync("npx", ["prisma", "generate"], {
  stdio: "inherit",
  env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath },
});
process.exit(result.status ?? 1);
