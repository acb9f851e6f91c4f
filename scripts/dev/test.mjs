// npm test: every check of the project, in order, stopping at the first failure.
// Database tests run on the embedded PostgreSQL, then again on a PostgreSQL server when one answers
// (TEST_DATABASE_URL, default the local server); in CI the server is required.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const suiteStarted = performance.now();
const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const reports = ".data/test-reports";
const totals = { passed: 0, failed: 0 };
/** Each stage's wall-clock time, printed at the end so that a slow layer shows before CI's limit is near. */
const times = [];

/** Runs one stage; `report` counts its tests (also when it fails) before a failure ends the run. */
function run(title, command, args, env = {}, report = () => {}) {
  console.log(`\n▶ ${title}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  times.push({ stage: title, minutes: ((performance.now() - started) / 60_000).toFixed(1) });
  report();
  if (result.status !== 0) {
    console.log(`\n✗ ${title} failed`);
    totals.failed ||= 1;
    finish(1);
  }
}

function count(file, read) {
  if (!fs.existsSync(file)) return;
  const { passed, failed } = read(JSON.parse(fs.readFileSync(file, "utf8")));
  totals.passed += passed;
  totals.failed += failed;
}

function finish(code) {
  console.log("\nTime per stage");
  console.table([...times, { stage: "in all", minutes: ((performance.now() - suiteStarted) / 60_000).toFixed(1) }]);
  console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed`);
  process.exit(code);
}

async function serverAnswers() {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });
if (!fs.existsSync("node_modules")) run("install", "npm", ["install", "--no-audit", "--no-fund"]);
if (!fs.existsSync("lib/generated/prisma")) run("prisma generate", "node", ["scripts/dev/prisma-generate.mjs"]);

run("lint (ESLint)", "npx", ["eslint", ".", "--max-warnings", "0"]);
run("format (Prettier)", "npx", ["prettier", "--check", "."]);
run("types (tsc)", "npx", ["tsc", "--noEmit"]);

const vitest = (name, extra, env) => {
  const out = `${reports}/${name}.json`;
  const report = () => count(out, (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests + r.numPendingTests }));
  run(
    name,
    "npx",
    ["vitest", "run", ...extra, "--reporter=default", "--reporter=json", `--outputFile.json=${out}`],
    env,
    report,
  );
};
vitest("unit tests", ["--project", "unit"]);
vitest("integration tests on the embedded database", ["--project", "integration"], { TEST_DATABASE_URL: "" });
if (await serverAnswers()) {
  vitest(
    "integration tests on the PostgreSQL server",
    ["--project", "integration", "--exclude", "tests/integration/embedded/**"],
    {
      TEST_DATABASE_URL: serverUrl,
    },
  );
} else if (process.env.CI) {
  console.log(`\n✗ CI needs the PostgreSQL server at ${serverUrl.replace(/\/\/[^@]*@/, "//")}; it did not answer.`);
  finish(1);
} else {
  console.log(
    `\n! No PostgreSQL server answered at ${serverUrl.replace(/\/\/[^@]*@/, "//")}: the server run was not done.`,
  );
}

run("build (next build, then its files precompressed)", "npm", ["run", "build"]);
const e2e = `${reports}/e2e.json`;
const e2eReport = () =>
  count(e2e, (r) => ({ passed: r.stats.expected, failed: r.stats.unexpected + r.stats.flaky + r.stats.skipped }));
run(
  "end-to-end tests (Playwright, Chromium)",
  "npx",
  ["playwright", "test", "--reporter=list,json"],
  { PLAYWRIGHT_JSON_OUTPUT_NAME: e2e },
  e2eReport,
);
finish(totals.failed ? 1 : 0);
