// npm test: every check of the project, stopping at the first stage that fails.
// Database tests run on the embedded PostgreSQL, then again on a PostgreSQL server when one answers
// (TEST_DATABASE_URL, default the local server); in CI the server is required.
// Stages that only read the sources run at once (each its own output, printed whole when it ends): ESLint, Prettier
// and tsc each keep one core busy, and the machines the suite runs on have two or more.
import { spawn } from "node:child_process";
import fs from "node:fs";

const suiteStarted = performance.now();
const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const reports = ".data/test-reports";
const totals = { passed: 0, failed: 0 };
/** Each stage's wall-clock time and the stages it ran beside, printed at the end so that a slow layer shows. */
const times = [];

const minutes = (since) => ((performance.now() - since) / 60_000).toFixed(1);

/** One stage: `report` counts its tests (also when it fails). */
const stage = (title, command, args, env = {}, report = () => {}) => ({ title, command, args, env, report });

/** Runs the stages at once (one: its output goes straight to the terminal); ends the run if one failed. */
async function run(...stages) {
  const alone = stages.length === 1;
  const ended = await Promise.all(
    stages.map(({ title, command, args, env }) => {
      if (alone) console.log(`\n▶ ${title}`);
      const started = performance.now();
      const child = spawn(command, args, {
        stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
        env: { ...process.env, ...env },
      });
      let output = "";
      child.stdout?.on("data", (chunk) => (output += chunk));
      child.stderr?.on("data", (chunk) => (output += chunk));
      return new Promise((resolve) =>
        child.on("close", (code) => {
          const took = minutes(started);
          if (!alone) console.log(`\n▶ ${title} (${took} min, beside the others of its step)\n${output.trimEnd()}`);
          resolve({ title, code, took });
        }),
      );
    }),
  );
  for (const [i, { title, took }] of ended.entries()) {
    const beside = ended.filter((other) => other.title !== title).map((other) => other.title);
    times.push({ stage: title, minutes: took, "at the same time as": beside.join(", ") });
    stages[i].report();
  }
  const failed = ended.filter(({ code }) => code !== 0);
  if (failed.length === 0) return;
  for (const { title } of failed) console.log(`\n✗ ${title} failed`);
  totals.failed ||= 1;
  finish(1);
}

function count(file, read) {
  if (!fs.existsSync(file)) return;
  const { passed, failed } = read(JSON.parse(fs.readFileSync(file, "utf8")));
  totals.passed += passed;
  totals.failed += failed;
}

function finish(code) {
  console.log("\nTime per stage");
  console.table([...times, { stage: "in all", minutes: minutes(suiteStarted), "at the same time as": "" }]);
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
if (!fs.existsSync("node_modules")) await run(stage("install", "npm", ["install", "--no-audit", "--no-fund"]));
if (!fs.existsSync("lib/generated/prisma"))
  await run(stage("prisma generate", "node", ["scripts/prisma-generate.mjs"]));

// Each reads the sources only.
await run(
  stage("lint (ESLint)", "npx", ["eslint", ".", "--max-warnings", "0"]),
  stage("format (Prettier)", "npx", ["prettier", "--check", "."]),
  stage("types (tsc)", "npx", ["tsc", "--noEmit"]),
);

const vitest = (name, extra, env) => {
  const out = `${reports}/${name}.json`;
  const report = () => count(out, (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests + r.numPendingTests }));
  return stage(
    name,
    "npx",
    ["vitest", "run", ...extra, "--reporter=default", "--reporter=json", `--outputFile.json=${out}`],
    env,
    report,
  );
};
await run(vitest("unit tests", ["--project", "unit"]));
await run(
  vitest("integration tests on the embedded database", ["--project", "integration"], { TEST_DATABASE_URL: "" }),
);
if (await serverAnswers()) {
  await run(
    vitest(
      "integration tests on the PostgreSQL server",
      ["--project", "integration", "--exclude", "tests/integration/embedded/**"],
      {
        TEST_DATABASE_URL: serverUrl,
      },
    ),
  );
} else if (process.env.CI) {
  console.log(`\n✗ CI needs the PostgreSQL server at ${serverUrl.replace(/\/\/[^@]*@/, "//")}; it did not answer.`);
  finish(1);
} else {
  console.log(
    `\n! No PostgreSQL server answered at ${serverUrl.replace(/\/\/[^@]*@/, "//")}: the server run was not done.`,
  );
}

await run(stage("build (next build, then its files precompressed)", "npm", ["run", "build"]));
const e2e = `${reports}/e2e.json`;
const e2eReport = () =>
  count(e2e, (r) => ({ passed: r.stats.expected, failed: r.stats.unexpected + r.stats.flaky + r.stats.skipped }));
await run(
  stage(
    "end-to-end tests (Playwright, Chromium)",
    "npx",
    ["playwright", "test", "--reporter=list,json"],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: e2e },
    e2eReport,
  ),
);
finish(totals.failed ? 1 : 0);
