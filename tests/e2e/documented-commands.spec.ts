import { execFile, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort } from "./support/spawned-server";

// Every `npm run` the README and the docs name, tried as an operator would on a fresh clone: the commands that
// act on data against a fresh embedded database (before and after its migrations, and while another process
// holds it), the benchmarks at a small size. Each either works or stops with one plain sentence and exit 1:
// never a stack trace. A benchmark with goals may also end with exit 2 after its Goals table: measured, goal
// missed (at this size, on a busy machine, the goals are not the point).

const root = path.resolve(import.meta.dirname, "../..");
const scripts = (JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: object }).scripts;

/** The commands the README and docs/ name. */
function documented(): string[] {
  const texts = ["README.md", ...fs.readdirSync(path.join(root, "docs")).map((file) => path.join("docs", file))].map(
    (file) => fs.readFileSync(path.join(root, file), "utf8"),
  );
  const names = texts.flatMap((text) => [...text.matchAll(/npm run ([a-z][\w:-]*)/g)].map((match) => match[1]!));
  return [...new Set(names)].sort();
}

/** Commands this file does not run, with where the suite runs them instead. */
const runElsewhere: Record<string, string> = {
  demo: "the end-to-end tests' server is seeded and started the same way (playwright.config.ts)",
  dev: "a development server that runs until stopped; `npm run demo` and the e2e server cover the start",
  build: "npm test builds the site before the end-to-end tests",
  lint: "a stage of npm test",
  format: "writes files; `prettier --check`, a stage of npm test, is its check",
  typecheck: "a stage of npm test (tsc --noEmit)",
  "test:unit": "a stage of npm test",
  "test:integration": "a stage of npm test",
  "test:e2e": "a stage of npm test",
  "crm:stand-in": "a server that runs until stopped; content-sync.spec.ts and bench:sync start it",
  "db:migration": "writes a new migration file; tests/integration/db/migrations.test.ts runs its steps",
  "scan:observatory": "asks Mozilla's HTTP Observatory on the internet, which the test machines cannot reach",
};

const statbelFile = "data/statbel/statbel-municipality-prices-2010-2024.csv";

/**
 * The commands each test below runs, which it checks at its end: the tests run in two workers at once, so the check
 * that the docs' commands are all tried reads this list, not what another worker ran.
 */
const runBy = {
  data: [
    "content:sync",
    "crm:sync",
    "db:backup",
    "db:empty",
    "db:migrate",
    "db:restore",
    "db:seed",
    "files:copy",
    "mail:dead",
    "mail:requeue",
    "market:import",
    "owners:report",
    "privacy:erase",
    "privacy:export",
  ],
  held: ["content:sync", "db:empty", "db:migrate", "mail:dead", "market:import", "owners:report", "privacy:export"],
  benchmarks: [
    "bench:cache-fill",
    "bench:first-visit",
    "bench:lighthouse",
    "bench:pages",
    "bench:search",
    "bench:sync",
    "bench:views",
    "db:seed",
  ],
};

/** The commands the running test has run (filled as they run). */
let tried = new Set<string>();
test.beforeEach(() => {
  tried = new Set();
});
const expectTriedAll = (commands: string[]) => expect([...tried].sort()).toEqual([...commands].sort());

interface Outcome {
  code: number | null;
  output: string;
}

function npm(args: string[], env: NodeJS.ProcessEnv, timeout = 300_000): Promise<Outcome> {
  tried.add(args[0]!);
  return new Promise((resolve) => {
    execFile(
      "npm",
      ["run", "--silent", ...args],
      { cwd: root, env, timeout, maxBuffer: 64 << 20 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : null) : 0;
        resolve({ code, output: `${stdout}${stderr}` });
      },
    );
  });
}

/** A refusal an operator can act on: exit 1, a few lines, no stack trace. */
function expectPlainRefusal({ code, output }: Outcome, says: RegExp, what: string) {
  expect(code, `${what}:\n${output}`).toBe(1);
  expect(output, what).toMatch(says);
  expectNoTrace(output, what);
  expect(output.trim().split("\n").length, `${what}:\n${output}`).toBeLessThanOrEqual(3);
}

