import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname),
  // Data-layer modules guard against client bundles; in tests they run as plain server code.
  "server-only": path.resolve(import.meta.dirname, "tests/support/empty.ts"),
};

// next-intl imports "next/server" without an extension, which Node's ESM resolver refuses: Vite resolves
// it when next-intl is bundled into the tests. The trailing-slash flag is what its Next plugin sets.
const nextIntl = {
  server: { deps: { inline: ["next-intl"] } },
  env: { _next_intl_trailing_slash: "true" },
};

export default defineConfig({
  resolve: { alias },
  test: {
    // One worker per core, not Vitest's cores less one: the tests wait on databases, files and child processes
    // much of the time, so on a 2-core machine two files at once take a quarter to two fifths less time.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        resolve: { alias },
        test: {
          ...nextIntl,
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/support/no-site-database.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          ...nextIntl,
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/support/migrated-template.ts"],
          environment: "node",
          // The embedded database's WebAssembly compiled by V8's baseline compiler alone: on Node.js 24 its
          // optimizing compiler took 2.7 s and 647 MB to open a database and answer one query, 1.0 s and 264 MB
          // without it, and 300 queries ran in 515 ms instead of 772 (docs/performance.md, "Content sync").
          execArgv: ["--liftoff-only"],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
