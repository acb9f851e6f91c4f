// npm run bench:views: does counting page views slow the cached property page? The built site on its
// own embedded database (BENCH_DATA_DIR, default .data/bench; seed it first, e.g.
// PGLITE_DATA_DIR=.data/bench npm run db:seed) or on a seeded PostgreSQL database (BENCH_DATABASE_URL).
// A probe requests one property page one request at a time, in three runs of BENCH_SECONDS (10) each,
// taken in turn BENCH_ROUNDS (3) times: alone; beside BENCH_VIEW_RATE (1 000) view beacons per second
// from a bot (answered, not counted); and beside the same rate from distinct browsers, each one a new
// counted view of one of the other property pages. The load comes from autocannon in a child process.
// With taskset and two cores or more, the server runs on the last core and this script and the load on
// the others, as when the beacons come from visitors' browsers over the network rather than from the
// server's own machine (BENCH_PIN=0 leaves the scheduler free). The load runs at nice 19: it stands for
// other people's browsers, so on the core it shares with the probe it must not delay the probe's own
// requests.
// At the end, the views the database gained. Figures, not a pass/fail test.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { localSettings } from "../local-settings.mjs";
import { waitForServer } from "./wait-for-server.mjs";
import { endRefusalsInOneSentence, CommandError } from "../command-error.mjs";

endRefusalsInOneSentence();