function expectNoTrace(output: string, what: string) {
  expect(output, what).not.toMatch(/^\s+at .+[(:]\d+/m);
  expect(output, what).not.toMatch(/SyntaxError|TypeError|ReferenceError|Unhandled/);
}

function expectWorked({ code, output }: Outcome, what: string) {
  expect(code, `${what}:\n${output}`).toBe(0);
  expectNoTrace(output, what);
}

/** A benchmark measured against its goals: its Goals table printed, exit 0 when all are met or 2 when one is not. */
function expectMeasured({ code, output }: Outcome, what: string) {
  expect(output, `${what}:\n${output}`).toMatch(/^Goals$[\s\S]*(All \d+ goals met\.|\d+ of \d+ goals missed)/m);
  expect(code, `${what}:\n${output}`).toBe(/goals missed/.test(output) ? 2 : 0);
  expectNoTrace(output, what);
}

/** Settings of a command on its own embedded database and folders, nothing of the test server's. */
function settingsFor(dir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: "",
    REDIS_URL: "",
    CRM_URL: "",
    FILE_STORE: "folder",
    PGLITE_DATA_DIR: path.join(dir, "db"),
    UPLOAD_DIR: path.join(dir, "uploads"),
    DOCUMENT_DIR: path.join(dir, "documents"),
    MEDIA_DIR: path.join(dir, "media"),
  };
}

