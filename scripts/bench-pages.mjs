// npm run bench:pages: the built site on its own embedded database (BENCH_DATA_DIR, default
// .data/bench; seed it first, e.g. PGLITE_DATA_DIR=.data/bench npm run db:seed -- --properties 100000).
// Prints, per page, the first (uncached) request, the median and p95 of repeated requests, the cache
// state, how many database queries the repeats caused, and the JavaScript a browser downloads for the
// page (gzip). Then the same server under concurrent load (BENCH_CONNECTIONS, default 10, for
// BENCH_SECONDS each, default 5): the home page, a property page, a repeated search and first searches
// (each request a search nobody made before), with the repeated search's rate as a share of the home
// page's. BENCH_URL measures a server already running there instead of starting one. Figures, not a
// pass/fail test.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { localSettings } from "./local-settings.mjs";
import { scriptKb } from "./page-scripts.mjs";
import { waitForServer } from "./wait-for-server.mjs";

const port = Number(process.env.BENCH_PORT ?? 3200);
const dataDir = process.env.BENCH_DATA_DIR ?? ".data/bench";
const repeats = Number(process.env.BENCH_REPEATS ?? 200);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const given = process.env.BENCH_URL;
const queryLog = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bench-")), "queries.log");
// "->" pages are the target of the redirect they answer: the canonical property page.
const pages = [
  "/fr/",
  "/nl/",
  "/en/disclaimer/",
  "/de/die-agentur/",
  "/fr/a-vendre/ixelles/x/1/",
  "->/fr/property/1/",
  "->/en/property/2/",
  "/fr/a-vendre/",
  "/fr/a-vendre/?minBedrooms=2&sort=price-asc",
  "/fr/projets/",
  "/fr/projets/les-jardins-de-la-cambre/1/",
  "/en/contact/",
  "/nl/gratis-schatting/",
  "/fr/inscription/",
  "/fr/favoris/",
  "/nl/vergelijken/?ids=1,2,3",
  "/nl/te-koop/x/y/999999999/",
  "/nl/bestaat-niet/",
];

if (!given) {
  if (!fs.existsSync(".next/BUILD_ID")) throw new Error("Build first: npm run build");
  if (!fs.existsSync(dataDir))
    throw new Error(`No database in ${dataDir}: seed it first (see the comment at the top).`);
  fs.rmSync(".next/server/route-cache", { recursive: true, force: true });
  fs.rmSync(".next/cache/fetch-cache", { recursive: true, force: true });
}

const server = given
  ? null
  : spawn("node", ["server.mjs", "-p", String(port)], {
      env: {
        ...process.env,
        ...localSettings(port),
        PGLITE_DATA_DIR: dataDir,
        DB_QUERY_LOG: queryLog,
        DATABASE_URL: "",
      },
      stdio: "ignore",
      detached: true,
    });
const base = given ? given.replace(/\/$/, "") : `http://localhost:${port}`;
// What a current browser accepts: the server compresses pages with Brotli for it (lib/http/compression.mjs).
const asBrowser = { "accept-encoding": "br, gzip, deflate" };
const queries = () => (fs.existsSync(queryLog) ? fs.readFileSync(queryLog, "utf8").split("\n").length - 1 : 0);

async function timed(url) {
  const start = performance.now();
  const response = await fetch(url, { redirect: "manual", headers: asBrowser });
  await response.arrayBuffer();
  return {
    ms: performance.now() - start,
    status: response.status,
    cache: response.headers.get("x-nextjs-cache") ?? "-",
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** `connections` clients asking for pathOf(n) (n = 0, 1, 2… across them) for `seconds`: requests/s and latency. */
async function underLoad(pathOf) {
  const times = [];
  let next = 0;
  let failed = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const sent = performance.now();
        const response = await fetch(base + pathOf(next++), { redirect: "manual", headers: asBrowser });
        await response.arrayBuffer();
        if (response.status !== 200) failed++;
        times.push(performance.now() - sent);
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  times.sort((a, b) => a - b);
  return {
    "requests/s": Math.round(times.length / elapsed),
    "p50 ms": percentile(times, 0.5).toFixed(1),
    "p95 ms": percentile(times, 0.95).toFixed(1),
    "not 200": failed,
  };
}

/** The pages under concurrent load, each warmed by one request first (but the first searches). */
async function concurrentRows(propertyPage) {
  const repeated = "/fr/a-vendre/?minBedrooms=2&sort=price-asc";
  // Prices no visitor asks for, different on every run, so that every one is a search made for the first time.
  const firstPrice = 1_000 + (Date.now() % 1_000_000) * 10;
  const firstSearch = (n) => `/fr/a-vendre/?minPrice=${firstPrice + n}&sort=price-asc`;
  const loads = [
    ["/fr/ home", () => "/fr/"],
    [`${propertyPage} property page`, () => propertyPage],
    [`${repeated} repeated search`, () => repeated],
    ["/fr/a-vendre/?minPrice=<new each time> first searches", firstSearch],
  ];
  const rows = {};
  for (const [name, pathOf] of loads) {
    if (!name.includes("first")) await fetch(base + pathOf(0)).then((r) => r.arrayBuffer());
    rows[name] = await underLoad(pathOf);
  }
  // The first request of single searches, one at a time (nothing else loading the server).
  const single = [];
  for (let i = 0; i < 20; i++) single.push((await timed(base + firstSearch(1_000_000 + i))).ms);
  single.sort((a, b) => a - b);
  const [home, , again] = Object.values(rows);
  return { rows, ratio: again["requests/s"] / home["requests/s"], firstAlone: percentile(single, 0.5) };
}

try {
  await waitForServer(base, 100);
  const rows = [];
  for (const entry of pages) {
    const page = entry.startsWith("->")
      ? // Next may repeat the Location header on a first render; the copies are equal.
        new URL(
          (await fetch(base + entry.slice(2), { redirect: "manual" })).headers.get("location").split(", ")[0],
          base,
        ).pathname
      : entry;
    const q0 = queries();
    const first = await timed(base + page);
    const q1 = queries();
    const times = [];
    let last;
    for (let i = 0; i < repeats; i++) {
      last = await timed(base + page);
      times.push(last.ms);
    }
    times.sort((a, b) => a - b);
    rows.push({
      page,
      status: first.status,
      "first ms": first.ms.toFixed(1),
      "first queries": q1 - q0,
      "median ms": times[Math.floor(times.length / 2)].toFixed(2),
      "p95 ms": times[Math.floor(times.length * 0.95)].toFixed(2),
      cache: last.cache,
      "repeat queries": queries() - q1,
      "JS kB": first.status === 200 ? await scriptKb(base, await (await fetch(base + page)).text()) : "-",
    });
  }
  console.log(
    `${repeats} sequential requests per page after the first, on ${os.cpus().length} cores, database ${dataDir}`,
  );
  console.table(rows);

  const {
    rows: loaded,
    ratio,
    firstAlone,
  } = await concurrentRows(rows.find((r) => r.status === 200 && r.page.startsWith("/fr/a-vendre/")).page);
  console.log(`\n${connections} concurrent connections, ${seconds} s per page`);
  console.table(loaded);
  console.log(`repeated search / home page, requests per second: ${ratio.toFixed(2)}`);
  console.log(`a first search alone (median of 20, one at a time): ${firstAlone.toFixed(1)} ms`);
} finally {
  if (server) process.kill(-server.pid);
}
