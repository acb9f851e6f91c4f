// node scripts/bench/profile-page.mjs <path> [seconds]: where the server's time goes while it answers one address under
// load. Starts the built site on the benchmarks' database (BENCH_DATA_DIR, default .data/bench) with V8's CPU
// profiler, warms the address, loads it with autocannon (10 connections, `seconds`, default 10), stops the server
// so that it writes its profile, and prints the profile of the loaded seconds only: time per source file (the
// build's chunks read through their source maps, so proxy.ts or lib/… rather than a chunk's hash) and the functions
// with the most time inclusive of what they call. docs/performance.md, "The cost of every request", shows its
// output before and after the cuts of issue 26.
import fs from "node:fs";
import { SourceMap } from "node:module";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startSite } from "../local-settings.mjs";
import { waitForServer } from "./wait-for-server.mjs";
import { endRefusalsInOneSentence, CommandError } from "../command-error.mjs";

endRefusalsInOneSentence();

const [address = "/fr/", secondsText = "10"] = process.argv.slice(2);
const seconds = Number(secondsText);
const port = Number(process.env.BENCH_PORT ?? 3250);
const dataDir = process.env.BENCH_DATA_DIR ?? ".data/bench";
if (!fs.existsSync(".next/BUILD_ID")) throw new CommandError("Build first: npm run build");
if (!fs.existsSync(dataDir)) throw new CommandError(`No database in ${dataDir}: seed one (docs/performance.md).`);

const profiles = fs.mkdtempSync(path.join(os.tmpdir(), "profile-"));
const server = await startSite(port, dataDir, {
  nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${profiles}`],
  // Stopped with SIGINT below, and waited for: the profile is written as it exits.
  detached: false,
});
const base = `http://localhost:${port}`;
const headers = { "accept-encoding": "br, gzip, deflate" };
/** @param {number} duration */
const load = (duration) =>
  new Promise((resolve, reject) =>
    autocannon({ url: base + address, connections: 10, duration, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );

try {
  if (!(await waitForServer(base, 300))) throw new Error("The server did not start.");
  await load(2);
  const result = /** @type {{ requests: { average: number } }} */ (await load(seconds));
  console.log(`${address}: ${Math.round(result.requests.average)} requests/s under the profiler`);
} finally {
  const stopped = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGINT");
  await stopped;
}

const file = fs.readdirSync(profiles).find((name) => name.endsWith(".cpuprofile"));
if (!file) throw new Error("The server wrote no profile.");
/** @type {{ nodes: Array<{ id: number, callFrame: { functionName: string, url: string, lineNumber: number, columnNumber: number }, children?: number[] }>, samples: number[], timeDeltas: number[], startTime: number, endTime: number }} */
const profile = JSON.parse(fs.readFileSync(path.join(profiles, file), "utf8"));
fs.rmSync(profiles, { recursive: true, force: true });

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
/** @type {Map<number, number>} */
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

/** @type {Map<string, SourceMap | null>} */
const maps = new Map();
/** @param {string} url */
function sourceMap(url) {
  if (!url.includes("/.next/server/")) return null;
  if (!maps.has(url)) {
    const mapFile = `${url.replace(/^file:\/\//, "")}.map`;
    maps.set(url, fs.existsSync(mapFile) ? new SourceMap(JSON.parse(fs.readFileSync(mapFile, "utf8"))) : null);
  }
  return maps.get(url) ?? null;
}
/** @type {Map<number, { name: string, file: string }>} */
const named = new Map();
/** A function as "name file:line", read through the build's source maps; its file alone. */
function nameOf(/** @type {number} */ id) {
  let found = named.get(id);
  if (!found) {
    const { functionName, url, lineNumber, columnNumber } = /** @type {NonNullable<ReturnType<typeof byId.get>>} */ (
      byId.get(id)
    ).callFrame;
    const entry = sourceMap(url)?.findEntry(lineNumber, columnNumber);
    const original = entry && "originalSource" in entry ? entry : null;
    const where = original
      ? original.originalSource.replace(/^.*?(node_modules\/|\[project\]\/)/, "").replace(/^(\.\.\/)+/, "")
      : (url || "(native)").replace(/^.*node_modules\//, "").replace(`file://${process.cwd()}/`, "");
    const line = original ? original.originalLine + 1 : lineNumber + 1;
    found = { name: `${(original?.name ?? functionName) || "(anonymous)"} ${where}:${line}`, file: where };
    named.set(id, found);
  }
  return found;
}

// Only the loaded seconds: the start, the warm-up and the stop are left out.
const from = profile.endTime - seconds * 1_000_000;
let time = profile.startTime;
let total = 0;
/** @type {Map<string, number>} */
const perFile = new Map();
/** @type {Map<string, number>} */
const inclusive = new Map();
profile.samples.forEach((id, i) => {
  const delta = profile.timeDeltas[i] ?? 0;
  time += delta;
  if (time < from) return;
  total += delta;
  const { file: own } = nameOf(id);
  perFile.set(own, (perFile.get(own) ?? 0) + delta);
  const seen = new Set();
  for (let at = /** @type {number | undefined} */ (id); at !== undefined; at = parent.get(at)) {
    const { name } = nameOf(at);
    if (seen.has(name)) continue;
    seen.add(name);
    inclusive.set(name, (inclusive.get(name) ?? 0) + delta);
  }
});

/** @param {Map<string, number>} times @param {number} count @param {(name: string) => boolean} shown */
const top = (times, count, shown = () => true) =>
  [...times]
    .filter(([name]) => shown(name))
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, t]) => ({ "share of time": `${((100 * t) / total).toFixed(1)}%`, where: name }));

console.log("\nTime spent in each file's own code");
console.table(top(perFile, 20));
console.log("\nFunctions with the most time, what they call included (Node's internals left out)");
console.table(top(inclusive, 30, (name) => !/ node:|\(native\)|\(root\)|\(program\)|\(garbage/.test(name)));