// The benchmarks run on their own at the end, the commands on data beside other specs with servers of their own
// (playwright.config.ts, which finds the benchmarks by their test's title); the second test on data reads the
// database the first migrated, so those two run in order, in one worker.
test.describe("Every command the docs name", () => {
  test.describe.configure({ timeout: 900_000 });
  // Made by the worker that runs the tests, not where the file is only read (Playwright reads it in its main
  // process to list the tests, where no afterAll would remove it).
  let work = "";
  test.beforeAll(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), "documented-commands-"));
  });
  test.afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
  const person = "marie.peeters@example.be";

  test.describe("on a fresh embedded database", () => {
    test.describe.configure({ mode: "serial" });

    test("the commands that act on data, on a fresh embedded database: plain refusals until migrated, then each works", async () => {
      const env = settingsFor(path.join(work, "fresh"));
      for (const args of [
        ["mail:dead"],
        ["mail:requeue", "--", "1"],
        ["owners:report"],
        ["privacy:export", "--", person],
        ["privacy:erase", "--", person],
      ]) {
        expectPlainRefusal(await npm(args, env), /run `npm run db:migrate` first/, `${args[0]} before db:migrate`);
      }
      expectWorked(await npm(["db:migrate"], env), "db:migrate");
      // The agency's own listings into the fresh database, without the demo seed.
      const synced = await npm(["content:sync", "--", "content"], env);
      expectWorked(synced, "content:sync");
      expect(synced.output).toMatch(/Sync of the files \(everything\): [1-9]\d* added, .* 0 failed/);
      // Statbel's figures as the demo loads them: once written, then unchanged; a missing or broken file refused.
      const imported = await npm(["market:import", "--", statbelFile], env);
      expectWorked(imported, "market:import");
      expect(imported.output).toMatch(/8 475 rows, 565 municipalities, 2010–2024: 8 475 written/);
      expect((await npm(["market:import", "--", statbelFile], env)).output).toMatch(/2010–2024: unchanged/);
      const missing = path.join(work, "none.csv");
      expectPlainRefusal(
        await npm(["market:import", "--", missing], env),
        /There is no file at/,
        "market:import, no file",
      );
      const broken = path.join(work, "broken.csv");
      const [header, first] = fs.readFileSync(path.join(root, statbelFile), "utf8").split("\n");
      fs.writeFileSync(broken, `${header}\n${first!.replace(",2010,", ",10,")}\n`);
      expectPlainRefusal(
        await npm(["market:import", "--", broken], env),
        /nothing was loaded:\s+Line 2, column year/,
        "market:import of a broken file",
      );
      expectPlainRefusal(await npm(["crm:sync"], env), /CRM_URL is not set/, "crm:sync without CRM_URL");
      expectPlainRefusal(
        await npm(["db:seed"], env),
        /already holds 35 properties/,
        "db:seed on a database that holds data",
      );
      expectPlainRefusal(
        await npm(["files:copy"], env),
        /already where the site reads them/,
        "files:copy with folders",
      );
      expectWorked(await npm(["mail:dead"], env), "mail:dead");
      const requeued = await npm(["mail:requeue", "--", "999999"], env);
      expectWorked(requeued, "mail:requeue of an unknown id");
      expect(requeued.output).toContain("Not dead mails, left alone: 999999.");
      expectWorked(await npm(["owners:report"], env), "owners:report");
      const exported = await npm(["privacy:export", "--", person], env);
      expectWorked(exported, "privacy:export");
      expect(() => JSON.parse(exported.output)).not.toThrow();
      expectWorked(await npm(["privacy:erase", "--", person], env), "privacy:erase without --yes");

      // A backup taken with no server running, restored into a new folder.
      const backup = path.join(work, "fresh.backup");
      expectWorked(await npm(["db:backup", "--", backup], env), "db:backup");
      const restored = settingsFor(path.join(work, "restored"));
      expectWorked(await npm(["db:restore", "--", backup], restored), "db:restore");
      expectPlainRefusal(await npm(["db:empty"], restored), /Nothing was emptied/, "db:empty without --yes");
      expectWorked(await npm(["db:empty", "--", "--yes"], restored), "db:empty --yes");
      expect((await npm(["db:empty"], restored)).output).toMatch(/Nothing to empty/);
      expectTriedAll(runBy.data);
    });

    test("while another process holds the embedded database, each says so in one sentence", async () => {
      const env = settingsFor(path.join(work, "fresh"));
      const holder = spawn("npx", ["tsx", "tests/support/hold-database.ts", env.PGLITE_DATA_DIR!], {
        cwd: root,
        env,
        stdio: ["pipe", "pipe", "inherit"],
      });
      try {
        await new Promise<void>((resolve, reject) => {
          holder.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
          holder.once("exit", (code) => reject(new Error(`the holder stopped (${code})`)));
        });
        const inUse = /The embedded database is in use by another process/;
        for (const [args, says] of [
          [["db:migrate"], inUse],
          [["mail:dead"], inUse],
          [["owners:report"], inUse],
          // A request about personal data is answered by the site that holds the database.
          [["privacy:export", "--", person], /A running process holds the embedded PostgreSQL in \S+.*site/],
          [["db:empty"], inUse],
          [["market:import", "--", statbelFile], inUse],
          // A sync hands the work to the site that holds the database.
          [["content:sync", "--", "content"], /The site holds the embedded database.*set STAFF_API_SECRET/],
        ] as const) {
          expectPlainRefusal(await npm([...args], env), says, `${args[0]} while held`);
        }
      } finally {
        holder.stdin.end();
        if (holder.exitCode === null) await new Promise((resolve) => holder.once("exit", resolve));
      }
      expectTriedAll(runBy.held);
    });
  });

  test("the benchmarks, at a small size, print their figures", async () => {
    const bench = path.join(work, "bench");
    const seed = await npm(["db:seed", "--", "--properties", "60"], { ...settingsFor(work), PGLITE_DATA_DIR: bench });
    expectWorked(seed, "db:seed --properties 60");
    const base = { ...settingsFor(path.join(work, "bench-files")), BENCH_DATA_DIR: bench };
    // The benchmarks with goals (issue 26), measured against Next's hello app.
    const measured = new Set(["bench:pages", "bench:lighthouse"]);
    const runs: Array<[string, Record<string, string>, RegExp]> = [
      [
        "bench:search",
        { BENCH_PROPERTIES: "60", BENCH_ROUNDS: "2", BENCH_DATABASE_URL: "postgres://postgres@127.0.0.1:1/none" },
        /median/,
      ],
      ["bench:sync", { BENCH_PROPERTIES: "4", BENCH_PHOTOS: "1" }, /\d s/],
      [
        "bench:pages",
        { BENCH_REPEATS: "3", BENCH_SECONDS: "1", BENCH_CONNECTIONS: "2", BENCH_PORT: String(await freePort()) },
        /× hello[\s\S]*hello page again/,
      ],
      [
        "bench:views",
        {
          BENCH_SECONDS: "1",
          BENCH_ROUNDS: "1",
          BENCH_VIEW_RATE: "50",
          BENCH_PIN: "0",
          BENCH_PORT: String(await freePort()),
        },
        /Views the database gained: [1-9]\d* of [1-9]\d* counted beacons/,
      ],
      [
        "bench:cache-fill",
        { BENCH_REQUESTS: "100", BENCH_SECONDS: "30", BENCH_PORT: String(await freePort()) },
        /MB|kB/,
      ],
      [
        "bench:lighthouse",
        {
          LIGHTHOUSE_RUNS: "1",
          LIGHTHOUSE_LOCALES: "en",
          LIGHTHOUSE_DATA_DIR: bench,
          LIGHTHOUSE_PORT: String(await freePort()),
          LIGHTHOUSE_TLS_PORT: String(await freePort()),
        },
        /benchmark index of this machine over the runs: \d+[\s\S]*hello page \(Next [\d.]+\)[\s\S]*en contact/,
      ],
      [
        "bench:first-visit",
        { FIRST_VISIT_LOADS: "1", BENCH_PORT: String(await freePort()) },
        /hello page[\s\S]*\/en\//,
      ],
    ];
    for (const [name, settings, figures] of runs) {
      const outcome = await npm([name], { ...base, ...settings });
      if (measured.has(name)) expectMeasured(outcome, name);
      else expectWorked(outcome, name);
      expect(outcome.output, name).toMatch(figures);
    }
    expectTriedAll(runBy.benchmarks);
  });

  test("every `npm run` the README and docs name is a script, and tried above or where the suite runs it", () => {
    const triedAbove = new Set(Object.values(runBy).flat());
    for (const name of documented()) {
      expect(scripts, `npm run ${name}`).toHaveProperty([name]);
      expect(triedAbove.has(name) || name in runElsewhere, `npm run ${name} is not tried`).toBe(true);
    }
  });
});