const port = Number(process.env.BENCH_PORT ?? 3201);
const dataDir = process.env.BENCH_DATA_DIR ?? ".data/bench";
const databaseUrl = process.env.BENCH_DATABASE_URL ?? "";
const rate = Number(process.env.BENCH_VIEW_RATE ?? 1000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const base = `http://localhost:${port}`;
const cpus = os.availableParallelism();
const pinned = process.env.BENCH_PIN !== "0" && cpus >= 2 && spawnSync("taskset", ["-V"]).status === 0;
/** The command, on the given cores when pinned. */
const on = (cores, command) => (pinned ? ["taskset", ["-c", cores, ...command]] : [command[0], command.slice(1)]);
const serverCore = String(cpus - 1);
const clientCores = cpus === 2 ? "0" : `0-${cpus - 2}`;
if (pinned) spawnSync("taskset", ["-p", "-c", clientCores, String(process.pid)], { stdio: "ignore" });
const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

if (!fs.existsSync(".next/BUILD_ID")) throw new CommandError("Build first: npm run build");
if (!databaseUrl && !fs.existsSync(dataDir))
  throw new CommandError(`No database in ${dataDir}: seed it first (see the comment at the top).`);

/** Every view counted so far, read with the server stopped (the embedded database has one user at a time). */
async function countedViews() {
  const db = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : new PGlite(dataDir);
  await db.connect?.();
  const { rows } = await db.query(`SELECT coalesce(sum(views), 0)::int AS views FROM "PropertyPageView"`);
  await (databaseUrl ? db.end() : db.close());
  return rows[0].views;
}

// The load: autocannon at `rate` beacons per second over 50 connections, each beacon for one of `ids`,
// from a bot or from a browser whose user agent is new on every request of every run (a new visitor, a new view).
const loadScript = `
const autocannon = require("autocannon");
const [url, rate, seconds, counted, ...ids] = process.argv.slice(1);
const run = Date.now().toString(36);
let n = 0;
autocannon({
  url, connections: 50, overallRate: Number(rate), duration: Number(seconds),
  requests: [{ method: "POST", setupRequest: (request) => {
    n++;
    request.path = "/api/views/" + ids[n % ids.length] + "/";
    // A browser's beacon says same-origin (a page's scripts cannot write it) and, as the server trusts one
    // proxy hop here, comes from an address of its own: each a new visitor, so each a counted view.
    request.headers = { ...request.headers, "sec-fetch-site": "same-origin",
      "x-forwarded-for": "10." + ((n >> 16) & 255) + "." + ((n >> 8) & 255) + "." + (n & 255),
      "user-agent": counted === "1"
        ? "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0." + n + " Safari/537.36 " + run
        : "Googlebot/2.1 (+http://www.google.com/bot.html)" };
    return request;
  } }],
}, (error, result) => {
  if (error) throw error;
  console.log(JSON.stringify({ answered: result["2xx"], others: result.non2xx + result.errors, rps: result.requests.average }));
});`;

function startLoad(ids, counted) {
  const args = ["-e", loadScript, base, String(rate), String(seconds), counted ? "1" : "0", ...ids];
  const child = spawn(...on(clientCores, ["nice", "-n", "19", "node", ...args]), {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (chunk) => (out += chunk));
  return new Promise((resolve) => child.on("exit", () => resolve(JSON.parse(out || "{}"))));
}

async function probe(path, ms) {
  const times = [];
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const start = performance.now();
    const response = await fetch(base + path, { headers: { "user-agent": browser } });
    await response.arrayBuffer();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { requests: times.length, p50: at(0.5), p95: at(0.95) };
}

const before = await countedViews();
const server = spawn(...on(serverCore, ["node", "server.mjs", "-p", String(port)]), {
  env: {
    ...process.env,
    ...localSettings(port),
    PGLITE_DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    TRUST_PROXY_HOPS: "1",
  },
  stdio: "ignore",
  detached: true,
});
const stopped = new Promise((resolve) => server.on("exit", resolve));
let counted = 0;
try {
  if (!(await waitForServer(base, 150))) throw new Error("The server did not start.");
  const probed = (await fetch(`${base}/fr/property/1/`, { redirect: "manual" })).headers.get("location");
  await probe(probed, 5000); // warm-up, not reported
  const ids = ["2", "3", "4", "5", "6", "7", "8", "9"];
  // The three runs, `rounds` times in turn, so a slow moment of the machine does not land on one run only.
  const runs = { alone: [], "beside a bot's beacons": [], "beside counted views": [] };
  const loads = [];
  for (let round = 0; round < rounds; round++) {
    runs.alone.push(await probe(probed, seconds * 1000));
    for (const countedLoad of [false, true]) {
      const load = startLoad(ids, countedLoad);
      runs[countedLoad ? "beside counted views" : "beside a bot's beacons"].push(await probe(probed, seconds * 1000));
      const result = await load;
      loads.push(result);
      if (countedLoad) counted += result.answered;
    }
  }
  const where = pinned ? `server on core ${serverCore}, probe and load on ${clientCores}` : "cores not pinned";
  console.log(`Cached property page ${probed}, one request at a time, ${rounds} × ${seconds} s per run (${where}):`);
  const ms = (values) => values.map((v) => v.toFixed(1)).join(" / ");
  const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
  console.table(
    Object.entries(runs).map(([run, results]) => ({
      run,
      requests: results.reduce((sum, r) => sum + r.requests, 0),
      "p50 per round (ms)": ms(results.map((r) => r.p50)),
      "p95 per round (ms)": ms(results.map((r) => r.p95)),
      "median p95": `${median(results.map((r) => r.p95)).toFixed(1)} ms`,
    })),
  );
  const rates = loads.map((l) => l.rps);
  const refused = loads.reduce((sum, l) => sum + l.others, 0);
  console.log(
    `Beacons: ${Math.min(...rates).toFixed(0)}–${Math.max(...rates).toFixed(0)}/s, ${refused} not answered 204.`,
  );
  const p95 = (run) => median(runs[run].map((r) => r.p95));
  console.log(`median p95 beside counted views / alone: ${(p95("beside counted views") / p95("alone")).toFixed(2)}`);
  console.log(
    `median p95 beside counted views / beside the bot's beacons: ${(p95("beside counted views") / p95("beside a bot's beacons")).toFixed(2)}`,
  );
} finally {
  process.kill(-server.pid);
  await stopped;
}
const after = await countedViews();
console.log(
  `Views the database gained: ${after - before} of ${counted} counted beacons (written about once a second).`,
);
